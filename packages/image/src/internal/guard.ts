/**
 * The SSRF guard of the renderer: which hosts a page may reach. A name is
 * resolved and refused when any of its addresses is loopback, private,
 * link-local (cloud metadata), CGNAT, multicast or reserved, unless the
 * operator allow-listed the host.
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns"
import { isIP } from "node:net"
import { isBlockedAddress } from "./ssrf.js"

export type Lookup = typeof dnsLookup

/** A host name without IPv6 brackets, lower case. */
export const bare = (host: string): string => host.replace(/^\[|\]$/g, "").toLowerCase()

export interface Guard {
  /** for an IP literal that is blocked and not allowed: why; else `null` (names are checked when they resolve) */
  readonly literal: (host: string) => string | null
  /** `null` when the host may be reached, else why not */
  readonly check: (host: string) => Promise<string | null>
  /** a `lookup` for sockets: resolves and refuses blocked addresses, so the address checked is the address used */
  readonly lookup: (hostname: string, options: any, callback: any) => void
}

/**
 * Why a name is refused, without the address it resolved to: an error that names internal addresses
 * would tell a tenant how the operator's network resolves names. Worded like the fetcher's.
 */
const refusal = (host: string, _address: string) => `${host} is blocked: it does not resolve to a public address`

export const make = (allowHosts: ReadonlyArray<string>, resolve: Lookup = dnsLookup): Guard => {
  const allow = new Set(allowHosts.map(bare))
  const resolveAll = (host: string) =>
    new Promise<Array<LookupAddress>>((done, fail) =>
      resolve(host, { all: true }, (err, addresses) => (err ? fail(err) : done(addresses as Array<LookupAddress>)))
    )
  const literal = (rawHost: string) => {
    const host = bare(rawHost)
    return !allow.has(host) && isIP(host) !== 0 && isBlockedAddress(host) ? `address ${host} is blocked` : null
  }
  return {
    literal,
    check: async (rawHost) => {
      const host = bare(rawHost)
      if (allow.has(host)) return null
      if (isIP(host) !== 0) return literal(host)
      try {
        const bad = (await resolveAll(host)).find((a) => isBlockedAddress(a.address))
        return bad === undefined ? null : refusal(host, bad.address)
      } catch {
        // an unresolvable name fails in the browser too; not a refusal
        return null
      }
    },
    lookup: (hostname, options, callback) => {
      resolve(hostname, { ...options, all: true }, (err: NodeJS.ErrnoException | null, addresses: any) => {
        if (err) return callback(err)
        const list: Array<LookupAddress> = Array.isArray(addresses) ? addresses : [{ address: addresses, family: 4 }]
        if (!allow.has(bare(hostname))) {
          const bad = list.find((a) => isBlockedAddress(a.address))
          if (bad !== undefined) {
            const e = new Error(refusal(hostname, bad.address)) as NodeJS.ErrnoException
            e.code = "EDEFMONBLOCKED"
            return callback(e)
          }
        }
        if (options && options.all) return callback(null, list)
        return callback(null, list[0]!.address, list[0]!.family)
      })
    }
  }
}
