/**
 * URL normalisation (DESIGN section 5): one webpage per normalised URL per user.
 *
 * @since 0.1.0
 */
import { Either } from "effect"
import { Limits } from "./Settings.js"

/**
 * A normalised absolute http(s) URL and its host name.
 *
 * @since 0.1.0
 */
export interface NormalisedUrl {
  readonly url: string
  readonly domain: string
}

/**
 * Normalises a URL: absolute http(s), at most 2048 characters, lower-case
 * scheme and host, default port dropped, fragment dropped. The `Left` is a
 * message saying why the URL was refused.
 *
 * @since 0.1.0
 */
export const normaliseUrl = (input: string): Either.Either<NormalisedUrl, string> => {
  const raw = input.trim()
  if (raw.length === 0) return Either.left("url must not be empty")
  if (raw.length > Limits.urlLength) return Either.left(`url must be at most ${Limits.urlLength} characters`)
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    return Either.left(`url must be an absolute http(s) URL, got "${raw.slice(0, 100)}"`)
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return Either.left(`url must use http or https, got "${parsed.protocol.replace(/:$/, "")}"`)
  }
  if (parsed.hostname.length === 0) return Either.left("url must have a host")
  if (parsed.username !== "" || parsed.password !== "") return Either.left("url must not carry credentials")
  // WHATWG URL already lower-cases scheme and host and drops default ports.
  parsed.hash = ""
  const url = parsed.toString()
  if (url.length > Limits.urlLength) return Either.left(`url must be at most ${Limits.urlLength} characters`)
  return Either.right({ url, domain: parsed.hostname })
}
