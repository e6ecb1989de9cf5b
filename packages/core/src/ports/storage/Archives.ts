/**
 * Archive records: kept when webpages are archived.
 *
 * @since 0.1.0
 */
import type { Effect } from "effect"
import { Context } from "effect"
import type { ArchiveRecord } from "../../domain/ArchiveRecord.js"
import type { UserId } from "../../domain/Webpage.js"

/**
 * Archive records table.
 *
 * @since 0.1.0
 */
export class ArchiveRepo extends Context.Tag("@defmon/core/ArchiveRepo")<
  ArchiveRepo,
  {
    readonly insert: (owner: UserId, record: Omit<ArchiveRecord, "id">) => Effect.Effect<ArchiveRecord>
    readonly listByWebpage: (owner: UserId, webpageId: number) => Effect.Effect<ReadonlyArray<ArchiveRecord>>
  }
>() {}
