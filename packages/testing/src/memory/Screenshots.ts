/**
 * Screenshots in memory: images by their SHA-256 and the links that name
 * them; links whose check left the history or whose page was deleted are
 * dropped by `prune`, with the images nobody names.
 *
 * @since 0.1.0
 */
import { ScreenshotRepo } from "@defmon/core/ports/storage"
import { Option } from "effect"
import { createHash } from "node:crypto"
import type { LinkRow, Store, Tables } from "./Store.js"

const live = (t: Tables, l: LinkRow) =>
  t.webpages.has(l.webpage_id) && (l.verification_id === null || t.verifications.get(l.verification_id)?.user_id === l.user_id)

/**
 * The repository on a store.
 *
 * @since 0.1.0
 */
export const make = (store: Store): ScreenshotRepo["Type"] =>
  ScreenshotRepo.of({
    save: (png, now) =>
      store.sync((t) => {
        const sha256 = createHash("sha256").update(png).digest("hex")
        t.images.set(sha256, { png: t.images.get(sha256)?.png ?? png.slice(), created_at: now })
        return sha256
      }),
    read: (sha256) => store.sync((t) => Option.map(Option.fromNullable(t.images.get(sha256)), (i) => i.png)),
    link: (owner, link) =>
      store.sync((t) => {
        if (link.verification_id === null) {
          for (const [id, l] of t.links) {
            if (l.user_id === owner && l.webpage_id === link.webpage_id && l.verification_id === null && l.role === link.role) t.links.delete(id)
          }
        }
        const id = store.nextId("links")
        t.links.set(id, { ...link, id, user_id: owner })
      }),
    find: (owner, webpageId, verificationId, role) =>
      store.sync((t) => {
        let best: LinkRow | undefined
        for (const l of t.links.values()) {
          if (l.user_id !== owner || l.webpage_id !== webpageId || l.verification_id !== verificationId || l.role !== role) continue
          if (!live(t, l) || (best !== undefined && best.id > l.id)) continue
          best = l
        }
        const image = best === undefined ? undefined : t.images.get(best.sha256)
        return best === undefined || image === undefined ? Option.none() : Option.some({ sha256: best.sha256, png: image.png })
      }),
    prune: (before) =>
      store.sync((t) => {
        for (const [id, l] of t.links) if (!live(t, l)) t.links.delete(id)
        const named = new Set([...t.links.values()].map((l) => l.sha256))
        let n = 0
        for (const [sha, image] of t.images) {
          if (image.created_at < before && !named.has(sha)) {
            t.images.delete(sha)
            n++
          }
        }
        return n
      })
  })
