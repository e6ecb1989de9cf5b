/**
 * Webhook deliveries when storage fails under them (issue 15): an attempt
 * whose delivery log cannot be written is still counted, so the event is
 * retried a bounded number of times and leaves the outbox, instead of being
 * taken again with the same count forever.
 */
import { NotificationConfiguration } from "@defmon/core/domain/Settings"
import { IncidentRepo, WebhookOutboxRepo } from "@defmon/core/ports/storage"
import { BatchJobs } from "@defmon/core/usecases/BatchJobs"
import { Webpages } from "@defmon/core/usecases/Webpages"
import * as SqlClient from "@effect/sql/SqlClient"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
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
