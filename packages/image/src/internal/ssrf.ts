/**
 * The one place the image package takes the SSRF address rule from (it
 * moves with the page fetcher; only this import changes).
 */
export { isBlockedAddress } from "@defmon/core/Fetcher"
