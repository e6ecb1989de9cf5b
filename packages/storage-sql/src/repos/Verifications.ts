/**
 * Verification records on SQL: the bounded check history.
 *
 * @since 0.1.0
 */
import { CheckVerdict, type VerificationRecord } from "@defmon/core/domain/Verification"
import { HealthStatus, WebpageId } from "@defmon/core/domain/Webpage"
import { VerificationRepo } from "@defmon/core/ports/storage"
import { Effect } from "effect"
import { int, intOrNull, json, literal, numberOrNull, type Row, text, textOrNull } from "../internal/columns.js"
import { type RepoContext, rows } from "../internal/context.js"

const verdict = literal(CheckVerdict)
const healthStatus = literal(HealthStatus)

const toVerification = (r: Row): VerificationRecord => ({
  id: int(r.id),
  webpage_id: WebpageId.make(int(r.webpage_id)),
  checked_at: text(r.checked_at),
  status_code: intOrNull(r.status_code),
  response_time_ms: numberOrNull(r.response_time_ms),
  error: textOrNull(r.error),
  verdict: verdict(r.verdict),
  health_status: healthStatus(r.health_status),
  findings: json<VerificationRecord["findings"]>(r.findings)
})

/**
 * The repository on a client.
 *
 * @since 0.1.0
 */
export const make = ({ sql }: RepoContext): VerificationRepo["Type"] =>
  VerificationRepo.of({
    append: (owner, record, keep) =>
      Effect.gen(function*() {
        const [row] = yield* rows(
          sql`INSERT INTO verifications ${
            sql.insert({
              user_id: owner,
              webpage_id: record.webpage_id,
              checked_at: record.checked_at,
              status_code: record.status_code,
              response_time_ms: record.response_time_ms,
              error: record.error,
              verdict: record.verdict,
              health_status: record.health_status,
              findings: JSON.stringify(record.findings)
            })
          } RETURNING *`
        )
        // Bounded history: drop what is older than the newest `keep`.
        yield* rows(
          sql`DELETE FROM verifications WHERE webpage_id = ${record.webpage_id} AND user_id = ${owner} AND id <= (
                SELECT id FROM verifications WHERE webpage_id = ${record.webpage_id} AND user_id = ${owner}
                ORDER BY id DESC LIMIT 1 OFFSET ${keep}
              )`
        )
        return toVerification(row!)
      }),
    listByWebpage: (owner, webpageId, limit) =>
      Effect.map(
        rows(sql`SELECT * FROM verifications WHERE user_id = ${owner} AND webpage_id = ${webpageId} ORDER BY id DESC LIMIT ${limit}`),
        (rs) => rs.map(toVerification)
      )
  })
