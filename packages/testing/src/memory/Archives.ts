/**
 * Archive records in memory.
 *
 * @since 0.1.0
 */
import type { ArchiveRecord } from "@defmon/core/domain/ArchiveRecord"
import { ArchiveRepo } from "@defmon/core/ports/storage"
import type { Owned, Store } from "./Store.js"
import { strip } from "./Store.js"

/**
 * The repository on a store.
 *
 * @since 0.1.0
 */
export const make = (store: Store): ArchiveRepo["Type"] =>
  ArchiveRepo.of({
    insert: (owner, record) =>
      store.sync((t) => {
        const row: ArchiveRecord & Owned = { ...record, id: store.nextId("archives"), user_id: owner }
        t.archives.set(row.id, row)
        return strip(row)
      }),
    listByWebpage: (owner, webpageId) =>
      store.sync((t) => [...t.archives.values()].filter((a) => a.user_id === owner && a.webpage_id === webpageId).map(strip))
  })
