/**
 * A real defmon HTTP server on loopback (port 0) over a given storage layer,
 * with helpers to create users and pages through the ports.
 */
import { HttpServer } from "@effect/platform"
import { Accounts } from "@defmon/core/usecases/Accounts"
import { Baseline, BaselineElement } from "@defmon/core/domain/Baseline"
import * as Checker from "@defmon/core/ports/Checker"
import type * as Storage from "@defmon/core/ports/storage"
import { WebpageRepo } from "@defmon/core/ports/storage"
import { normaliseUrl } from "@defmon/core/domain/Url"
import { newWebpage, type NewWebpage, type UserId } from "@defmon/core/domain/Webpage"
import { Server } from "@defmon/server"
import { Context, Effect, Either, Layer, Option } from "effect"

/**
 * The running server's base URL.
 */
export class Harness extends Context.Tag("test/Harness")<Harness, { readonly baseUrl: string }>() {}

/**
 * Server + use cases + storage, and the harness.
 */
export const layer = (storage: Layer.Layer<Storage.Storage>, options: Partial<Server.Options> = {}) => {
  const server = Server.layer({ log: false, ...options, port: 0, host: "127.0.0.1" }).pipe(Layer.provide(Checker.unavailable))
  const harness = Layer.effect(
    Harness,
    Effect.map(HttpServer.HttpServer, (s) => {
      const address = s.address as HttpServer.TcpAddress
      return { baseUrl: `http://127.0.0.1:${address.port}` }
    })
  )
  return Layer.mergeAll(harness.pipe(Layer.provide(server)), Accounts.Default, server).pipe(Layer.provideMerge(storage))
}

let n = 0

/**
 * A new user with a token.
 */
export const newUser = (options: { readonly quota?: number; readonly statusCodeMonitoring?: boolean } = {}) =>
  Effect.gen(function*() {
    const accounts = yield* Accounts
    const account = yield* accounts.createUser({
      name: `u${Date.now().toString(36)}${++n}`,
      quota: options.quota ?? 100,
      status_code_monitoring: options.statusCodeMonitoring ?? false
    })
    const { record, token } = yield* accounts.createToken(account.name)
    return { account, token, tokenId: record.id }
  }).pipe(Effect.orDie)

const NOW = "2026-11-22T10:00:00.000Z"

/**
 * A baseline as the worker would record it.
 */
export const sampleBaseline = () =>
  Baseline.make({
    title: "Home",
    line_num: 50,
    count_href: 2,
    count_script: 1,
    count_link: 1,
    count_image: 1,
    count_div: 5,
    count_iframe: 0,
    hash: "0123456789abcdef",
    baseline_hrefs: [
      BaselineElement.make({ id: 1, value: "https://example.com/a", selected: true }),
      BaselineElement.make({ id: 2, value: "https://example.com/b", selected: true })
    ],
    baseline_iframes: [],
    baseline_images: [BaselineElement.make({ id: 1, value: "https://example.com/logo.png", selected: true })],
    baseline_scripts: [BaselineElement.make({ id: 1, value: "https://example.com/app.js", selected: true })],
    baseline_stylesheets: [BaselineElement.make({ id: 1, value: "https://example.com/site.css", selected: true })],
    spread: {},
    samples: 3,
    captured_at: NOW,
    engine_data: {}
  })

/**
 * Inserts a baselined page (what a completed baseline item leaves).
 */
export const insertPage = (owner: UserId, rawUrl: string, over: Partial<NewWebpage> = {}) =>
  Effect.gen(function*() {
    const repo = yield* WebpageRepo
    const { domain, url } = Either.getOrThrow(normaliseUrl(rawUrl))
    const created = yield* repo.insert(newWebpage(
      { user_id: owner, url, domain, current_baseline: sampleBaseline(), now: NOW, next_check_at: NOW },
      {
        health_status: "OK",
        status_code_monitoring: { status_code: 200, response_time_ms: 12, checked_at: NOW, error: null },
        last_checked_at: NOW,
        ...over
      }
    ))
    return Option.getOrThrow(created)
  })

/**
 * A JSON request to the server.
 */
export const call = (
  baseUrl: string,
  method: string,
  path: string,
  options: { readonly token?: string | null; readonly body?: unknown; readonly rawBody?: string; readonly authorization?: string } = {}
) =>
  Effect.promise(async () => {
    const headers: Record<string, string> = {}
    if (options.authorization !== undefined) headers.authorization = options.authorization
    else if (options.token !== undefined && options.token !== null) headers.authorization = `Bearer ${options.token}`
    let body: string | undefined
    if (options.rawBody !== undefined) body = options.rawBody
    else if (options.body !== undefined) body = JSON.stringify(options.body)
    if (body !== undefined) headers["content-type"] = "application/json"
    const response = await fetch(`${baseUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body }) })
    const text = await response.text()
    let json: any = undefined
    try {
      json = text.length > 0 ? JSON.parse(text) : undefined
    } catch {
      json = undefined
    }
    return { status: response.status, json, text }
  })
