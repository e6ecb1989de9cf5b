/**
 * What the storage suites share: users, pages and jobs built through the
 * port, and the type of the suite's test methods.
 */
import type { Account } from "@defmon/core/domain/Account"
import { Baseline, BaselineElement } from "@defmon/core/domain/Baseline"
import type { BatchJobKind } from "@defmon/core/domain/BatchJob"
import { defaultMonitoringConfiguration } from "@defmon/core/domain/Settings"
import type { NewWebpage, Webpage } from "@defmon/core/domain/Webpage"
import * as S from "@defmon/core/ports/storage"
import type { Vitest } from "@effect/vitest"
import { Effect, Option, Schema } from "effect"
import { newWebpage, NOW } from "./fixtures.js"

export { NOW }

/** the test methods of a suite on one storage layer (real clock) */
export type Suite = Vitest.MethodsNonLive<S.Storage, true>

/** an instant `minutes` after NOW */
export const at = (minutes: number) => new Date(Date.parse(NOW) + minutes * 60_000).toISOString()

let counter = 0
/** a name no other test uses (the tests of a suite share one layer) */
export const unique = (p: string) => `${p}-${Date.now().toString(36)}-${++counter}`

/** a new account */
export const newUser = (quota = 100) =>
  Effect.flatMap(S.AccountRepo, (r) =>
    r.create({ name: unique("user"), quota, status_code_monitoring: false, created_at: NOW })
  ).pipe(Effect.map(Option.getOrThrow))

/** a baseline with `n` links, some watched */
export const baseline = (n = 2): Baseline =>
  Baseline.make({
    title: "Welcome — ünïcode ✓",
    line_num: 120,
    count_href: n,
    count_script: 1,
    count_link: 1,
    count_image: 0,
    count_div: 10,
    count_iframe: 0,
    hash: "00ff00ff00ff00ff",
    baseline_hrefs: Array.from({ length: n }, (_, i) => BaselineElement.make({ id: i + 1, value: `https://a.example/${i}`, selected: i % 2 === 0 })),
    baseline_iframes: [],
    baseline_images: [],
    baseline_scripts: [BaselineElement.make({ id: 1, value: "https://cdn.example/app.js", selected: true })],
    baseline_stylesheets: [],
    spread: { count_href: { min: n - 1, max: n + 1 } },
    samples: 3,
    captured_at: NOW,
    engine_data: { text: { shingles: [1, 2, 3] } }
  })

/** a page of `user` at `path`, `Awaiting Verification`, not due */
export const newPage = (user: Account, path: string, over: Partial<Webpage> = {}): NewWebpage =>
  newWebpage(user.id, `https://${over.domain ?? "example.com"}/${path}`, {
    domain: "example.com",
    health_status: "Awaiting Verification",
    current_baseline: baseline(),
    next_check_at: null,
    ...over
  } as Partial<NewWebpage>)

/** fails the test (with the parse error) unless the record is a valid domain record */
export const valid = <A, I>(schema: Schema.Schema<A, I>, value: unknown) => {
  Schema.decodeUnknownSync(schema)(value)
}

/** inserts a page that must be new */
export const insert = (page: NewWebpage) =>
  Effect.flatMap(S.WebpageRepo, (r) => r.insert(page)).pipe(Effect.map(Option.getOrThrow))

/** a job of `kind` with one queued item per URL */
export const job = (user: Account, kind: BatchJobKind, urls: ReadonlyArray<string>, now = NOW) =>
  Effect.flatMap(S.BatchJobRepo, (r) =>
    r.create(
      user.id,
      kind,
      defaultMonitoringConfiguration(),
      urls.map((url) => ({ url, webpage_id: null, action: "baseline", status: "In Queue", reason: null, message: null })),
      now
    ))
