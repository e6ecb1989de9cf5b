/**
 * The fast path's entry: a Node HTTP server that offers each request to the
 * read cache, then to the direct reads, before the Effect pipeline sees it.
 *
 * @since 0.1.0
 */
import { Server } from "node:http"
import type { DirectReads } from "./DirectReads.js"
import type { ReadCache } from "./ReadCache.js"

/**
 * A Node HTTP server that offers each request to the fast path before the
 * pipeline's `request` listener sees it.
 *
 * @since 0.1.0
 */
export class FastServer extends Server {
  constructor(private readonly cache: ReadCache, private readonly log: boolean, private readonly direct?: DirectReads) {
    super()
  }

  override emit(event: string | symbol, ...args: Array<any>): boolean {
    if (
      event === "request" &&
      (this.cache.serve(args[0], args[1], this.log) ||
        this.direct?.serve(args[0], args[1], this.log, () => super.emit("request", args[0], args[1])) === true)
    ) return true
    return super.emit(event as "request", ...(args as [any, any]))
  }
}
