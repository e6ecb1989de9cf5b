/**
 * A request to a running server's `/api/v1`, as the cross-package suites make
 * it: bearer token, JSON body; the answer's status, its text, and its JSON
 * (undefined for an empty body).
 */
import { Effect } from "effect"

export const request = (base: string, token: string, method: string, path: string, body?: unknown) =>
  Effect.promise(async () => {
    const res = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) })
    })
    const text = await res.text()
    return { status: res.status, json: (text.length > 0 ? JSON.parse(text) : undefined) as any, text }
  })
