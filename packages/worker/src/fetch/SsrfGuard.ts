/**
 * The SSRF guard of the page fetcher (DESIGN section 6): refuses loopback,
 * private, link-local, CGNAT, multicast and metadata addresses, for IP
 * literals before connecting and for names on the resolved address inside
 * the connection's own DNS lookup (so there is no window between check and
 * use). Operators allow-list hosts for local page farms and tests.
 *
 * @since 0.1.0
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns"
import { isIP } from "node:net"

const v4 = (ip: string): number => ip.split(".").reduce((n, o) => n * 256 + Number(o), 0)
const inV4 = (ip: string, cidr: string): boolean => {
  const [net, bits] = cidr.split("/") as [string, string]
  const mask = Number(bits) === 0 ? 0 : (~0 << (32 - Number(bits))) >>> 0
  return ((v4(ip) & mask) >>> 0) === ((v4(net) & mask) >>> 0)
}

const BLOCKED_V4 = [
  "0.0.0.0/8",
  "10.0.0.0/8",
  "100.64.0.0/10",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.0.2.0/24",
  "192.168.0.0/16",
  "198.18.0.0/15",
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/4",
  "240.0.0.0/4"
]

const expandV6 = (ip: string): Array<number> | null => {
  let s = ip.toLowerCase()
  const zone = s.indexOf("%")
  if (zone !== -1) s = s.slice(0, zone)
  // embedded IPv4 tail
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(s)
  if (tail !== null) {
    const n = v4(tail[1]!)
    s = s.slice(0, -tail[1]!.length) + `${((n >>> 16) & 0xffff).toString(16)}:${(n & 0xffff).toString(16)}`
  }
  const [head, rest] = s.split("::") as [string, string | undefined]
  const a = head === "" ? [] : head.split(":")
  const b = rest === undefined ? [] : rest === "" ? [] : rest.split(":")
  const fill = rest === undefined ? 0 : 8 - a.length - b.length
  const groups = [...a, ...Array.from({ length: fill }, () => "0"), ...b].map((g) => parseInt(g, 16))
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null
}

/**
 * Whether an IP address is one the fetcher must not reach (loopback,
 * private, link-local incl. cloud metadata, CGNAT, multicast, reserved,
 * IPv4-mapped / NAT64 forms of those).
 *
 * @since 0.1.0
 */
export const isBlockedAddress = (ip: string): boolean => {
  const family = isIP(ip)
  if (family === 4) return BLOCKED_V4.some((c) => inV4(ip, c))
  if (family !== 6) return true
  const g = expandV6(ip)
  if (g === null) return true
  const embedded = () => `${g[6]! >>> 8}.${g[6]! & 255}.${g[7]! >>> 8}.${g[7]! & 255}`
  if (g.every((x) => x === 0)) return true // ::
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return true // ::1
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return isBlockedAddress(embedded()) // ::ffff:a.b.c.d
  if (g.slice(0, 6).every((x) => x === 0)) return isBlockedAddress(embedded()) // ::a.b.c.d (deprecated compatible)
  if (g[0] === 0x64 && g[1] === 0xff9b) return isBlockedAddress(embedded()) // NAT64
  if ((g[0]! & 0xfe00) === 0xfc00) return true // fc00::/7 unique local
  if ((g[0]! & 0xffc0) === 0xfe80) return true // fe80::/10 link-local
  if ((g[0]! & 0xff00) === 0xff00) return true // multicast
  if (g[0] === 0x2001 && g[1] === 0x0db8) return true // documentation
  return false
}

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
            const e = new Error(`${hostname} resolves to a blocked address (${bad.address})${AllowHint}`) as NodeJS.ErrnoException
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
