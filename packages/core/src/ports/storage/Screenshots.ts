/**
 * Screenshots and diff images of the image engine: PNG bytes stored once
 * under their content address (SHA-256), and links that say which page's
 * baseline or which check shows them. An image no link names any more (its
 * check left the bounded history, its page was deleted or rebaselined) is
 * deleted by `prune`.
 *
 * @since 0.1.0
 */
import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { UserId } from "../../domain/Webpage.js"

/**
 * What an image shows: the page's baseline reference, the screenshot a
 * check took, or the check's diff image.
 *
 * @since 0.1.0
 */
export type ScreenshotRole = "baseline" | "screenshot" | "diff"

/**
 * A link from a page's baseline (`verification_id: null`, role `baseline`)
 * or from one of its checks to an image.
 *
 * @since 0.1.0
 */
export interface ScreenshotLink {
  readonly webpage_id: number
  readonly verification_id: number | null
  readonly role: ScreenshotRole
  readonly sha256: string
}

/**
 * A stored image.
 *
 * @since 0.1.0
 */
export interface StoredImage {
  readonly sha256: string
  readonly png: Uint8Array
}

/**
 * Screenshot storage.
 *
 * @since 0.1.0
 */
export class ScreenshotRepo extends Context.Tag("@defmon/core/ScreenshotRepo")<
  ScreenshotRepo,
  {
    /**
     * Stores PNG bytes under their SHA-256 (once; saving the same bytes
     * again changes nothing) and returns the address. Outside transactions:
     * the link that names the image is written later, in its check's or
     * baseline's transaction.
     */
    readonly save: (png: Uint8Array, now: string) => Effect.Effect<string>
    /** the bytes of an address (system-wide: the worker reads a baseline's reference) */
    readonly read: (sha256: string) => Effect.Effect<Option.Option<Uint8Array>>
    /** links an image; a page's baseline link replaces the one before */
    readonly link: (owner: UserId, link: ScreenshotLink, now: string) => Effect.Effect<void>
    /** the image a page's baseline (`verificationId: null`) or one of its checks links to, while that check is in the history */
    readonly find: (
      owner: UserId,
      webpageId: number,
      verificationId: number | null,
      role: ScreenshotRole
    ) => Effect.Effect<Option.Option<StoredImage>>
    /**
     * Deletes links whose check or page is gone, then images no link names
     * that were saved before `before` (younger ones may be about to be
     * linked). Returns how many images were deleted.
     */
    readonly prune: (before: string) => Effect.Effect<number>
  }
>() {}
