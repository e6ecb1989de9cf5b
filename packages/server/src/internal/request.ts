/**
 * What the pipeline and the fast path read of a request the same way, and
 * the request log line they both write.
 */

/**
 * The bearer token of a request, or undefined.
 */
export const bearerOf = (authorization: string | undefined): string | undefined => {
  if (authorization === undefined || !/^bearer /i.test(authorization)) return undefined
  const token = authorization.slice(7).trim()
  return token.length === 0 ? undefined : token
}

/**
 * Writes the request log line (one JSON object per line, never a token).
 */
export const logRequest = (method: string, url: string, status: number, start: number, end: number) =>
  process.stdout.write(
    JSON.stringify({
      time: new Date(end).toISOString(),
      level: "info",
      msg: "request",
      method,
      path: url.split("?")[0],
      status,
      duration_ms: end - start
    }) + "\n"
  )

