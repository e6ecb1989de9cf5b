/**
 * The activity log in memory.
 *
 * @since 0.1.0
 */
import type { ActivityLogEntry } from "@defmon/core/domain/ActivityLog"
import { ActivityLogRepo } from "@defmon/core/ports/storage"
import { owned, type Store } from "./Store.js"

/**
 * The repository on a store.
 *
 * @since 0.1.0
 */
export const make = (store: Store): ActivityLogRepo["Type"] =>
  ActivityLogRepo.of({
    append: (owner, entry, now) =>
      store.sync((t) => {
        const row: ActivityLogEntry = { id: store.nextId("activity"), user_id: owner, created_at: now, ...entry }
        t.activity.set(row.id, row)
        return row
      }),
    get: (owner, id) => store.sync((t) => owned(t.activity, owner, id)),
    list: (owner, limit) =>
      store.sync((t) => [...t.activity.values()].filter((a) => a.user_id === owner).sort((a, b) => b.id - a.id).slice(0, limit))
  })
