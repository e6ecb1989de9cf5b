/**
 * Run as a child process by the memory tests (so the client's buffers are
 * not counted against the server): `node --import tsx readLists.ts <url>
 * <token> <n>` reads the JSON array at `url` `n` times at once, item by
 * item, and prints one JSON line: per read its status, bytes, items,
 * whether it was one well-formed array, the distinct page ids and the time.
 */
import { readArray } from "./JsonArray.js"

const [url, token, n] = process.argv.slice(2)
if (url === undefined || token === undefined) throw new Error("usage: readLists.ts <url> <token> <n>")

const one = async () => {
  const ids = new Set<number>()
  const read = await readArray(url, token, (item) => {
    const page = item as { id?: unknown; current_baseline?: unknown }
    if (typeof page.id !== "number" || typeof page.current_baseline !== "object") throw new Error("not a page")
    ids.add(page.id)
  })
  return { ...read, ids: ids.size }
}

Promise.all(Array.from({ length: Number(n ?? 1) }, one)).then(
  (reads) => console.log(JSON.stringify(reads)),
  (e) => {
    console.error(e)
    process.exit(1)
  }
)
