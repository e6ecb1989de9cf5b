/**
 * Reads a JSON array response item by item, holding one item at a time:
 * lets a test check every item of a list of tens of MB without the test's
 * own buffers counting against the server's memory.
 */
import { request } from "node:http"

/** What `readArray` saw. */
export interface ArrayRead {
  readonly status: number
  readonly bytes: number
  /** the items, each parsed on its own and passed to `check` */
  readonly items: number
  /** false when the body was not one well-formed JSON array */
  readonly wellFormed: boolean
  readonly ms: number
}

const OPEN = 0x5b
const CLOSE = 0x5d
const COMMA = 0x2c
const QUOTE = 0x22
const BACKSLASH = 0x5c
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09

/**
 * GETs `url` and splits the JSON array it answers into its items: each is
 * parsed with `JSON.parse` and handed to `check` (which throws to fail it).
 */
export const readArray = (url: string, token: string, check: (item: unknown) => void): Promise<ArrayRead> =>
  new Promise((resolve, reject) => {
    const start = performance.now()
    const req = request(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      let bytes = 0
      let items = 0
      let wellFormed = true
      // 0: before "[", 1: inside the array between items, 2: in an item, 3: after "]"
      let state = 0
      let depth = 0
      let inString = false
      let escaped = false
      let item: Array<Buffer> = []
      const finishItem = (chunk: Buffer, end: number, from: number) => {
        item.push(chunk.subarray(from, end))
        const text = Buffer.concat(item).toString("utf8")
        item = []
        try {
          check(JSON.parse(text))
          items++
        } catch {
          wellFormed = false
        }
      }
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length
        let from = 0
        for (let i = 0; i < chunk.length; i++) {
          const c = chunk[i]!
          if (state === 2) {
            if (inString) {
              if (escaped) escaped = false
              else if (c === BACKSLASH) escaped = true
              else if (c === QUOTE) inString = false
              continue
            }
            if (c === QUOTE) inString = true
            else if (c === 0x7b || c === OPEN) depth++
            else if (c === 0x7d || c === CLOSE) {
              if (depth === 0) {
                // the array's "]" right after an item
                finishItem(chunk, i, from)
                state = 3
                continue
              }
              depth--
            } else if (c === COMMA && depth === 0) {
              finishItem(chunk, i, from)
              state = 1
            }
            continue
          }
          if (isSpace(c)) continue
          if (state === 0 && c === OPEN) state = 1
          else if (state === 1 && c === CLOSE && items === 0) state = 3
          else if (state === 1) {
            state = 2
            from = i
            i--
          } else wellFormed = false
        }
        if (state === 2) item.push(Buffer.from(chunk.subarray(from)))
      })
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, bytes, items, wellFormed: wellFormed && state === 3, ms: performance.now() - start })
      )
      res.on("error", reject)
    })
    req.on("error", reject)
    req.end()
  })
