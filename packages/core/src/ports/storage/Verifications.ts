/**
 * Verification records: the bounded check history of each page.
 *
 * @since 0.1.0
 */
import type { Effect } from "effect"
import { Context } from "effect"
import type { VerificationRecord } from "../../domain/Verification.js"
import type { UserId } from "../../domain/Webpage.js"

/**
 * Verification records (check history).
 *
 * @since 0.1.0
 */
export class VerificationRepo extends Context.Tag("@defmon/core/VerificationRepo")<
  VerificationRepo,
  {
    /** appends a record and drops the page's oldest beyond `keep` */
    readonly append: (owner: UserId, record: Omit<VerificationRecord, "id">, keep: number) => Effect.Effect<VerificationRecord>
    /** newest first */
    readonly listByWebpage: (
      owner: UserId,
      webpageId: number,
      limit: number
    ) => Effect.Effect<ReadonlyArray<VerificationRecord>>
  }
>() {}
