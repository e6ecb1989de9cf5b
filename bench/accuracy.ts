/**
 * pnpm bench:accuracy — detection accuracy with default settings on the
 * htmlparser-benchmark corpus (258 real pages). For every page, a baseline is
 * built from 3 samples that already carry benign volatility (nonces, CSRF
 * tokens, clocks, rotating ads, cache busters); then seeded generators apply
 * one benign change or one defacement, and the verdict is scored:
 * true-positive rate per defacement type, false-positive rate per benign
 * type, with 95% Wilson intervals.
 *
 * Env: SEED (default 1), PAGES (default all 258).
 */
import * as BaselineBuilder from "@defmon/engines/BaselineBuilder"
import { Builtins, compareWith } from "@defmon/engines/Engine"
import * as Extractor from "@defmon/engines/Extractor"
import { defaultSettings, type WebpageSettings } from "@defmon/core/domain/Webpage"
import { Effect } from "effect"
import { Parser } from "htmlparser2"
import { readdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"

const require = createRequire(import.meta.url)
const dir = join(dirname(require.resolve("htmlparser-benchmark/package.json")), "files")
const corpus = readdirSync(dir).filter((f) => f.endsWith(".html")).sort().map((f) => readFileSync(join(dir, f), "utf8"))
const PAGES = Math.min(Number(process.env.PAGES ?? corpus.length), corpus.length)
const SEED = Number(process.env.SEED ?? 1)

const mulberry32 = (a: number) => () => {
  a |= 0
  a = (a + 0x6d2b79f5) | 0
  let t = Math.imul(a ^ (a >>> 15), 1 | a)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
type Rng = () => number
const pick = <A>(rng: Rng, xs: ReadonlyArray<A>): A => xs[Math.floor(rng() * xs.length)]!
const int = (rng: Rng, n: number) => Math.floor(rng() * n)

/**
 * Where the generators edit a page, found by parsing it (not by regex: real
 * pages carry "<body>" and "<img src=...>" inside script strings and
 * textareas, and a regex edit there changes nothing a browser shows).
 */
interface Spots {
  readonly bodyOpenEnd: number
  readonly bodyClose: number
  readonly headClose: number
  readonly title: readonly [number, number] | null
  readonly imgSrc: readonly [number, number] | null
  /** visible text nodes of the body with at least 40 characters */
  readonly texts: ReadonlyArray<readonly [number, number]>
}
const locate = (html: string): Spots => {
  let bodyOpenEnd = -1
  let bodyClose = -1
  let headClose = -1
  let title: [number, number] | null = null
  let imgSrc: [number, number] | null = null
  const texts: Array<[number, number]> = []
  let inBody = false
  let skip = 0
  let inTitle = false
  const parser: Parser = new Parser({
    onopentag(name, attribs) {
      if (name === "body" && bodyOpenEnd === -1) {
        bodyOpenEnd = parser.endIndex + 1
        inBody = true
      }
      if (name === "script" || name === "style" || name === "noscript" || name === "textarea" || name === "template") skip++
      if (name === "title" && title === null) inTitle = true
      if (name === "img" && imgSrc === null && skip === 0 && typeof attribs.src === "string" && attribs.src.length > 0) {
        const tag = html.slice(parser.startIndex, parser.endIndex + 1)
        const m = /\ssrc\s*=\s*(["']?)([^"'\s>]+)\1/i.exec(tag)
        if (m !== null) {
          const at = parser.startIndex + m.index + m[0].indexOf(m[2]!)
          imgSrc = [at, at + m[2]!.length]
        }
      }
    },
    ontext(text) {
      if (inTitle && title === null) title = [parser.startIndex, parser.endIndex + 1]
      else if (inBody && skip === 0 && text.trim().length >= 40 && !/[{};=]/.test(text)) texts.push([parser.startIndex, parser.endIndex + 1])
    },
    onclosetag(name) {
      if (name === "script" || name === "style" || name === "noscript" || name === "textarea" || name === "template") skip = Math.max(0, skip - 1)
      if (name === "title") inTitle = false
      if (name === "head" && headClose === -1) headClose = parser.startIndex
      if (name === "body" && inBody) bodyClose = parser.startIndex
    }
  }, { decodeEntities: false })
  parser.end(html)
  return {
    bodyOpenEnd: bodyOpenEnd === -1 ? (headClose === -1 ? 0 : headClose) : bodyOpenEnd,
    bodyClose: bodyClose === -1 ? html.length : bodyClose,
    headClose: headClose === -1 ? 0 : headClose,
    title,
    imgSrc,
    texts
  }
}
const spliceAt = (html: string, at: number, fragment: string, remove = 0) => html.slice(0, at) + fragment + html.slice(at + remove)
const insertAfterBodyOpen = (html: string, fragment: string) => spliceAt(html, locate(html).bodyOpenEnd, fragment)
const insertBeforeBodyClose = (html: string, fragment: string) => spliceAt(html, locate(html).bodyClose, fragment)
const insertInHead = (html: string, fragment: string) => spliceAt(html, locate(html).headClose, fragment)

/** Dynamic parts every sample and every check of a real page carries. */
const volatility = (html: string, rng: Rng) => {
  const r = int(rng, 1e9)
  const ad = `<div class="ad-slot"><a href="https://adclick.g.doubleclick.net/pcs/click?xai=${r}"><img src="https://tpc.googlesyndication.com/simgad/${r % 7}"></a><iframe src="https://googleads.g.doubleclick.net/pagead/ads?slot=${r}" width="300" height="250"></iframe></div>`
  const clock = `<p class="updated">Updated ${new Date(1.7e12 + r * 1000).toUTCString()} · ${r % 100000} readers</p>`
  const head = `<meta name="csrf-token" content="${r.toString(36)}${(r * 7).toString(36)}"><script nonce="${r.toString(36)}">window.__state={t:${r}}</script><link rel="stylesheet" href="/assets/site.css?v=${r % 1000}">`
  const at = locate(html)
  // Insert from the end backwards so the earlier positions stay valid.
  const edits = [[at.bodyClose, ad], [at.bodyOpenEnd, clock], [at.headClose, head]] as const
  let out = html
  for (const [pos, fragment] of [...edits].sort((a, b) => b[0] - a[0])) out = spliceAt(out, pos, fragment)
  return out
}

const CONTACT = (phone: string, iban: string) =>
  `<div class="contact">Call us: ${phone} · Bank transfer: IBAN ${iban}</div>`

/** The page as its owner publishes it: the corpus page plus a contact line. */
const published = (html: string) => insertBeforeBodyClose(html, CONTACT("+44 20 7946 0958", "GB82 WEST 1234 5698 7654 32"))

const benign: Record<string, (html: string, rng: Rng) => string> = {
  "reload (nonces, CSRF, clocks, ads, cache busters)": (h) => h,
  "ad and iframe rotation": (h, rng) => h.replace(/doubleclick\.net\/pagead\/ads\?slot=\d+/, `doubleclick.net/pagead/ads?slot=${int(rng, 1e9)}`),
  // numbers in visible text (dates, counters, prices of the day); markup, the title and the contact line stay
  "timestamps and counters": (h, rng) =>
    h.replace(/>([^<>]*\d[^<>]*)</g, (m, text: string) =>
      rng() < 0.5 && !text.includes("IBAN") && !text.includes("Call us") && !/[{};=]/.test(text)
        ? `>${text.replace(/\b\d{1,4}\b/g, () => String(int(rng, 10_000)))}<`
        : m),
  "news items in and out": (h, rng) => {
    const items = Array.from({ length: 3 }, (_, i) => `<li><a href="/news/${int(rng, 1e6)}">Story ${i}: ${pick(rng, ["Council approves budget", "Local team wins cup", "New library opens", "Rain expected this weekend"])}</a></li>`).join("")
    return insertAfterBodyOpen(h.replace(/<li>[^]*?<\/li>/i, ""), `<ul class="news">${items}</ul>`)
  },
  "small text edit": (h, rng) => {
    const texts = locate(h).texts
    if (texts.length === 0) return h
    const [a, b] = texts[Math.min(3, texts.length - 1 - int(rng, Math.min(3, texts.length)))]!
    return h.slice(0, a) + h.slice(a, b).replace(/\b([a-z]{4,})\b/i, "updated") + h.slice(b)
  },
  "lazy-loaded images": (h) => h.replace(/<img([^>]*?)\ssrc=/gi, "<img$1 loading=\"lazy\" data-src="),
  "cache-busting query strings": (h, rng) => h.replace(/(src|href)="([^"?#]+\.(?:js|css|png|jpg|gif|svg))"/gi, (_m, a, u) => `${a}="${u}?v=${int(rng, 1e6)}"`)
}

const defacements: Record<string, (html: string, rng: Rng) => string> = {
  "full page replacement": (_h, rng) =>
    `<html><head><title>${pick(rng, ["Hacked", "0wn3d", "Greetings", "Free Palestine", "Tango down"])}</title></head><body style="background:#000;color:#0f0"><center><h1>${pick(rng, ["We are legion", "Site under our control", "Your system is compromised"])}</h1><p>contact: ${pick(rng, ["x0r", "ghost", "d4rk"])}@proton.me</p></center></body></html>`,
  "'hacked by' in the title": (h, rng) => {
    const t = locate(h).title
    const title = `Hacked by ${pick(rng, ["Mr.X", "Gh0st Team", "TurkHackTeam"])}`
    return t === null ? insertInHead(h, `<title>${title}</title>`) : spliceAt(h, t[0], title, t[1] - t[0])
  },
  "'hacked by' in an h1": (h, rng) => insertAfterBodyOpen(h, `<h1>Hacked By ${pick(rng, ["Anonymous Ghost", "Sh4d0w", "KingSkrupellos"])}</h1>`),
  "'hacked by' in the body text": (h, rng) => insertBeforeBodyClose(h, `<p>this site was hacked by ${pick(rng, ["cyber army", "team 1337", "mr. robot"])}. greetz to all</p>`),
  "injected external script": (h, rng) => insertBeforeBodyClose(h, `<script src="https://${pick(rng, ["cdn-js-delivr.top", "jquery-min.ru", "analytics-cdn.xyz"])}/${int(rng, 1e6)}.js"></script>`),
  "hidden iframe": (h, rng) => insertBeforeBodyClose(h, `<iframe src="http://${pick(rng, ["malware-drop.cn", "exploit-kit.tk", "dl-redirect.ws"])}/in.php?${int(rng, 1e6)}" width="1" height="1" style="visibility:hidden"></iframe>`),
  "hidden SEO spam links": (h, rng) =>
    insertBeforeBodyClose(
      h,
      `<div style="display:none">${["viagra-cheap", "casino-online", "payday-loans", "replica-watches", "essay-writer"].map((s) => `<a href="https://${s}-${int(rng, 99)}.com/">${s}</a>`).join(" ")}</div>`
    ),
  "swapped image": (h, rng) => {
    const at = locate(h).imgSrc
    const src = `https://i.${pick(rng, ["imgur-cdn.cc", "postimg.ws"])}/defaced${int(rng, 99)}.jpg`
    return at === null ? insertAfterBodyOpen(h, `<img src="${src}">`) : spliceAt(h, at[0], src, at[1] - at[0])
  },
  "meta-refresh redirect": (h, rng) => insertInHead(h, `<meta http-equiv="refresh" content="0;url=https://${pick(rng, ["scam-shop.biz", "phish-login.net"])}/">`),
  "script redirect": (h, rng) => insertBeforeBodyClose(h, `<script>window.location.href="https://${pick(rng, ["scam-shop.biz", "phish-login.net"])}/?r=${int(rng, 1e6)}"</script>`),
  "CSS hiding the real content": (h, rng) => insertInHead(h, `<style>${pick(rng, ["body > * { display: none }", "body { visibility: hidden }", "main, #content, .container, div { display:none !important }"])}</style>`),
  "changed phone number or bank account": (h, rng) =>
    rng() < 0.5
      ? h.replace("+44 20 7946 0958", `+44 20 7946 ${1000 + int(rng, 8999)}`)
      : h.replace("GB82 WEST 1234 5698 7654 32", `GB${10 + int(rng, 89)} LOYD 3099 ${1000 + int(rng, 8999)} 1122 33`)
}

const wilson = (k: number, n: number) => {
  if (n === 0) return [0, 0]
  const z = 1.96
  const p = k / n
  const d = 1 + (z * z) / n
  const c = p + (z * z) / (2 * n)
  const m = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))
  return [(c - m) / d, (c + m) / d]
}
const pct = (x: number) => `${(x * 100).toFixed(1)}%`

const main = async () => {
  const extractor = await Effect.runPromise(Extractor.make)
  const settings = defaultSettings() as unknown as WebpageSettings
  const rng = mulberry32(SEED)
  const stats = new Map<string, { hits: number; n: number; kind: "benign" | "defacement"; engines: Map<string, number> }>()
  const start = performance.now()
  for (let p = 0; p < PAGES; p++) {
    const url = `https://site${p}.example.org/index.html`
    const page = published(corpus[p]!)
    const samples = [0, 1, 2].map(() => extractor.extract(volatility(page, rng), url))
    const baseline = BaselineBuilder.build(samples, Builtins, "2026-11-22T00:00:00.000Z")
    const score = (kind: "benign" | "defacement", name: string, html: string) => {
      const v = compareWith(Builtins, baseline, extractor.extract(html, url), settings)
      const s = stats.get(name) ?? { hits: 0, n: 0, kind, engines: new Map() }
      s.n++
      if (v.alert) {
        s.hits++
        for (const e of new Set(v.findings.filter((f) => f.breach).map((f) => `${f.engine}/${f.check}`))) s.engines.set(e, (s.engines.get(e) ?? 0) + 1)
      }
      stats.set(name, s)
    }
    for (const [name, gen] of Object.entries(benign)) score("benign", name, volatility(gen(page, rng), rng))
    for (const [name, gen] of Object.entries(defacements)) score("defacement", name, volatility(gen(page, rng), rng))
  }
  const seconds = (performance.now() - start) / 1000
  const rows = [...stats.entries()]
  const total = (kind: "benign" | "defacement") =>
    rows.filter(([, s]) => s.kind === kind).reduce((a, [, s]) => ({ hits: a.hits + s.hits, n: a.n + s.n }), { hits: 0, n: 0 })
  console.log(`${PAGES} corpus pages, seed ${SEED}, default settings, 3-sample baselines (${seconds.toFixed(1)} s)\n`)
  console.log("| defacement | detected | TPR | 95% CI | what fired most |")
  console.log("|---|---:|---:|---|---|")
  for (const [name, s] of rows.filter(([, s]) => s.kind === "defacement")) {
    const [lo, hi] = wilson(s.hits, s.n)
    const top = [...s.engines.entries()].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([e]) => e).join(", ")
    console.log(`| ${name} | ${s.hits}/${s.n} | ${pct(s.hits / s.n)} | ${pct(lo!)}–${pct(hi!)} | ${top} |`)
  }
  const tp = total("defacement")
  const [tlo, thi] = wilson(tp.hits, tp.n)
  console.log(`| **all defacements** | ${tp.hits}/${tp.n} | **${pct(tp.hits / tp.n)}** | ${pct(tlo!)}–${pct(thi!)} | |`)
  console.log("\n| benign change | false alarms | FPR | 95% CI | what fired |")
  console.log("|---|---:|---:|---|---|")
  for (const [name, s] of rows.filter(([, s]) => s.kind === "benign")) {
    const [lo, hi] = wilson(s.hits, s.n)
    const top = [...s.engines.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([e, n]) => `${e} (${n})`).join(", ")
    console.log(`| ${name} | ${s.hits}/${s.n} | ${pct(s.hits / s.n)} | ${pct(lo!)}–${pct(hi!)} | ${top} |`)
  }
  const fp = total("benign")
  const [flo, fhi] = wilson(fp.hits, fp.n)
  console.log(`| **all benign changes** | ${fp.hits}/${fp.n} | **${pct(fp.hits / fp.n)}** | ${pct(flo!)}–${pct(fhi!)} | |`)
}

main().then(() => process.exit(0), (e) => {
  console.error(e)
  process.exit(1)
})
