// Synthetic screenshots for the pure tests: a white page with lines of
// "text" (seeded random dark glyph boxes), so every text row is unique.
import type { Rgba } from "../src/Png.js"

export const blank = (width: number, height: number, rgb: readonly [number, number, number] = [255, 255, 255]): Rgba => {
  const data = new Uint8Array(width * height * 4)
  for (let i = 0; i < data.length; i += 4) {
    data[i] = rgb[0]
    data[i + 1] = rgb[1]
    data[i + 2] = rgb[2]
    data[i + 3] = 255
  }
  return { width, height, data }
}

export const fill = (img: Rgba, x: number, y: number, w: number, h: number, rgb: readonly [number, number, number]): void => {
  for (let yy = Math.max(0, y); yy < Math.min(img.height, y + h); yy++) {
    for (let xx = Math.max(0, x); xx < Math.min(img.width, x + w); xx++) {
      const i = (yy * img.width + xx) * 4
      img.data[i] = rgb[0]
      img.data[i + 1] = rgb[1]
      img.data[i + 2] = rgb[2]
    }
  }
}

const rng = (seed: number) => () => {
  seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) | 0
  return ((seed ^ (seed >>> 13)) >>> 0) / 4294967296
}

/** `lines` lines of text, 24 px apart, from `top`; line n is the same in every image made with the same seed */
export const text = (img: Rgba, top: number, lines: number, seed: number): void => {
  for (let n = 0; n < lines; n++) {
    const r = rng(seed * 7919 + n)
    let x = 8
    while (x < img.width - 40) {
      const w = 4 + Math.floor(r() * 7)
      const h = 6 + Math.floor(r() * 8)
      fill(img, x, top + n * 24 + (14 - h), w, h, [20, 20, 20])
      x += w + 2 + (r() < 0.15 ? 8 : 0)
    }
  }
}

/** a copy of an image with `rows` blank rows inserted at `at` */
export const insertRows = (img: Rgba, at: number, rows: Rgba): Rgba => {
  const w = img.width * 4
  const data = new Uint8Array((img.height + rows.height) * w)
  data.set(img.data.subarray(0, at * w), 0)
  data.set(rows.data, at * w)
  data.set(img.data.subarray(at * w), (at + rows.height) * w)
  return { width: img.width, height: img.height + rows.height, data }
}

export const copy = (img: Rgba): Rgba => ({ width: img.width, height: img.height, data: img.data.slice() })

/** a text page: 1280 wide, `height` high, lines all the way down */
export const page = (height: number, seed = 1): Rgba => {
  const img = blank(1280, height)
  text(img, 8, Math.floor((height - 16) / 24), seed)
  return img
}
