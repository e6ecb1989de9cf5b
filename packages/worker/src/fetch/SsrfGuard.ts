/**
 * The SSRF guard of the page fetcher (DESIGN section 6): refuses every
 * special-purpose address (IANA IPv4 and IPv6 registries), for IP
 * literals before connecting and for names on the resolved address inside
 * the connection's own DNS lookup (so there is no window between check and
 * use). Operators allow-list hosts for local page farms and tests.
 *
 * @since 0.1.0
 */
import { isBlockedAddress } from "@defmon/core/domain/Address"
import { lookup as dnsLookup, type LookupAddress } from "node:dns"
import { isIP } from "node:net"

export {
  /**
   * @since 0.3.0
   */
  BlockedV4,
  /**
   * @since 0.3.0
   */
  BlockedV6,
  /**
   * @since 0.1.0
   */
  isBlockedAddress
} from "@defmon/core/domain/Address"

/**
 * A host name or address as compared with the allow-list: lower case,
 * without IPv6 brackets.
 *
 * @since 0.1.0
 */
export const bare = (host: string) => host.replace(/^\[|\]$/g, "").toLowerCase()

/**
 * The error code of a refused address (turned into `blocked_address`).
 *
 * @since 0.1.0
 */
export const BlockedCode = "EDEFMONBLOCKED"

/**
 * How an operator lets a refused host through; ends every refusal's message.
 *
 * @since 0.2.0
 */
export const AllowHint = "; the operator may allow it with --allow-hosts on defmon serve or worker (DEFMON_ALLOW_HOSTS)"

/**
 * The guard of one fetcher.
 *
 * @since 0.1.0
 */
export interface SsrfGuard {
  /** a DNS lookup for `http.request` that fails with `BlockedCode` when a name resolves to a blocked address */
  readonly lookup: (hostname: string, opts: any, callback: any) => void
  /** the reason an IP-literal host is refused, or undefined */
  readonly refuseLiteral: (hostname: string) => string | undefined
}

/**
 * A guard that lets `allowHosts` through and resolves names with `resolve`.
 *
 * @since 0.1.0
 */
export const make = (allowHosts: ReadonlyArray<string>, resolve: typeof dnsLookup = dnsLookup): SsrfGuard => {
  const allow = new Set(allowHosts.map(bare))
  return {
    lookup: (hostname, opts, callback) => {
      resolve(hostname, { ...opts, all: true }, (err: NodeJS.ErrnoException | null, addresses: any) => {
        if (err) return callback(err)
        const list: Array<LookupAddress> = Array.isArray(addresses) ? addresses : [{ address: addresses, family: 4 }]
        if (!allow.has(bare(hostname))) {
          const bad = list.find((a) => isBlockedAddress(a.address))
          if (bad !== undefined) {
            // Never says what the name resolved to: that would map an internal network.
            const e = new Error(`${hostname} is blocked: it does not resolve to a public address${AllowHint}`) as NodeJS.ErrnoException
            e.code = BlockedCode
            return callback(e)
          }
        }
        if (opts && opts.all) return callback(null, list)
        return callback(null, list[0]!.address, list[0]!.family)
      })
    },
    refuseLiteral: (hostname) => {
      const host = bare(hostname)
      return !allow.has(host) && isIP(host) !== 0 && isBlockedAddress(host) ? `address ${host} is blocked${AllowHint}` : undefined
    }
  }
}
