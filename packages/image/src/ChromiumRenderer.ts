/**
 * The Chromium renderer: `playwright-core` driving Debian's chromium
 * (`/usr/bin/chromium`; a browser is never downloaded). One browser is
 * shared by a bounded pool of pages, each in a fresh context (no cookies,
 * cache or storage carried between pages); the browser is started on the
 * first render and again after it dies, and a render the death interrupted
 * is retried once.
 *
 * A page is rendered 1280 CSS px wide at device scale 1, waits for `load`
 * then for the network to be idle (bounded), and is shot full-page up to a
 * height cap with animations and transitions stopped and the caret hidden.
 * Every request goes through route interception (only http and https; a
 * host that resolves to a blocked address is refused) and through a
 * per-page guarding proxy, which also sees redirect hops and WebSockets.
 *
 * @since 0.1.0
 */
import { type RenderOptions, RenderError, Renderer, type Screenshot, type BlockedRequest } from "@defmon/core/ports/Renderer"
import * as UserAgents from "@defmon/core/domain/UserAgents"
import { Effect, Layer, type Scope } from "effect"
import { accessSync, constants, readdirSync, readFileSync } from "node:fs"
import { randomUUID } from "node:crypto"
import type { Browser, BrowserContext, Page, Route } from "playwright-core"
import * as Guard from "./internal/guard.js"
import * as Proxy from "./internal/proxy.js"

/**
 * Options of the renderer.
 *
 * @since 0.1.0
 */
export interface ChromiumOptions {
  /** default `/usr/bin/chromium` (Debian's package: `apt-get install -y chromium`) */
  readonly executablePath?: string
  /** pages rendered at once (browser contexts); default 2 */
  readonly pages?: number
  /** the time bound of one render, ms; default 30,000 */
  readonly timeoutMs?: number
  /** after `load`, how long to wait at most for the network to be idle, ms; default 5,000 */
  readonly settleMs?: number
  /** the screenshot stops at this page height, CSS px; default 8,000 */
  readonly maxHeight?: number
  /** the viewport, CSS px; default 1280 x 800 (DESIGN section 1) */
  readonly viewport?: { readonly width: number; readonly height: number }
  /** bytes a page may download in all (documents, styles, images, ...); default 50 MB */
  readonly maxBytes?: number
  /** V8 heap of a page's renderer process, MB; default 512 */
  readonly heapMb?: number
  /** hosts the SSRF guard lets through (local page farms, tests) */
  readonly allowHosts?: ReadonlyArray<string>
  /** DNS lookup (tests inject one to simulate names that resolve to private addresses) */
  readonly lookup?: Guard.Lookup
  /**
   * Local files with the network off (`defmon check --render`): only
   * `file://` URLs are rendered, and every request but the document itself
   * is refused.
   */
  readonly offline?: boolean
}

/**
 * The defaults of the options.
 *
 * @since 0.1.0
 */
export const defaults = {
  executablePath: "/usr/bin/chromium",
  pages: 2,
  timeoutMs: 30_000,
  settleMs: 5_000,
  maxHeight: 8_000,
  viewport: { width: 1280, height: 800 },
  maxBytes: 50 * 1024 * 1024,
  heapMb: 512
} as const

/**
 * Whether the Chromium executable is installed.
 *
 * @since 0.1.0
 */
export const available = (executablePath: string = defaults.executablePath): boolean => {
  try {
    accessSync(executablePath, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/**
 * The renderer, with what operators and tests look at.
 *
 * @since 0.1.0
 */
export interface ChromiumRenderer {
  readonly render: (url: string, options?: RenderOptions) => Effect.Effect<Screenshot, RenderError>
  /** the browser's process id, while one runs (Linux) */
  readonly browserPid: () => number | undefined
  /** how many times a browser was started */
  readonly launches: () => number
  /** browser contexts open now */
  readonly openPages: () => number
}

// Flags for a root process on a machine without a GPU or an outside
// network: anything Chromium would fetch on its own is turned off, and
// WebRTC may only use the (guarded) proxy.
const flags = (heapMb: number) => [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  "--disable-default-apps",
  "--disable-extensions",
  "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
  `--js-flags=--max-old-space-size=${heapMb}`
]

const message = (e: unknown) => (e instanceof Error ? e.message.split("\n")[0]! : String(e))

// The main process of the browser started with `marker` among its flags.
const findPid = (marker: string): number | undefined => {
  let entries: Array<string>
  try {
    entries = readdirSync("/proc")
  } catch {
    return undefined
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0")
      if (args.includes(marker) && !args.some((a) => a.startsWith("--type="))) return Number(entry)
    } catch {
      // the process ended while we looked
    }
  }
  return undefined
}

const within = <A>(p: Promise<A>, ms: number, what: string): Promise<A> =>
  new Promise<A>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RenderError({ reason: "timeout", message: `${what} took more than ${ms} ms` })), ms)
    p.then(
      (a) => {
        clearTimeout(timer)
        resolve(a)
      },
      (e) => {
        clearTimeout(timer)
        reject(e)
      }
    )
  })

/**
 * Starts the renderer for the life of the scope (the browser itself starts
 * on the first render).
 *
 * @since 0.1.0
 */
export const make = (options: ChromiumOptions = {}): Effect.Effect<ChromiumRenderer, never, Scope.Scope> =>
  Effect.gen(function*() {
    const executablePath = options.executablePath ?? defaults.executablePath
    const timeoutMs = options.timeoutMs ?? defaults.timeoutMs
    const settleMs = options.settleMs ?? defaults.settleMs
    const maxHeight = options.maxHeight ?? defaults.maxHeight
    const viewport = options.viewport ?? defaults.viewport
    const maxBytes = options.maxBytes ?? defaults.maxBytes
    const offline = options.offline === true
    const guard = Guard.make(options.allowHosts ?? [], options.lookup)
    const marker = `--defmon-renderer=${randomUUID()}`
    let browser: Promise<Browser> | undefined
    let launches = 0
    let open = 0
    let closed = false

    const launch = (): Promise<Browser> => {
      if (closed) return Promise.reject(new RenderError({ reason: "unavailable", message: "the renderer was shut down" }))
      if (browser === undefined) {
        launches++
        // playwright-core is loaded on the first render, so processes that never render do not pay for it
        const started = import("playwright-core").then(({ chromium }) =>
          chromium.launch({
            executablePath,
            args: [...flags(options.heapMb ?? defaults.heapMb), marker],
            timeout: 30_000,
            handleSIGINT: false,
            handleSIGTERM: false,
            handleSIGHUP: false
          })
        )
        browser = started
        started.then(
          (b) => {
            b.on("disconnected", () => {
              if (browser === started) browser = undefined
            })
          },
          () => {
            if (browser === started) browser = undefined
          }
        )
      }
      return browser.catch((e) => {
        throw new RenderError({
          reason: "unavailable",
          message: `cannot start Chromium at ${executablePath} (install it with apt-get install -y chromium): ${message(e)}`
        })
      })
    }

    const once = async (b: Browser, url: string, renderOptions: RenderOptions): Promise<Screenshot> => {
      const start = performance.now()
      const budget = renderOptions.timeoutMs ?? timeoutMs
      const blocked: Array<BlockedRequest> = []
      // the main frame's document and redirect hops: a refusal among them refuses the page
      const navigations = new Set<string>()
      const refuse = (u: string, reason: string) => {
        if (blocked.length < 1000) blocked.push({ url: u, reason })
      }
      const proxy = await Proxy.start({ guard, onBlocked: refuse, maxBytes, offline })
      let context: BrowserContext | undefined
      let timedOut = false
      let crashed = false
      const timer = setTimeout(() => {
        timedOut = true
        void context?.close().catch(() => undefined)
      }, budget)
      let opening: Promise<BrowserContext> | undefined
      // an error can reach us a moment before the browser is known to be gone
      let onGone = () => {}
      const gone = new Promise<void>((resolve) => (onGone = resolve))
      b.once("disconnected", onGone)
      try {
        opening = b.newContext({
          viewport,
          deviceScaleFactor: 1,
          userAgent: UserAgents.byId(renderOptions.userAgentId ?? 1).user_agent,
          acceptDownloads: false,
          serviceWorkers: "block",
          permissions: [],
          reducedMotion: "reduce",
          colorScheme: "light",
          locale: "en-US",
          timezoneId: "UTC",
          proxy: { server: proxy.url }
        })
        context = await within(opening, budget, "opening a browser context")
        open++
        context.setDefaultTimeout(budget)
        context.setDefaultNavigationTimeout(budget)
        const hosts = new Map<string, Promise<string | null>>()
        await context.route("**/*", (route: Route) => guardRoute(route, url, hosts, refuse))
        const page: Page = await context.newPage()
        page.on("crash", () => {
          crashed = true
          void context?.close().catch(() => undefined)
        })
        page.on("dialog", (d) => void d.dismiss().catch(() => undefined))
        context.on("page", (p) => {
          if (p !== page) void p.close().catch(() => undefined)
        })
        page.on("request", (r) => {
          if (r.isNavigationRequest() && r.frame() === page.mainFrame()) {
            const u = new URL(r.url())
            navigations.add(u.href)
            navigations.add(`${u.hostname}:${u.port === "" ? (u.protocol === "https:" ? 443 : 80) : u.port}`)
          }
        })
        const response = await page.goto(url, { waitUntil: "load" })
        const refused = blocked.find((r) => navigations.has(r.url))
        if (refused !== undefined) throw new RenderError({ reason: "blocked", message: `${refused.url}: ${refused.reason}` })
        const left = () => Math.max(1, budget - (performance.now() - start))
        // Settle: network idle (no request for 500 ms), bounded; pages that poll never get there.
        await page.waitForLoadState("networkidle", { timeout: Math.min(settleMs, left()) }).catch(() => undefined)
        await within(
          page.evaluate(() =>
            Promise.race([document.fonts.ready.then(() => undefined), new Promise<void>((r) => setTimeout(r, 1000))])
          ),
          left(),
          "waiting for fonts"
        )
        const pageHeight: number = await page.evaluate(() =>
          Math.ceil(Math.max(document.documentElement.scrollHeight, document.body === null ? 0 : document.body.scrollHeight))
        )
        const height = Math.max(1, Math.min(pageHeight, maxHeight))
        const png = await page.screenshot({
          type: "png",
          fullPage: true,
          clip: { x: 0, y: 0, width: viewport.width, height },
          animations: "disabled",
          caret: "hide",
          scale: "device",
          timeout: left()
        })
        return {
          png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength),
          width: viewport.width,
          height,
          scale: 1,
          pageHeight,
          finalUrl: page.url(),
          status: response?.status() ?? 0,
          blocked,
          renderMs: Math.round(performance.now() - start)
        }
      } catch (e) {
        if (e instanceof RenderError) throw e
        if (timedOut) throw new RenderError({ reason: "timeout", message: `the page was not rendered within ${budget} ms` })
        if (crashed) throw new RenderError({ reason: "crashed", message: "the page's renderer process crashed" })
        if (b.isConnected() && /closed|disconnected|crash/i.test(message(e))) {
          await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 1000))])
        }
        if (!b.isConnected()) throw new RenderError({ reason: "crashed", message: `the browser died: ${message(e)}` })
        const top = blocked.find((r) => navigations.has(r.url))
        if (top !== undefined) throw new RenderError({ reason: "blocked", message: `${top.url}: ${top.reason}` })
        throw new RenderError({ reason: "failed", message: `${url}: ${message(e)}` })
      } finally {
        clearTimeout(timer)
        b.off("disconnected", onGone)
        // a context that opened after its time bound passed
        if (context === undefined) void opening?.then((c) => c.close()).catch(() => undefined)
        if (context !== undefined) {
          open--
          await within(context.close(), 5_000, "closing a browser context").catch(async () => {
            // a context that will not close: the browser is in trouble
            await b.close().catch(() => undefined)
          })
        }
        await proxy.close()
      }
    }

    // The only requests a page may make: http(s) to hosts the guard
    // accepts, or, offline, the document itself.
    const guardRoute = async (route: Route, document: string, hosts: Map<string, Promise<string | null>>, refuse: (u: string, r: string) => void) => {
      const u = route.request().url()
      let reason: string | null
      if (offline) {
        reason = u.split("#")[0] === document.split("#")[0] ? null : "the network is off"
      } else {
        const parsed = URL.canParse(u) ? new URL(u) : null
        if (parsed === null || (parsed.protocol !== "http:" && parsed.protocol !== "https:")) {
          reason = `scheme ${parsed?.protocol ?? "?"} is not allowed`
        } else {
          let verdict = hosts.get(parsed.hostname)
          if (verdict === undefined) {
            verdict = guard.check(parsed.hostname)
            hosts.set(parsed.hostname, verdict)
          }
          reason = await verdict
        }
      }
      if (reason === null) return route.continue().catch(() => undefined)
      refuse(u, reason)
      return route.abort("blockedbyclient").catch(() => undefined)
    }

    const topLevel = async (url: string): Promise<void> => {
      const parsed = URL.canParse(url) ? new URL(url) : null
      if (offline) {
        if (parsed?.protocol !== "file:") throw new RenderError({ reason: "blocked", message: `${url}: only file:// URLs are rendered offline` })
        return
      }
      if (parsed === null || (parsed.protocol !== "http:" && parsed.protocol !== "https:")) {
        throw new RenderError({ reason: "blocked", message: `${url}: only http and https pages are rendered` })
      }
      const reason = await guard.check(parsed.hostname)
      if (reason !== null) throw new RenderError({ reason: "blocked", message: `${url}: ${reason}` })
    }

    const renderWithRetry = async (url: string, renderOptions: RenderOptions): Promise<Screenshot> => {
      await topLevel(url)
      for (let attempt = 0; ; attempt++) {
        const b = await launch()
        try {
          return await once(b, url, renderOptions)
        } catch (e) {
          const died = e instanceof RenderError && e.reason === "crashed"
          if (attempt === 0 && died) continue
          throw e
        }
      }
    }

    const permits = yield* Effect.makeSemaphore(Math.max(1, options.pages ?? defaults.pages))
    yield* Effect.addFinalizer(() =>
      Effect.promise(async () => {
        closed = true
        const b = browser
        browser = undefined
        if (b !== undefined) await b.then((x) => x.close()).catch(() => undefined)
      })
    )

    return {
      render: (url, renderOptions = {}) =>
        permits.withPermits(1)(
          Effect.tryPromise({
            try: () => renderWithRetry(url, renderOptions),
            catch: (e) => (e instanceof RenderError ? e : new RenderError({ reason: "failed", message: message(e) }))
          })
        ).pipe(Effect.withSpan("Renderer.render", { attributes: { url } })),
      browserPid: () => (browser === undefined ? undefined : findPid(marker)),
      launches: () => launches,
      openPages: () => open
    } satisfies ChromiumRenderer
  })

/**
 * The renderer as a layer of the core `Renderer` port.
 *
 * @since 0.1.0
 */
export const layer = (options: ChromiumOptions = {}): Layer.Layer<Renderer> =>
  Layer.scoped(Renderer, Effect.map(make(options), (r) => Renderer.of({ render: r.render })))
