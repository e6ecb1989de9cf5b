/**
 * The fixture of the API suite: a user with two pages and a job of each
 * kind, and what of it must stay unchanged by others' requests.
 */
import { Effect } from "effect"
import { call, Harness, insertPage, newUser } from "./Harness.js"

/** a path under the API prefix */
export const api = (path: string) => `/api/v1${path}`

/** A user with two pages and a job of each kind. */
export const fixture = Effect.gen(function*() {
  const { baseUrl } = yield* Harness
  const user = yield* newUser({ statusCodeMonitoring: true })
  const host = `site-${user.account.id}.example`
  const p1 = yield* insertPage(user.account.id, `https://${host}/one`)
  const p2 = yield* insertPage(user.account.id, `https://${host}/two`)
  const token = user.token
  const bl = (yield* call(baseUrl, "POST", api("/batch_jobs/baseline"), { token, body: { urls: [`https://${host}/new`] } })).json
  const rb = (yield* call(baseUrl, "POST", api("/batch_jobs/rebaseline"), { token, body: { url_ids: [p2.id] } })).json
  const cb = (yield* call(baseUrl, "POST", api("/batch_jobs/combined_baseline"), {
    token,
    body: { urls: [`https://${host}/other`] }
  })).json
  const log = (yield* call(baseUrl, "GET", api("/user/activity_log"), { token })).json
  return { baseUrl, user, host, p1, p2, bl, rb, cb, logId: log[0].id as number }
})

export type Fixture = Effect.Effect.Success<typeof fixture>

/** What the fixture's owner sees: must be unchanged by others' requests. */
export const snapshot = (f: Fixture) =>
  Effect.gen(function*() {
    const token = f.user.token
    const pages = (yield* call(f.baseUrl, "GET", api("/urls"), { token })).json
    const archived = (yield* call(f.baseUrl, "GET", api("/urls?archived=true"), { token })).json
    const jobs = (yield* call(f.baseUrl, "GET", api("/batch_jobs"), { token })).json
    const activity = (yield* call(f.baseUrl, "GET", api("/user/activity_log?limit=1000"), { token })).json
    return { pages, archived, jobs, activity }
  })

