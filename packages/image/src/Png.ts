/**
 * PNG decoding and encoding (pure JavaScript, `pngjs`) to and from RGBA
 * pixel arrays.
 *
 * @since 0.1.0
 */
import { createHash } from "node:crypto"
import { PNG } from "pngjs"

/**
 * An RGBA image, 4 bytes per pixel, row by row.
 *
 * @since 0.1.0
 */
export interface Rgba {
  readonly width: number
  readonly height: number
  readonly data: Uint8Array
}

/**
 * Decodes a PNG (any colour type; always returned as RGBA 8-bit).
 *
 * @since 0.1.0
 */
export const decode = (png: Uint8Array): Rgba => {
  const img = PNG.sync.read(Buffer.from(png.buffer, png.byteOffset, png.byteLength))
  return { width: img.width, height: img.height, data: new Uint8Array(img.data.buffer, img.data.byteOffset, img.data.byteLength) }
}

/**
 * Encodes an RGBA image as an RGB PNG. Diff images and screenshots are
 * opaque, so the alpha channel is dropped; level 6 keeps encoding of a
 * 1280x8000 page under a second here.
 *
 * @since 0.1.0
 */
export const encode = (img: Rgba): Uint8Array => {
  const out = PNG.sync.write(
    { width: img.width, height: img.height, data: Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength) } as PNG,
    { colorType: 2, inputColorType: 6, inputHasAlpha: true, deflateLevel: 6 }
  )
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength)
}

/**
 * The pixels of an image as 32-bit words (copied when the bytes are not
 * 4-byte aligned).
 *
 * @since 0.1.0
 */
export const words = (img: Rgba): Uint32Array =>
  img.data.byteOffset % 4 === 0
    ? new Uint32Array(img.data.buffer, img.data.byteOffset, img.width * img.height)
    : new Uint32Array(img.data.slice().buffer, 0, img.width * img.height)

/**
 * The content address of an image: the SHA-256 of its PNG bytes, in hex.
 *
 * @since 0.1.0
 */
export const sha256 = (png: Uint8Array): string => createHash("sha256").update(png).digest("hex")
