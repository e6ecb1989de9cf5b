/**
 * The rules of round 8 (tuned on fresh5, before fresh6 was read), on the
 * hand-written bakery page: each with the change it catches and the honest
 * change beside it that it leaves alone.
 */
import { describe, expect, it } from "@effect/vitest"
import { baselineOf, breaches, checks, page, samples, verdictOf } from "../support/pages.js"

describe("round 8: code in javascript: URLs, forms on form services", () => {
  it("a javascript: URL is read as code: a link or frame that only opens a dialog alerts; javascript:void(0) does not", () => {
    expect(breaches(verdictOf(page({ seed: 4, body: `<p>guest wrote: <a href="javascript:alert(document.cookie)">click me</a></p>` })))).toContain("destinations/script_probe")
    expect(breaches(verdictOf(page({ seed: 4, body: `<iframe src="javascript:alert(%22XSS%22)" width="0" height="0"></iframe>` })))).toContain("destinations/script_probe")
    const menu = verdictOf(page({ seed: 4, body: `<a href="javascript:void(0)" class="menu-toggle">Menu</a>` }))
    expect(menu.alert).toBe(false)
  })

  it("a new link to a form on a form service is a sign; the same link in every sample is not new", () => {
    const survey = `<p>Tell us what you think of our new sourdough: <a href="https://docs.google.com/forms/d/e/1FAIpQLSf0abc/viewform">take the survey</a></p>`
    const v = verdictOf(page({ seed: 4, body: survey }))
    expect(checks(v)).toContain("destinations/link_hosted_form")
    const always = baselineOf(samples((seed) => page({ seed, body: survey })))
    expect(checks(verdictOf(page({ seed: 4, body: survey }), always))).not.toContain("destinations/link_hosted_form")
    expect(v.findings.find((f) => f.check === "link_hosted_form")!.severity).toBe("medium")
    // a link to the form service's home page is not a form
    expect(checks(verdictOf(page({ seed: 4, body: `<p>We use <a href="https://www.typeform.com/">Typeform</a>.</p>` })))).not.toContain("destinations/link_hosted_form")
  })
})
