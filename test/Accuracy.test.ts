/**
 * The accuracy bench's classes do what they claim, judged by a DOM parse
 * (linkedom) independent of the bench's own locator: every defacement
 * changes what a browser shows or loads (visible text, elements or
 * attributes differ) without editing inside script, style, textarea,
 * template, noscript or comments; every benign change leaves the page
 * parseable (its text and elements survive) and also edits nothing inside
 * raw text; the split gives both halves enough classes, and the held-out
 * groups (fresh: written after round 1; fresh2: after round 2; fresh3:
 * after round 4; fresh4: after round 5; fresh5: after round 6; fresh6:
 * after round 7; fresh7: after round 8; fresh8: after round 9; fresh9: after round 10; fresh10: after round 11; fresh11: after round 12; fresh12: after round 13; fresh13: after round 13, second group; fresh14: after round 13, third group; fresh15: after round 14; fresh16: after round 15; fresh17: after round 16; fresh18: after round 17; fresh19 and fresh20: after round 17, during round 18; fresh21 and fresh22: after round 18, during round 19; fresh23 and fresh24: after round 19, during round 20; fresh25 and fresh26: after round 20, during round 21; fresh27 and fresh28: after round 21, during round 22; fresh29 and fresh30: after round 22, during round 23; fresh31 and fresh32: after round 23, during round 24; fresh33 and fresh34: after round 24, during round 25; never tuned on while held out) stand apart from it. A few real corpus
 * pages, two seeds each.
 */
import { describe, expect, it } from "@effect/vitest"
import { parseHTML } from "linkedom"
import { benigns } from "../bench/accuracy/benign.js"
import type { ChangeClass } from "../bench/accuracy/classes.js"
import { type Page, loadCorpus, publish } from "../bench/accuracy/corpus.js"
import { defacements } from "../bench/accuracy/defacements.js"
import { freshBenigns } from "../bench/accuracy/fresh-benign.js"
import { freshDefacements } from "../bench/accuracy/fresh-defacements.js"
import { fresh2Benigns } from "../bench/accuracy/fresh2-benign.js"
import { fresh2Defacements } from "../bench/accuracy/fresh2-defacements.js"
import { fresh3Benigns } from "../bench/accuracy/fresh3-benign.js"
import { fresh3Defacements } from "../bench/accuracy/fresh3-defacements.js"
import { fresh4Benigns } from "../bench/accuracy/fresh4-benign.js"
import { fresh4Defacements } from "../bench/accuracy/fresh4-defacements.js"
import { fresh5Benigns } from "../bench/accuracy/fresh5-benign.js"
import { fresh5Defacements } from "../bench/accuracy/fresh5-defacements.js"
import { fresh6Benigns } from "../bench/accuracy/fresh6-benign.js"
import { fresh6Defacements } from "../bench/accuracy/fresh6-defacements.js"
import { fresh7Benigns } from "../bench/accuracy/fresh7-benign.js"
import { fresh7Defacements } from "../bench/accuracy/fresh7-defacements.js"
import { fresh8Benigns } from "../bench/accuracy/fresh8-benign.js"
import { fresh8Defacements } from "../bench/accuracy/fresh8-defacements.js"
import { fresh9Benigns } from "../bench/accuracy/fresh9-benign.js"
import { fresh9Defacements } from "../bench/accuracy/fresh9-defacements.js"
import { fresh10Benigns } from "../bench/accuracy/fresh10-benign.js"
import { fresh10Defacements } from "../bench/accuracy/fresh10-defacements.js"
import { fresh11Benigns } from "../bench/accuracy/fresh11-benign.js"
import { fresh11Defacements } from "../bench/accuracy/fresh11-defacements.js"
import { fresh12Benigns } from "../bench/accuracy/fresh12-benign.js"
import { fresh12Defacements } from "../bench/accuracy/fresh12-defacements.js"
import { fresh13Benigns } from "../bench/accuracy/fresh13-benign.js"
import { fresh13Defacements } from "../bench/accuracy/fresh13-defacements.js"
import { fresh14Benigns } from "../bench/accuracy/fresh14-benign.js"
import { fresh14Defacements } from "../bench/accuracy/fresh14-defacements.js"
import { fresh15Benigns } from "../bench/accuracy/fresh15-benign.js"
import { fresh15Defacements } from "../bench/accuracy/fresh15-defacements.js"
import { fresh16Benigns } from "../bench/accuracy/fresh16-benign.js"
import { fresh16Defacements } from "../bench/accuracy/fresh16-defacements.js"
import { fresh17Benigns } from "../bench/accuracy/fresh17-benign.js"
import { fresh17Defacements } from "../bench/accuracy/fresh17-defacements.js"
import { fresh18Benigns } from "../bench/accuracy/fresh18-benign.js"
import { fresh18Defacements } from "../bench/accuracy/fresh18-defacements.js"
import { fresh20Benigns } from "../bench/accuracy/fresh20-benign.js"
import { fresh20Defacements } from "../bench/accuracy/fresh20-defacements.js"
import { fresh19Benigns } from "../bench/accuracy/fresh19-benign.js"
import { fresh19Defacements } from "../bench/accuracy/fresh19-defacements.js"
import { fresh21Benigns } from "../bench/accuracy/fresh21-benign.js"
import { fresh21Defacements } from "../bench/accuracy/fresh21-defacements.js"
import { fresh22Benigns } from "../bench/accuracy/fresh22-benign.js"
import { fresh22Defacements } from "../bench/accuracy/fresh22-defacements.js"
import { fresh23Benigns } from "../bench/accuracy/fresh23-benign.js"
import { fresh23Defacements } from "../bench/accuracy/fresh23-defacements.js"
import { fresh24Benigns } from "../bench/accuracy/fresh24-benign.js"
import { fresh24Defacements } from "../bench/accuracy/fresh24-defacements.js"
import { fresh25Benigns } from "../bench/accuracy/fresh25-benign.js"
import { fresh25Defacements } from "../bench/accuracy/fresh25-defacements.js"
import { fresh26Benigns } from "../bench/accuracy/fresh26-benign.js"
import { fresh26Defacements } from "../bench/accuracy/fresh26-defacements.js"
import { fresh27Benigns } from "../bench/accuracy/fresh27-benign.js"
import { fresh27Defacements } from "../bench/accuracy/fresh27-defacements.js"
import { fresh28Benigns } from "../bench/accuracy/fresh28-benign.js"
import { fresh28Defacements } from "../bench/accuracy/fresh28-defacements.js"
import { fresh29Benigns } from "../bench/accuracy/fresh29-benign.js"
import { fresh29Defacements } from "../bench/accuracy/fresh29-defacements.js"
import { fresh30Benigns } from "../bench/accuracy/fresh30-benign.js"
import { fresh30Defacements } from "../bench/accuracy/fresh30-defacements.js"
import { fresh31Benigns } from "../bench/accuracy/fresh31-benign.js"
import { fresh31Defacements } from "../bench/accuracy/fresh31-defacements.js"
import { fresh32Benigns } from "../bench/accuracy/fresh32-benign.js"
import { fresh32Defacements } from "../bench/accuracy/fresh32-defacements.js"
import { fresh33Benigns } from "../bench/accuracy/fresh33-benign.js"
import { fresh33Defacements } from "../bench/accuracy/fresh33-defacements.js"
import { fresh34Benigns } from "../bench/accuracy/fresh34-benign.js"
import { fresh34Defacements } from "../bench/accuracy/fresh34-defacements.js"
import { fresh35Benigns } from "../bench/accuracy/fresh35-benign.js"
import { fresh35Defacements } from "../bench/accuracy/fresh35-defacements.js"
import { fresh36Benigns } from "../bench/accuracy/fresh36-benign.js"
import { fresh36Defacements } from "../bench/accuracy/fresh36-defacements.js"
import { fresh37Benigns } from "../bench/accuracy/fresh37-benign.js"
import { fresh37Defacements } from "../bench/accuracy/fresh37-defacements.js"
import { fresh38Benigns } from "../bench/accuracy/fresh38-benign.js"
import { fresh38Defacements } from "../bench/accuracy/fresh38-defacements.js"
import { apply } from "../bench/accuracy/edit.js"
import { locate, overlapsRaw } from "../bench/accuracy/locate.js"
import { baselineSamples, changed, current } from "../bench/accuracy/pairs.js"
import { seeded } from "../bench/accuracy/rng.js"
import { groupOf, halfOf } from "../bench/accuracy/split.js"
import { volatility } from "../bench/accuracy/volatility.js"

const rawNames = new Set(["SCRIPT", "STYLE", "TEXTAREA", "NOSCRIPT", "TEMPLATE"])

interface View {
  /** visible text (title and body, outside raw-text elements), whitespace collapsed */
  readonly text: string
  /** every element with its attributes, in document order */
  readonly elements: ReadonlyArray<string>
  /** contents of raw-text elements and comments */
  readonly raw: ReadonlyArray<string>
  readonly hasBody: boolean
}

const view = (html: string): View => {
  const { document } = parseHTML(html)
  const text: Array<string> = []
  const elements: Array<string> = []
  const raw: Array<string> = []
  const walk = (node: any, inRaw: boolean): void => {
    for (const child of node.childNodes) {
      if (child.nodeType === 8) raw.push(child.data)
      else if (child.nodeType === 3 && !inRaw) text.push(child.data)
      else if (child.nodeType === 1) {
        const attrs = [...child.attributes].map((a: any) => `${a.name}=${a.value}`).join(" ")
        elements.push(`${child.nodeName}[${attrs}]`)
        const isRaw = rawNames.has(child.nodeName)
        if (isRaw && !inRaw) raw.push(child.textContent ?? "")
        walk(child, inRaw || isRaw)
      }
    }
  }
  walk(document, false)
  return { text: text.join(" ").replace(/\s+/g, " ").trim(), elements, raw, hasBody: document.body !== null && document.body !== undefined }
}

/** Whether every item of `a` (with multiplicity) is in `b`. */
const contained = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): Array<string> => {
  const counts = new Map<string, number>()
  for (const x of b) counts.set(x, (counts.get(x) ?? 0) + 1)
  const missing: Array<string> = []
  for (const x of a) {
    const n = counts.get(x) ?? 0
    if (n === 0) missing.push(x.slice(0, 80))
    else counts.set(x, n - 1)
  }
  return missing
}

const words = (s: string) => s.toLowerCase().split(/\s+/).filter((w) => w.length > 0)

const corpus = loadCorpus()
// Three real pages of different sizes and structures.
const bySize = corpus.map((c, i) => [c.html.length, i] as const).sort((a, b) => a[0] - b[0])
const picked = [0.2, 0.45, 0.7].map((q) => bySize[Math.floor(q * bySize.length)]![1])
const pages: ReadonlyArray<Page> = picked.map((i) => publish(i, corpus[i]!, 1))
const before = new Map(pages.map((p) => [p.index, view(p.html)]))
const SEEDS = [1, 2]

/** The splices of a class land outside raw text and comments of the published page. */
const splicesOutsideRaw = (page: Page, cls: ChangeClass, seed: number): Array<string> => {
  const change = cls.make(page, seeded(seed, page.index, cls.name))
  if (!("splices" in change)) return []
  return change.splices.filter((s) => overlapsRaw(page.spots, { start: s.at, end: s.at + s.remove })).map((s) => `${s.at}+${s.remove}`)
}

describe("accuracy bench classes", () => {
  it("has at least 30 defacement and 15 benign classes, uniquely named, split with enough in each half", () => {
    expect(defacements.length).toBeGreaterThanOrEqual(30)
    expect(benigns.length).toBeGreaterThanOrEqual(15)
    const names = [...defacements, ...benigns].map((c) => c.name)
    expect(new Set(names).size).toBe(names.length)
    for (const half of ["tuning", "reporting"] as const) {
      expect(defacements.filter((c) => halfOf(c.name) === half).length).toBeGreaterThanOrEqual(12)
      expect(benigns.filter((c) => halfOf(c.name) === half).length).toBeGreaterThanOrEqual(6)
    }
  })

  it("has a fresh group of at least 15 defacement and 10 benign classes, apart from the split", () => {
    expect(freshDefacements.length).toBeGreaterThanOrEqual(15)
    expect(freshBenigns.length).toBeGreaterThanOrEqual(10)
    const all = [...defacements, ...benigns, ...freshDefacements, ...freshBenigns, ...fresh2Defacements, ...fresh2Benigns, ...fresh3Defacements, ...fresh3Benigns, ...fresh4Defacements, ...fresh4Benigns, ...fresh5Defacements, ...fresh5Benigns, ...fresh6Defacements, ...fresh6Benigns, ...fresh7Defacements, ...fresh7Benigns, ...fresh8Defacements, ...fresh8Benigns, ...fresh9Defacements, ...fresh9Benigns, ...fresh10Defacements, ...fresh10Benigns, ...fresh11Defacements, ...fresh11Benigns, ...fresh12Defacements, ...fresh12Benigns, ...fresh13Defacements, ...fresh13Benigns, ...fresh14Defacements, ...fresh14Benigns, ...fresh15Defacements, ...fresh15Benigns, ...fresh16Defacements, ...fresh16Benigns, ...fresh17Defacements, ...fresh17Benigns, ...fresh18Defacements, ...fresh18Benigns, ...fresh20Defacements, ...fresh20Benigns, ...fresh19Defacements, ...fresh19Benigns, ...fresh21Defacements, ...fresh21Benigns, ...fresh22Defacements, ...fresh22Benigns, ...fresh23Defacements, ...fresh23Benigns, ...fresh24Defacements, ...fresh24Benigns, ...fresh25Defacements, ...fresh25Benigns, ...fresh26Defacements, ...fresh26Benigns, ...fresh27Defacements, ...fresh27Benigns, ...fresh28Defacements, ...fresh28Benigns, ...fresh29Defacements, ...fresh29Benigns, ...fresh30Defacements, ...fresh30Benigns, ...fresh31Defacements, ...fresh31Benigns, ...fresh32Defacements, ...fresh33Defacements, ...fresh34Defacements, ...fresh35Defacements, ...fresh36Defacements, ...fresh37Defacements, ...fresh38Defacements, ...fresh32Benigns, ...fresh33Benigns, ...fresh34Benigns, ...fresh35Benigns, ...fresh36Benigns, ...fresh37Benigns, ...fresh38Benigns]
    const names = all.map((c) => c.name.toLowerCase())
    expect(new Set(names).size).toBe(names.length)
    for (const c of [...freshDefacements, ...freshBenigns]) expect(groupOf(c), c.name).toBe("fresh")
    for (const c of freshDefacements) expect(c.kind).toBe("defacement")
    for (const c of freshBenigns) expect(c.kind).toBe("benign")
    // The older classes keep the half the rule gave them.
    for (const c of [...defacements, ...benigns]) expect(groupOf(c), c.name).toBe(halfOf(c.name))
  })

  it("has a fresh2 group of at least 20 defacement and 15 benign classes, apart from the split and from fresh", () => {
    expect(fresh2Defacements.length).toBeGreaterThanOrEqual(20)
    expect(fresh2Benigns.length).toBeGreaterThanOrEqual(15)
    for (const c of [...fresh2Defacements, ...fresh2Benigns]) expect(groupOf(c), c.name).toBe("fresh2")
    for (const c of fresh2Defacements) expect(c.kind).toBe("defacement")
    for (const c of fresh2Benigns) expect(c.kind).toBe("benign")
    // No older class moved into fresh2.
    for (const c of [...defacements, ...benigns, ...freshDefacements, ...freshBenigns]) expect(groupOf(c), c.name).not.toBe("fresh2")
  })

  // The held-out groups written after round 4 onwards: each at least so many classes, all of its group, every
  // name new, and no older class moved into it.
  const heldOut = [
    { group: "fresh3", defacements: fresh3Defacements, benigns: fresh3Benigns, minDefacements: 22, minBenigns: 16 },
    { group: "fresh4", defacements: fresh4Defacements, benigns: fresh4Benigns, minDefacements: 20, minBenigns: 12 },
    { group: "fresh5", defacements: fresh5Defacements, benigns: fresh5Benigns, minDefacements: 20, minBenigns: 12 },
    { group: "fresh6", defacements: fresh6Defacements, benigns: fresh6Benigns, minDefacements: 20, minBenigns: 12 },
    { group: "fresh7", defacements: fresh7Defacements, benigns: fresh7Benigns, minDefacements: 20, minBenigns: 12 },
    { group: "fresh8", defacements: fresh8Defacements, benigns: fresh8Benigns, minDefacements: 20, minBenigns: 12 },
    { group: "fresh9", defacements: fresh9Defacements, benigns: fresh9Benigns, minDefacements: 20, minBenigns: 12 },
    { group: "fresh10", defacements: fresh10Defacements, benigns: fresh10Benigns, minDefacements: 20, minBenigns: 12 },
    { group: "fresh11", defacements: fresh11Defacements, benigns: fresh11Benigns, minDefacements: 20, minBenigns: 12 },
    { group: "fresh12", defacements: fresh12Defacements, benigns: fresh12Benigns, minDefacements: 20, minBenigns: 12 },
    { group: "fresh13", defacements: fresh13Defacements, benigns: fresh13Benigns, minDefacements: 20, minBenigns: 12 },
    { group: "fresh14", defacements: fresh14Defacements, benigns: fresh14Benigns, minDefacements: 20, minBenigns: 12 },
    { group: "fresh15", defacements: fresh15Defacements, benigns: fresh15Benigns, minDefacements: 20, minBenigns: 12 },
    { group: "fresh16", defacements: fresh16Defacements, benigns: fresh16Benigns, minDefacements: 20, minBenigns: 12 },
    { group: "fresh17", defacements: fresh17Defacements, benigns: fresh17Benigns, minDefacements: 20, minBenigns: 12 },
    { group: "fresh18", defacements: fresh18Defacements, benigns: fresh18Benigns, minDefacements: 20, minBenigns: 12 },
    { group: "fresh20", defacements: fresh20Defacements, benigns: fresh20Benigns, minDefacements: 20, minBenigns: 12 },
    { group: "fresh19", defacements: fresh19Defacements, benigns: fresh19Benigns, minDefacements: 20, minBenigns: 12 },
    { group: "fresh21", defacements: fresh21Defacements, benigns: fresh21Benigns, minDefacements: 20, minBenigns: 12 },
    { group: "fresh22", defacements: fresh22Defacements, benigns: fresh22Benigns, minDefacements: 20, minBenigns: 12 },
    { group: "fresh23", defacements: fresh23Defacements, benigns: fresh23Benigns, minDefacements: 28, minBenigns: 18 },
    { group: "fresh24", defacements: fresh24Defacements, benigns: fresh24Benigns, minDefacements: 28, minBenigns: 18 },
    { group: "fresh25", defacements: fresh25Defacements, benigns: fresh25Benigns, minDefacements: 28, minBenigns: 18 },
    { group: "fresh26", defacements: fresh26Defacements, benigns: fresh26Benigns, minDefacements: 28, minBenigns: 18 },
    { group: "fresh27", defacements: fresh27Defacements, benigns: fresh27Benigns, minDefacements: 28, minBenigns: 18 },
    { group: "fresh28", defacements: fresh28Defacements, benigns: fresh28Benigns, minDefacements: 28, minBenigns: 18 },
    { group: "fresh29", defacements: fresh29Defacements, benigns: fresh29Benigns, minDefacements: 28, minBenigns: 18 },
    { group: "fresh30", defacements: fresh30Defacements, benigns: fresh30Benigns, minDefacements: 28, minBenigns: 18 },
    { group: "fresh31", defacements: fresh31Defacements, benigns: fresh31Benigns, minDefacements: 30, minBenigns: 20 },
    { group: "fresh32", defacements: fresh32Defacements, benigns: fresh32Benigns, minDefacements: 30, minBenigns: 20 },
    { group: "fresh33", defacements: fresh33Defacements, benigns: fresh33Benigns, minDefacements: 30, minBenigns: 20 },
    { group: "fresh34", defacements: fresh34Defacements, benigns: fresh34Benigns, minDefacements: 30, minBenigns: 20 },
    { group: "fresh35", defacements: fresh35Defacements, benigns: fresh35Benigns, minDefacements: 30, minBenigns: 20 },
    { group: "fresh36", defacements: fresh36Defacements, benigns: fresh36Benigns, minDefacements: 30, minBenigns: 20 },
    { group: "fresh37", defacements: fresh37Defacements, benigns: fresh37Benigns, minDefacements: 20, minBenigns: 12 },
    { group: "fresh38", defacements: fresh38Defacements, benigns: fresh38Benigns, minDefacements: 20, minBenigns: 12 }
  ] as const
  heldOut.forEach((g, i) => {
    it(`has a ${g.group} group of at least ${g.minDefacements} defacement and ${g.minBenigns} benign classes, apart from the split and from older groups`, () => {
      expect(g.defacements.length).toBeGreaterThanOrEqual(g.minDefacements)
      expect(g.benigns.length).toBeGreaterThanOrEqual(g.minBenigns)
      for (const c of [...g.defacements, ...g.benigns]) expect(groupOf(c), c.name).toBe(g.group)
      for (const c of g.defacements) expect(c.kind).toBe("defacement")
      for (const c of g.benigns) expect(c.kind).toBe("benign")
      const older = [
        ...defacements, ...benigns, ...freshDefacements, ...freshBenigns, ...fresh2Defacements, ...fresh2Benigns,
        ...heldOut.slice(0, i).flatMap((o) => [...o.defacements, ...o.benigns])
      ]
      for (const c of older) expect(groupOf(c), c.name).not.toBe(g.group)
      const names = new Set(older.map((c) => c.name.toLowerCase()))
      for (const c of [...g.defacements, ...g.benigns]) expect(names.has(c.name.toLowerCase()), c.name).toBe(false)
    })
  })

  it("publishes pages whose identifiers are visible", () => {
    for (const p of pages) {
      const v = before.get(p.index)!
      expect(v.hasBody).toBe(true)
      for (const id of [p.ids.phone.national, p.ids.phone.intl, p.ids.email, p.ids.updated]) expect(v.text).toContain(id)
    }
  })

  it("gives every baseline sample its own reload volatility, and leaves the page's text in place", () => {
    for (const p of pages) {
      const samples = baselineSamples(p, 1)
      expect(new Set(samples).size).toBe(samples.length)
      const b = before.get(p.index)!
      for (const s of samples) {
        const v = view(s)
        expect(contained(b.raw, v.raw)).toEqual([])
        expect(contained(words(b.text), words(v.text))).toEqual([])
      }
    }
  })

  for (const cls of [...defacements, ...freshDefacements, ...fresh2Defacements, ...fresh3Defacements, ...fresh4Defacements, ...fresh5Defacements, ...fresh6Defacements, ...fresh7Defacements, ...fresh8Defacements, ...fresh9Defacements, ...fresh10Defacements, ...fresh11Defacements, ...fresh12Defacements, ...fresh13Defacements, ...fresh14Defacements, ...fresh15Defacements, ...fresh16Defacements, ...fresh17Defacements, ...fresh18Defacements, ...fresh20Defacements, ...fresh19Defacements, ...fresh21Defacements, ...fresh22Defacements, ...fresh23Defacements, ...fresh24Defacements, ...fresh25Defacements, ...fresh26Defacements, ...fresh27Defacements, ...fresh28Defacements, ...fresh29Defacements, ...fresh30Defacements, ...fresh31Defacements, ...fresh32Defacements, ...fresh33Defacements, ...fresh34Defacements, ...fresh35Defacements, ...fresh36Defacements, ...fresh37Defacements, ...fresh38Defacements]) {
    it(`${cls.group === undefined ? "" : cls.group + " "}defacement "${cls.name}" changes what a browser shows or loads, outside raw text`, () => {
      for (const p of pages) {
        const b = before.get(p.index)!
        for (const seed of SEEDS) {
          const a = view(changed(p, cls, seed))
          const differs = a.text !== b.text || a.elements.length !== b.elements.length || a.elements.some((e, i) => e !== b.elements[i])
          expect(differs, `page ${p.index} seed ${seed}`).toBe(true)
          if (!cls.wholePage) {
            // (dangling markup swallows the raw text after it into an attribute: its own splices are checked below)
            if (cls.swallows !== true) expect(contained(b.raw, a.raw), `raw text edited on page ${p.index} seed ${seed}`).toEqual([])
            expect(splicesOutsideRaw(p, cls, seed)).toEqual([])
          }
          expect(current(p, cls, seed)).toBe(current(p, cls, seed))
        }
      }
    })
  }

  for (const cls of [...benigns, ...freshBenigns, ...fresh2Benigns, ...fresh3Benigns, ...fresh4Benigns, ...fresh5Benigns, ...fresh6Benigns, ...fresh7Benigns, ...fresh8Benigns, ...fresh9Benigns, ...fresh10Benigns, ...fresh11Benigns, ...fresh12Benigns, ...fresh13Benigns, ...fresh14Benigns, ...fresh15Benigns, ...fresh16Benigns, ...fresh17Benigns, ...fresh18Benigns, ...fresh20Benigns, ...fresh19Benigns, ...fresh21Benigns, ...fresh22Benigns, ...fresh23Benigns, ...fresh24Benigns, ...fresh25Benigns, ...fresh26Benigns, ...fresh27Benigns, ...fresh28Benigns, ...fresh29Benigns, ...fresh30Benigns, ...fresh31Benigns, ...fresh32Benigns, ...fresh33Benigns, ...fresh34Benigns, ...fresh35Benigns, ...fresh36Benigns, ...fresh37Benigns, ...fresh38Benigns]) {
    it(`${cls.group === undefined ? "" : cls.group + " "}benign "${cls.name}" leaves the page parseable, its text and elements in place`, () => {
      for (const p of pages) {
        const b = before.get(p.index)!
        const base = words(b.text)
        for (const seed of SEEDS) {
          const html = changed(p, cls, seed)
          const a = view(html)
          expect(a.hasBody).toBe(true)
          expect(contained(b.raw, a.raw), `raw text edited on page ${p.index} seed ${seed}`).toEqual([])
          expect(splicesOutsideRaw(p, cls, seed)).toEqual([])
          const kept = base.length - contained(base, words(a.text)).length
          expect(kept / base.length, `text kept on page ${p.index} seed ${seed}`).toBeGreaterThanOrEqual(0.9)
          expect(a.elements.length).toBeGreaterThanOrEqual(Math.floor(b.elements.length * 0.95))
          if (cls.name.startsWith("reload")) expect(html).toBe(p.html)
          else if (cls.reload === undefined) expect(html, `page ${p.index} seed ${seed}`).not.toBe(p.html)
          else {
            const plain = apply(p.html, volatility(p.spots, p.site.url, seeded(seed, p.index, cls.name, "reload")))
            expect(current(p, cls, seed)).not.toBe(plain)
          }
          expect(locate(html).texts.length).toBeGreaterThan(0)
        }
      }
    })
  }
})
