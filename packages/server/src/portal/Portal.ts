/**
 * The web portal, on the server's router beside the API: server-rendered
 * screens under `/` (sign-in, webpages, incidents, batch jobs, API tokens,
 * activity log) with their assets. Signed in with a session cookie; the
 * API under `/api/v1` keeps bearer tokens only.
 *
 * @since 0.1.0
 */
import { Portal } from "@defmon/core/usecases/Portal"
import { Layer } from "effect"
import * as Activity from "./Activity.js"
import * as Assets from "./Assets.js"
import * as Incidents from "./Incidents.js"
import * as Jobs from "./Jobs.js"
import * as SignIn from "./SignIn.js"
import * as Tokens from "./Tokens.js"
import * as Webpages from "./Webpages.js"

/**
 * Every screen's routes, with the portal's use cases.
 *
 * @since 0.1.0
 */
export const layer = Layer.mergeAll(
  Assets.layer,
  SignIn.layer,
  Tokens.layer,
  Webpages.layer,
  Incidents.layer,
  Jobs.layer,
  Activity.layer
).pipe(Layer.provide(Portal.Default))
