/**
 * Hand-written pages for the engine tests (not the benchmark's generator):
 * a small-business site with a navigation, a login form, contact details,
 * a newsletter, third-party tags, and the reload volatility of real pages
 * (nonce, CSRF token, cache buster, clock, rotating ad and news teaser).
 */
import { Effect } from "effect"
import * as BaselineBuilder from "../../src/BaselineBuilder.js"
import { compareWith, type Engine, type Verdict } from "../../src/Engine.js"
import { Builtins } from "../../src/Engines.js"
import * as Extractor from "../../src/Extractor.js"
import { defaultSettings, type WebpageSettings } from "@defmon/core/domain/Webpage"
import type { Baseline } from "@defmon/core/domain/Baseline"

export const ex = await Effect.runPromise(Extractor.make)
export const URL_ = "https://www.harbourbakery.co.uk/"
export const settings = (): WebpageSettings => defaultSettings() as unknown as WebpageSettings

export interface PageOptions {
  readonly seed?: number
  readonly title?: string
  readonly head?: string
  readonly top?: string
  readonly body?: string
  readonly main?: string
  readonly phone?: string
  readonly email?: string
  readonly loginAction?: string
  readonly bodyAttrs?: string
  /** markup after the closing html tag (where file infectors append theirs) */
  readonly after?: string
}

export const page = (o: PageOptions = {}) => {
  const s = o.seed ?? 0
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${o.title ?? "Harbour Bakery – sourdough, pastries and cakes in Whitby"}</title>
<meta name="description" content="Family bakery on the harbour in Whitby since 1962: sourdough bread, pastries and celebration cakes baked every morning.">
<meta name="csrf-token" content="k${(s * 104729).toString(36)}x">
<link rel="stylesheet" href="/static/site.css?v=${3000 + s}">
<link rel="icon" href="/static/favicon.ico">
<script nonce="${(s * 7919).toString(36)}">window.__boot={req:"${(s * 31337).toString(16)}",ts:${1700000000 + s}}</script>
<script src="/static/app.js?cb=${s}"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-HB12345"></script>${o.head ?? ""}
</head><body${o.bodyAttrs ?? ""}>${o.top ?? ""}
<header class="site-header"><a href="/" class="logo"><img src="/static/logo.svg" alt="Harbour Bakery"></a>
<nav><a href="/bread">Bread</a> <a href="/cakes">Cakes</a> <a href="/visit">Visit us</a> <a href="/order">Order online</a></nav>
<form id="login" action="/account/login" method="post"><input name="email"><input type="password" name="password"><button>Sign in</button></form></header>
<main id="content">
<h1>Baked on the harbour every morning</h1>
<p>Our ovens are lit at four o'clock so that the first loaves are on the shelves when the fishing boats come in. Everything we sell is made on the premises from flour milled in North Yorkshire.</p>
${o.main ?? `<p>This season we are baking rye and caraway loaves, cardamom buns and a lemon drizzle that regulars queue for on Saturdays. Celebration cakes can be ordered with a week's notice.</p>`}
<p>The café upstairs seats thirty and looks over the swing bridge. Dogs and walkers with muddy boots are always welcome downstairs.</p>
<aside class="teaser"><a href="/news/${200 + (s % 4)}">From the blog: ${["winter opening hours", "our new rye starter", "meet the Saturday team", "the lemon drizzle recipe"][s % 4]}</a></aside>
<div class="ad"><a href="https://adclick.g.doubleclick.net/pcs/click?xai=${s * 13}"><img src="https://tpc.googlesyndication.com/simgad/${s % 5}" alt=""></a></div>
<p class="updated">Page generated ${new Date(1700000000000 + s * 97_000).toUTCString()}</p>
</main>${o.body ?? ""}
<footer><p>Harbour Bakery, 14 Pier Road, Whitby YO21 3PU. Call ${o.phone ?? "01947 600 123"} or write to ${o.email ?? "orders@harbourbakery.co.uk"}.</p>
<p><a href="https://www.instagram.com/harbourbakerywhitby/">Instagram</a> <a href="/privacy">Privacy</a></p></footer>
</body></html>${o.after ?? ""}`.replace('action="/account/login"', `action="${o.loginAction ?? "/account/login"}"`)
}

export const samples = (make: (seed: number) => string = (seed) => page({ seed })) => [make(1), make(2), make(3)]

export const baselineOf = (htmls: ReadonlyArray<string>, engines: ReadonlyArray<Engine> = Builtins): Baseline =>
  BaselineBuilder.build(htmls.map((h) => ex.extract(h, URL_)), engines, "2026-11-22T10:00:00.000Z")

export const standard = baselineOf(samples())

export const verdictOf = (html: string, base: Baseline = standard, s: WebpageSettings = settings(), engines: ReadonlyArray<Engine> = Builtins): Verdict =>
  compareWith(engines, base, ex.extract(html, URL_), s)

/** `engine/check` of the findings that made the verdict an alert. */
export const breaches = (v: Verdict) => v.findings.filter((f) => f.breach).map((f) => `${f.engine}/${f.check}`)

/** `engine/check` of every finding. */
export const checks = (v: Verdict) => v.findings.map((f) => `${f.engine}/${f.check}`)
