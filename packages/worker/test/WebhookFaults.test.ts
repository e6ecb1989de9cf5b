/**
 * Webhook deliveries when storage fails under them (issue 15): an attempt
 * whose delivery log cannot be written is still counted, so the event is
 * retried a bounded number of times and leaves the outbox, instead of being
 * taken again with the same count forever. And a receiver that hangs: each
 * attempt ends at its timeout, the outbox drains, other events go out.
 */
import { NotificationConfiguration } from "@defmon/core/domain/Settings"
import { IncidentRepo, WebhookDeliveryRepo, WebhookOutboxRepo } from "@defmon/core/ports/storage"
import { BatchJobs } from "@defmon/core/usecases/BatchJobs"
import { Webpages } from "@defmon/core/usecases/Webpages"
import * as SqlClient from "@effect/sql/SqlClient"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { createServer, type Socket } from "node:net"
import { Farm, harness, newUser, Receiver, settled, testConfig, until } from "./support/Harness.js"

layer(harness({}, true), { excludeTestServices: true, timeout: 60_000 })("webhook faults", (it) => {
  it.effect("a delivery whose log write fails is counted: sent `attempts` times, then it leaves the outbox", () =>
    Effect.gen(function*() {
      const farm = yield* Farm
      const receiver = yield* Receiver
      const sql = yield* SqlClient.SqlClient
      const user = yield* newUser()
      const job = yield* (yield* BatchJobs).createBaseline(user.id, { urls: [farm.url("/p/3")] })
      const d = yield* settled(user.id, job.id)
      const id = d.items[0]!.webpage_id!
      yield* (yield* Webpages).update(user.id, id, {
        polling_interval: 1440,
        notification_configuration: NotificationConfiguration.make({ webhook_url: receiver.url, secret: "k" })
      })
      // The fault: the delivery log cannot be written.
      yield* sql`ALTER TABLE webhook_deliveries RENAME TO webhook_deliveries_gone`
      yield* Effect.gen(function*() {
        // ... and the receiver refuses every attempt
        receiver.failNext(1000)
        const incident = yield* (yield* IncidentRepo).open(user.id, id, "defacement", [{ engine: "test" }], new Date().toISOString())
        yield* (yield* WebhookOutboxRepo).enqueue(user.id, { webpage_id: id, incident_id: incident.id, event: "incident.opened" }, new Date().toISOString())
        const left = () =>
          Effect.map(
            sql<{ n: number }>`SELECT COUNT(*) AS n FROM webhook_outbox WHERE incident_id = ${incident.id}`,
            (rows) => Number(rows[0]!.n)
          )
        yield* until(left(), (n) => n === 0, "the event to leave the outbox")
        const mine = receiver.received.filter((r) => JSON.parse(r.body).incident.id === incident.id)
        expect(mine).toHaveLength(testConfig.webhook!.attempts)
      }).pipe(Effect.ensuring(Effect.sync(() => receiver.failNext(0))))
      yield* Effect.gen(function*() {
        // a delivery that succeeds while its log cannot be written is finished once
        const incident = yield* (yield* IncidentRepo).open(user.id, id, "defacement", [{ engine: "test" }], new Date().toISOString())
        yield* (yield* WebhookOutboxRepo).enqueue(user.id, { webpage_id: id, incident_id: incident.id, event: "incident.resolved" }, new Date().toISOString())
        yield* until(
          Effect.map(sql<{ n: number }>`SELECT COUNT(*) AS n FROM webhook_outbox WHERE incident_id = ${incident.id}`, (rows) => Number(rows[0]!.n)),
          (n) => n === 0,
          "the delivered event to leave the outbox"
        )
        expect(receiver.received.filter((r) => JSON.parse(r.body).incident.id === incident.id)).toHaveLength(1)
      }).pipe(Effect.ensuring(Effect.orDie(sql`ALTER TABLE webhook_deliveries_gone RENAME TO webhook_deliveries`)))
    }))
})

// (its own database: the suite above renames the delivery log's table under the worker)
layer(harness({}, true), { excludeTestServices: true, timeout: 90_000 })("webhook receivers", (it) => {
  it.effect("a receiver that never answers: each attempt ends at the timeout, the event leaves the outbox after its attempts, other pages' events go out meanwhile", () =>
    Effect.gen(function*() {
      // a TCP server that accepts and never answers (a hung receiver)
      const sockets: Array<Socket> = []
      const hung = createServer((s) => void sockets.push(s))
      yield* Effect.promise(() => new Promise<void>((resolve) => hung.listen(0, "127.0.0.1", resolve)))
      const port = (hung.address() as { port: number }).port
      yield* Effect.addFinalizer(() => Effect.promise(() => new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        hung.close(() => resolve())
      })))
      const farm = yield* Farm
      const receiver = yield* Receiver
      const sql = yield* SqlClient.SqlClient
      const user = yield* newUser()
      const job = yield* (yield* BatchJobs).createBaseline(user.id, { urls: [farm.url("/p/5"), farm.url("/p/6")] })
      const d = yield* settled(user.id, job.id)
      const [hungPage, okPage] = d.items.map((i) => i.webpage_id!)
      const pages = yield* Webpages
      yield* pages.update(user.id, hungPage!, { polling_interval: 1440, notification_configuration: NotificationConfiguration.make({ webhook_url: `http://127.0.0.1:${port}/hook`, secret: "k" }) })
      yield* pages.update(user.id, okPage!, { polling_interval: 1440, notification_configuration: NotificationConfiguration.make({ webhook_url: receiver.url, secret: "k" }) })
      const incidents = yield* IncidentRepo
      const outbox = yield* WebhookOutboxRepo
      const stuck = yield* incidents.open(user.id, hungPage!, "defacement", [{ engine: "test" }], new Date().toISOString())
      yield* outbox.enqueue(user.id, { webpage_id: hungPage!, incident_id: stuck.id, event: "incident.opened" }, new Date().toISOString())
      // another page's event, queued after the stuck one, is delivered while the stuck one waits for its answer
      const fine = yield* incidents.open(user.id, okPage!, "defacement", [{ engine: "test" }], new Date().toISOString())
      yield* outbox.enqueue(user.id, { webpage_id: okPage!, incident_id: fine.id, event: "incident.opened" }, new Date().toISOString())
      yield* until(Effect.sync(() => receiver.received.filter((r) => JSON.parse(r.body).incident.id === fine.id)), (r) => r.length === 1, "the other page's event")
      const left = (id: number) => Effect.map(sql<{ n: number }>`SELECT COUNT(*) AS n FROM webhook_outbox WHERE incident_id = ${id}`, (rows) => Number(rows[0]!.n))
      expect(yield* left(stuck.id)).toBe(1)
      // the stuck one: every attempt times out, then it leaves the outbox (attempts x 2 s, plus the backoff)
      yield* until(left(stuck.id), (n) => n === 0, "the unanswered event to leave the outbox", 60_000)
      const log = (yield* until(
        Effect.flatMap(WebhookDeliveryRepo, (r) => r.listByWebpage(user.id, hungPage!, 10)),
        (l) => l.length >= testConfig.webhook!.attempts,
        "the delivery log"
      )).slice().sort((a, b) => a.attempt - b.attempt)
      expect(log.map((r) => r.attempt)).toEqual(Array.from({ length: testConfig.webhook!.attempts }, (_, i) => i + 1))
      for (const r of log) {
        expect(Boolean(r.delivered)).toBe(false)
        expect(r.error).toMatch(/^timeout: no answer within 2000 ms/)
      }
      expect(sockets.length).toBe(testConfig.webhook!.attempts)
    }).pipe(Effect.scoped), 90_000)
})

// (its own database) A receiver that fails for "an hour": an hour's incidents (one every five minutes, twelve,
// queued as they would come) while every delivery fails, in the tests' scaled time (retries 20 ms apart and
// doubling, as the default's 2 s). Each event is tried `attempts` times and leaves the outbox: nothing loops.
// When the receiver is back, the next event goes out once, at its first attempt.
layer(harness({}, true), { excludeTestServices: true, timeout: 90_000 })("a receiver down for an hour", (it) => {
  it.effect("twelve events while every delivery fails: each tried `attempts` times, the outbox drains; the next event after recovery is delivered once", () =>
    Effect.gen(function*() {
      const farm = yield* Farm
      const receiver = yield* Receiver
      const sql = yield* SqlClient.SqlClient
      const user = yield* newUser()
      const job = yield* (yield* BatchJobs).createBaseline(user.id, { urls: [farm.url("/p/7")] })
      const id = (yield* settled(user.id, job.id)).items[0]!.webpage_id!
      yield* (yield* Webpages).update(user.id, id, {
        polling_interval: 1440,
        notification_configuration: NotificationConfiguration.make({ webhook_url: receiver.url, secret: "k" })
      })
      const incidents = yield* IncidentRepo
      const outbox = yield* WebhookOutboxRepo
      const pending = () => Effect.map(sql<{ n: number }>`SELECT COUNT(*) AS n FROM webhook_outbox WHERE webpage_id = ${id}`, (rows) => Number(rows[0]!.n))
      const ids: Array<number> = []
      yield* Effect.gen(function*() {
        receiver.failNext(1_000_000)
        for (let i = 0; i < 12; i++) {
          const incident = yield* incidents.open(user.id, id, "defacement", [{ engine: "test" }], new Date().toISOString())
          ids.push(incident.id)
          yield* outbox.enqueue(user.id, { webpage_id: id, incident_id: incident.id, event: i % 2 === 0 ? "incident.opened" : "incident.resolved" }, new Date().toISOString())
          yield* Effect.sleep("30 millis")
        }
        yield* until(pending(), (n) => n === 0, "the outbox to drain while the receiver fails", 60_000)
      }).pipe(Effect.ensuring(Effect.sync(() => receiver.failNext(0))))
      const tries = (incident: number) => receiver.received.filter((r) => JSON.parse(r.body).incident.id === incident).length
      for (const incident of ids) expect(tries(incident), `incident ${incident}`).toBe(testConfig.webhook!.attempts)
      // the receiver is back
      const after = yield* incidents.open(user.id, id, "defacement", [{ engine: "test" }], new Date().toISOString())
      yield* outbox.enqueue(user.id, { webpage_id: id, incident_id: after.id, event: "incident.opened" }, new Date().toISOString())
      yield* until(pending(), (n) => n === 0, "the event after recovery")
      expect(tries(after.id)).toBe(1)
      // and nothing of the failed hour came back
      for (const incident of ids) expect(tries(incident)).toBe(testConfig.webhook!.attempts)
    }))
})
