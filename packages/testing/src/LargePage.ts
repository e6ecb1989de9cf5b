/**
 * Deterministic large pages (about the fetcher's 10 MiB limit) for memory
 * and size tests: long article text in paragraphs, thousands of links and
 * images, some scripts, stylesheets and frames, the way a huge news index or
 * archive page looks. The same `seed` always gives the same bytes.
 *
 * @since 0.2.0
 */

/**
 * What a large page holds.
 *
 * @since 0.2.0
 */
export interface Options {
  /** characters of the page, about (default 10 MiB less a little, under the fetcher's limit) */
  readonly bytes?: number
  /** distinct links (default 6,000) */
  readonly links?: number
  /** distinct images (default 4,000) */
  readonly images?: number
}

const WORDS = (
  "the of and to in is was for on that with as by at from his her an were are which this be has had it not or " +
  "government council report season market company city river school hospital museum festival election railway " +
  "harbour village mountain library parliament minister agreement research university station bridge century " +
  "weather transport energy network service industry culture history water history football championship quarter"
).split(" ")

/** A small deterministic generator (mulberry32). */
const random = (seed: number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A page of about `bytes` characters (ASCII, so as many bytes).
 *
 * @since 0.2.0
 */
export const html = (seed: number, options: Options = {}): string => {
  const bytes = options.bytes ?? 10 * 1024 * 1024 - 64 * 1024
  const links = options.links ?? 6_000
  const images = options.images ?? 4_000
  const next = random(seed + 1)
  const word = () => WORDS[Math.floor(next() * WORDS.length)]!
  const sentence = (n: number) => {
    const out: Array<string> = []
    for (let i = 0; i < n; i++) out.push(word())
    return out.join(" ")
  }
  const head = [
    "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">",
    `<title>Archive ${seed}: every story of the season</title>`,
    ...Array.from({ length: 12 }, (_, i) => `<link rel="stylesheet" href="/static/css/site-${i}.css?v=${seed}">`),
    ...Array.from({ length: 20 }, (_, i) => `<script src="https://cdn.example.net/js/lib-${i}.js"></script>`),
    "</head><body><header><nav>",
    ...Array.from({ length: 40 }, (_, i) => `<a href="/section/${i}">Section ${i}</a>`),
    "</nav></header><main>"
  ]
  const parts: Array<string> = head
  let size = parts.reduce((n, p) => n + p.length, 0)
  const tail = "</main><footer><p>Archive footer</p></footer></body></html>"
  // Links and images are spread through the text, so the whole page is one long article index.
  const items = links + images
  const itemEvery = Math.max(1, Math.floor((bytes - size) / Math.max(1, items) / 400))
  let link = 0
  let image = 0
  let paragraph = 0
  while (size + tail.length < bytes) {
    let p = `<p>${sentence(40 + Math.floor(next() * 40))}.</p>`
    if (paragraph % itemEvery === 0 && (link < links || image < images)) {
      if (link < links) {
        p += `<h2><a href="/news/${seed}/${link}/${sentence(4).replace(/ /g, "-")}">${sentence(8)}</a></h2>`
        link++
      }
      if (image < images) {
        p += `<figure><img src="https://img.example.org/${seed}/photo-${image}.jpg" alt="${sentence(5)}" width="640" height="360"></figure>`
        image++
      }
      if (paragraph % (itemEvery * 500) === 0) p += `<iframe src="https://video.example.com/embed/${seed}-${paragraph}"></iframe>`
    }
    parts.push(p)
    size += p.length
    paragraph++
  }
  parts.push(tail)
  return parts.join("\n")
}
