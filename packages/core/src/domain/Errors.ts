/**
 * Typed errors of the use cases. They cross the wire as JSON
 * `{"_tag": ..., "message": ...}`; the API contract gives each its status.
 *
 * @since 0.1.0
 */
import { ParseResult, Schema } from "effect"

/**
 * A webpage that does not exist for this user (another user's pages are
 * reported the same way).
 *
 * @since 0.1.0
 */
export class WebpageNotFound extends Schema.TaggedError<WebpageNotFound>()("WebpageNotFound", {
  message: Schema.String
}) {}

/**
 * A batch job that does not exist for this user.
 *
 * @since 0.1.0
 */
export class BatchJobNotFound extends Schema.TaggedError<BatchJobNotFound>()("BatchJobNotFound", {
  message: Schema.String
}) {}

/**
 * An activity log record that does not exist for this user.
 *
 * @since 0.1.0
 */
export class ActivityLogNotFound extends Schema.TaggedError<ActivityLogNotFound>()("ActivityLogNotFound", {
  message: Schema.String
}) {}

/**
 * A domain with no webpage of this user.
 *
 * @since 0.1.0
 */
export class DomainNotFound extends Schema.TaggedError<DomainNotFound>()("DomainNotFound", {
  message: Schema.String
}) {}

/**
 * A screenshot or diff image that does not exist for this webpage (the page
 * has no image baseline, the check rendered nothing, or the image was
 * pruned with the check history).
 *
 * @since 0.1.0
 */
export class ScreenshotNotFound extends Schema.TaggedError<ScreenshotNotFound>()("ScreenshotNotFound", {
  message: Schema.String
}) {}

/**
 * Input that breaks a rule: names the field and why.
 *
 * @since 0.1.0
 */
export class InvalidInput extends Schema.TaggedError<InvalidInput>()("InvalidInput", {
  message: Schema.String,
  field: Schema.optional(Schema.String)
}) {}

/**
 * A request that conflicts with the current state (e.g. a URL that already
 * exists).
 *
 * @since 0.1.0
 */
export class Conflict extends Schema.TaggedError<Conflict>()("Conflict", {
  message: Schema.String
}) {}

/**
 * A one-line description of a decode failure: the first issue's field path
 * and why (noise from optional fields dropped).
 *
 * @since 0.1.0
 */
export const describeParseError = (error: ParseResult.ParseError): { readonly field: string; readonly message: string } => {
  const all = ParseResult.ArrayFormatter.formatErrorSync(error)
  const issues = all.filter((i) => !/^Expected undefined/.test(i.message))
  const first = issues[0] ?? all[0]
  if (first === undefined) return { field: "", message: "invalid input" }
  const field = first.path.map(String).join(".")
  return { field, message: field === "" || first.message.startsWith(field) ? first.message : `${field}: ${first.message}` }
}
