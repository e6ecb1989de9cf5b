import { describe, expect, it } from "@effect/vitest"
import { Either } from "effect"
import * as fc from "fast-check"
import { normaliseUrl } from "../../src/domain/Url.js"

describe("URL normalisation", () => {
  it("lower-cases scheme and host, drops default ports and fragments", () => {
    expect(normaliseUrl("HTTP://Example.COM:80/a/B?x=1#frag")).toEqual(
      Either.right({ url: "http://example.com/a/B?x=1", domain: "example.com" })
    )
    expect(normaliseUrl("https://example.com:443")).toEqual(Either.right({ url: "https://example.com/", domain: "example.com" }))
    expect(normaliseUrl("https://example.com:8443/x")).toEqual(
      Either.right({ url: "https://example.com:8443/x", domain: "example.com" })
    )
  })

  it("refuses what is not an absolute http(s) URL", () => {
    for (const bad of ["", "example.com", "ftp://example.com/", "javascript:alert(1)", "https://u:p@example.com/", `https://e.com/${"a".repeat(2100)}`]) {
      expect(Either.isLeft(normaliseUrl(bad))).toBe(true)
    }
  })

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.webUrl({ withFragments: true, withQueryParameters: true }), (url) => {
        const once = normaliseUrl(url)
        if (Either.isRight(once)) expect(normaliseUrl(once.right.url)).toEqual(once)
      })
    )
  })
})
