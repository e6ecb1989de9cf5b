/**
 * The operator's allow-list for webhook targets: hosts a webhook may point
 * at although they are not public (a receiver on the same machine or
 * network). Empty by default; the server takes the `--allow-hosts` of the
 * page fetcher.
 *
 * @since 0.3.0
 */
import { Context } from "effect"

/**
 * @since 0.3.0
 */
export class WebhookTargets extends Context.Reference<WebhookTargets>()("@defmon/core/WebhookTargets", {
  defaultValue: (): { readonly allowHosts: ReadonlyArray<string> } => ({ allowHosts: [] })
}) {}
