/**
 * Domains (spec endpoints 17-18): the host names of the account's pages.
 *
 * @since 0.1.0
 */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { DomainNotFound } from "@defmon/core/domain/Errors"
import { Domain } from "@defmon/core/domain/Host"
import { BoundedString, Limits } from "@defmon/core/domain/Settings"
import { Schema } from "effect"
import { Authorization } from "../Security.js"
import { WebpageResponse } from "./Webpages.js"

/**
 * The group.
 *
 * @since 0.1.0
 */
export class DomainsGroup extends HttpApiGroup.make("Domains")
  .add(
    HttpApiEndpoint.get("list", "/domains")
      .addSuccess(Schema.Array(Domain))
      .annotate(OpenApi.Summary, "List active domains of the account")
  )
  .add(
    HttpApiEndpoint.get("webpages")`/domains/${HttpApiSchema.param("domain", BoundedString("domain", Limits.domain))}/urls`
      .addSuccess(Schema.Array(WebpageResponse))
      .addError(DomainNotFound, { status: 404 })
      .annotate(OpenApi.Summary, "List webpages of the domain")
  )
  .middleware(Authorization)
{}
