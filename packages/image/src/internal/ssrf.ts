/**
 * The one place the image package takes the SSRF address rule from: the
 * worker's guard, so the page fetcher and the browser refuse the same
 * addresses.
 */
export { isBlockedAddress } from "@defmon/worker/fetch/SsrfGuard"
