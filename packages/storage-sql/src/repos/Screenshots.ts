/**
 * Screenshots on SQL: one row per image (content-addressed) with its bytes
 * in the database or in a directory, and links from a page's baseline or
 * one of its checks. Links whose check left the bounded history or whose
 * page was deleted are dropped by `prune`, with the images nobody names.
 *
 * @since 0.1.0
 */
import { ScreenshotRepo, type StoredImage } from "@defmon/core/ports/storage"
import { Effect, Option } from "effect"
import { createHash, randomUUID } from "node:crypto"
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { type Row, text } from "../internal/columns.js"
import { type RepoContext, rows } from "../internal/context.js"

/**
 * Where the bytes of images go: `undefined` = in the database.
 *
 * @since 0.1.0
 */
export interface Placement {
  readonly directory?: string | undefined
}

const bytesOf = (v: unknown): Uint8Array => {
  if (v instanceof Uint8Array) return v
  throw new Error(`expected bytes, got ${typeof v}`)
}

/**
 * The repository on a client.
 *
 * @since 0.1.0
 */
export const make = ({ sql, withTransaction }: RepoContext, placement: Placement = {}): ScreenshotRepo["Type"] => {
  const dir = placement.directory
  const fileOf = (sha: string) => join(dir!, sha.slice(0, 2), `${sha}.png`)
  const buffer = (png: Uint8Array) => Buffer.from(png.buffer, png.byteOffset, png.byteLength)

  // Written to a temporary name and renamed: a reader never sees half a file.
  const writeBytes = (sha: string, png: Uint8Array) =>
    Effect.promise(async () => {
      const file = fileOf(sha)
      await mkdir(join(dir!, sha.slice(0, 2)), { recursive: true })
      const tmp = `${file}.${randomUUID().slice(0, 8)}.tmp`
      await writeFile(tmp, png)
      await rename(tmp, file)
    })

  const readBytes = (sha: string, row: Row) =>
    row.png !== null && row.png !== undefined
      ? Effect.succeed(Option.some(bytesOf(row.png)))
      : dir === undefined
      ? Effect.succeed(Option.none<Uint8Array>())
      : Effect.promise(() =>
        readFile(fileOf(sha)).then(
          (b) => Option.some<Uint8Array>(new Uint8Array(b.buffer, b.byteOffset, b.byteLength)),
          () => Option.none<Uint8Array>()
        )
      )

  const stored = (row: Row): Effect.Effect<Option.Option<StoredImage>> => {
    const sha256 = text(row.sha256)
    return Effect.map(readBytes(sha256, row), Option.map((png) => ({ sha256, png })))
  }

  return ScreenshotRepo.of({
    save: (png, now) =>
      Effect.gen(function*() {
        const sha256 = createHash("sha256").update(png).digest("hex")
        if (dir !== undefined) yield* writeBytes(sha256, png)
        // Saving again makes the image young again, so a prune does not take it before its link is written.
        yield* rows(
          sql`INSERT INTO screenshot_images ${
            sql.insert({ sha256, png: dir === undefined ? buffer(png) : null, size: png.byteLength, created_at: now })
          } ON CONFLICT (sha256) DO UPDATE SET created_at = ${now}`
        )
        return sha256
      }),
    read: (sha256) =>
      Effect.flatMap(
        rows(sql`SELECT sha256, png FROM screenshot_images WHERE sha256 = ${sha256}`),
        (rs) => (rs.length === 0 ? Effect.succeed(Option.none<Uint8Array>()) : readBytes(sha256, rs[0]!))
      ),
    link: (owner, link, now) =>
      withTransaction(
        Effect.gen(function*() {
          if (link.verification_id === null) {
            yield* rows(
              sql`DELETE FROM screenshot_links WHERE user_id = ${owner} AND webpage_id = ${link.webpage_id}
                  AND verification_id IS NULL AND role = ${link.role}`
            )
          }
          yield* rows(
            sql`INSERT INTO screenshot_links ${
              sql.insert({
                user_id: owner,
                webpage_id: link.webpage_id,
                verification_id: link.verification_id,
                role: link.role,
                sha256: link.sha256,
                created_at: now
              })
            }`
          )
        })
      ),
    find: (owner, webpageId, verificationId, role) =>
      Effect.flatMap(
        rows(
          verificationId === null
            ? sql`SELECT i.sha256, i.png FROM screenshot_links l JOIN screenshot_images i ON i.sha256 = l.sha256
                  WHERE l.user_id = ${owner} AND l.webpage_id = ${webpageId} AND l.verification_id IS NULL AND l.role = ${role}
                  ORDER BY l.id DESC LIMIT 1`
            : sql`SELECT i.sha256, i.png FROM screenshot_links l JOIN screenshot_images i ON i.sha256 = l.sha256
                  WHERE l.user_id = ${owner} AND l.webpage_id = ${webpageId} AND l.verification_id = ${verificationId}
                  AND l.role = ${role}
                  AND EXISTS (SELECT 1 FROM verifications v WHERE v.id = l.verification_id AND v.user_id = l.user_id)
                  ORDER BY l.id DESC LIMIT 1`
        ),
        (rs) => (rs.length === 0 ? Effect.succeed(Option.none<StoredImage>()) : stored(rs[0]!))
      ),
    prune: (before) =>
      Effect.gen(function*() {
        const gone = yield* withTransaction(
          Effect.gen(function*() {
            yield* rows(
              sql`DELETE FROM screenshot_links
                  WHERE (verification_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM verifications v WHERE v.id = screenshot_links.verification_id))
                  OR NOT EXISTS (SELECT 1 FROM webpages w WHERE w.id = screenshot_links.webpage_id)`
            )
            return yield* rows(
              sql`DELETE FROM screenshot_images WHERE created_at < ${before}
                  AND NOT EXISTS (SELECT 1 FROM screenshot_links l WHERE l.sha256 = screenshot_images.sha256)
                  RETURNING sha256`
            )
          })
        )
        if (dir !== undefined) {
          yield* Effect.promise(() => Promise.all(gone.map((r) => unlink(fileOf(text(r.sha256))).catch(() => undefined))))
        }
        return gone.length
      })
  })
}
