/**
 * The typed defmon client, derived from the API contract: every endpoint is a
 * method with typed payloads, responses and errors.
 *
 * @since 0.1.0
 */
import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Api } from "@defmon/api"
import { Context, Effect, Layer } from "effect"

/**
 * Where the server is and the API token to use.
 *
 * @since 0.1.0
 */
export interface ClientOptions {
  /** e.g. `http://127.0.0.1:8080` */
  readonly baseUrl: string
  readonly token: string
}

/**
 * Builds a client on the `HttpClient` in context.
 *
 * @since 0.1.0
 */
export const make = (options: ClientOptions) =>
  HttpApiClient.make(Api.DefmonApi, {
    baseUrl: options.baseUrl,
    transformClient: HttpClient.mapRequest(HttpClientRequest.bearerToken(options.token))
  })

/**
 * The client's type.
 *
 * @since 0.1.0
 */
export type Client = Effect.Effect.Success<ReturnType<typeof make>>

/**
 * The client as a service.
 *
 * @since 0.1.0
 */
export class DefmonClient extends Context.Tag("@defmon/client/DefmonClient")<DefmonClient, Client>() {}

/**
 * A layer of the client over `fetch`.
 *
 * @since 0.1.0
 */
export const layer = (options: ClientOptions): Layer.Layer<DefmonClient> =>
  Layer.effect(DefmonClient, make(options)).pipe(Layer.provide(FetchHttpClient.layer))
