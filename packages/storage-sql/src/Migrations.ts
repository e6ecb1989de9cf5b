/**
 * Schema migrations for SQLite and PostgreSQL, one file each in
 * `migrations/`. They need only `SqlClient` (`Migrator.make({})`), so the
 * same list runs on both dialects at start-up.
 *
 * To add a migration: add `migrations/000N_name.ts` and its entry below;
 * never edit one that has shipped.
 *
 * @since 0.1.0
 */
import * as Migrator from "@effect/sql/Migrator"
import type * as SqlClient from "@effect/sql/SqlClient"
import type { Effect } from "effect"
import init from "./migrations/0001_init.js"
import scale from "./migrations/0002_scale.js"
import quotaIndex from "./migrations/0003_quota_index.js"
import webhookOutbox from "./migrations/0004_webhook_outbox.js"
import baselinesRev from "./migrations/0005_baselines_rev.js"
import screenshots from "./migrations/0006_screenshots.js"
import portalSessions from "./migrations/0007_portal_sessions.js"
import fairQueue from "./migrations/0008_fair_queue.js"
import baselinesTable from "./migrations/0009_baselines_table.js"

/**
 * The migrations, in order.
 *
 * @since 0.1.0
 */
export const migrations: Record<string, Effect.Effect<void, unknown, SqlClient.SqlClient>> = {
  "0001_init": init,
  "0002_scale": scale,
  "0003_quota_index": quotaIndex,
  "0004_webhook_outbox": webhookOutbox,
  "0005_baselines_rev": baselinesRev,
  "0006_screenshots": screenshots,
  "0007_portal_sessions": portalSessions,
  "0008_fair_queue": fairQueue,
  "0009_baselines_table": baselinesTable
}

/**
 * The table that records applied migrations.
 *
 * @since 0.1.0
 */
export const table = "defmon_migrations"

/**
 * Runs the pending migrations.
 *
 * @since 0.1.0
 */
export const run = Migrator.make({})({
  loader: Migrator.fromRecord(migrations),
  table
})
