/**
 * Records the storage suites build: a webpage row ready to insert and a
 * small baseline.
 */
import { Baseline } from "@defmon/core/domain/Baseline"
import * as Webpage from "@defmon/core/domain/Webpage"
import type { NewWebpage, UserId } from "@defmon/core/domain/Webpage"

/** the instant the suites' records carry */
export const NOW = "2026-11-22T10:00:00.000Z"

/** a baseline with no elements, titled `title` */
export const plainBaseline = (title: string, capturedAt = NOW): Baseline =>
  Baseline.make({
    title, line_num: 1, count_href: 0, count_script: 0, count_link: 0, count_image: 0, count_div: 0, count_iframe: 0,
    hash: "0000000000000000", baseline_hrefs: [], baseline_iframes: [], baseline_images: [], baseline_scripts: [],
    baseline_stylesheets: [], spread: {}, samples: 1, captured_at: capturedAt, engine_data: {}
  })

/** a baselined `OK` page of `owner` at `url` (its host is the domain), with `over` applied */
export const newWebpage = (owner: UserId, url: string, over: Partial<NewWebpage> = {}): NewWebpage =>
  Webpage.newWebpage(
    { user_id: owner, url, domain: new URL(url).hostname, current_baseline: plainBaseline("t"), now: NOW, next_check_at: NOW },
    { health_status: "OK", ...over }
  )
