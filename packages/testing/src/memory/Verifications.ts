/**
 * Verification records in memory: the bounded check history.
 *
 * @since 0.1.0
 */
import type { VerificationRecord } from "@defmon/core/domain/Verification"
import { VerificationRepo } from "@defmon/core/ports/storage"
import { type Owned, type Store, strip } from "./Store.js"

/**
 * The repository on a store.
 *
 * @since 0.1.0
 */
export const make = (store: Store): VerificationRepo["Type"] =>
  VerificationRepo.of({
    append: (owner, record, keep) =>
      store.sync((t) => {
        const row: VerificationRecord & Owned = { ...record, id: store.nextId("verifications"), user_id: owner }
        t.verifications.set(row.id, row)
        const mine = [...t.verifications.values()]
          .filter((v) => v.user_id === owner && v.webpage_id === record.webpage_id)
          .sort((a, b) => b.id - a.id)
        for (const old of mine.slice(keep)) t.verifications.delete(old.id)
        return strip(row)
      }),
    listByWebpage: (owner, webpageId, limit) =>
      store.sync((t) =>
        [...t.verifications.values()]
          .filter((v) => v.user_id === owner && v.webpage_id === webpageId)
          .sort((a, b) => b.id - a.id)
          .slice(0, limit)
          .map(strip)
      )
  })
