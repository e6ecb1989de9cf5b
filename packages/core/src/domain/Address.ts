/**
 * Addresses a server-side request must not reach: every range of the IANA
 * IPv4 and IPv6 special-purpose registries (used by the page fetcher's SSRF
 * guard and by the write-time check of webhook targets).
 *
 * @since 0.3.0
 */
import { isIP } from "node:net"

const v4 = (ip: string): number => ip.split(".").reduce((n, o) => n * 256 + Number(o), 0)
const inV4 = (ip: string, cidr: string): boolean => {
  const [net, bits] = cidr.split("/") as [string, string]
  const mask = Number(bits) === 0 ? 0 : (~0 << (32 - Number(bits))) >>> 0
  return ((v4(ip) & mask) >>> 0) === ((v4(net) & mask) >>> 0)
}

/**
 * Every entry of the IANA IPv4 Special-Purpose Address Registry (including
 * the anycast services it marks globally reachable: a monitored page has no
 * business there), plus multicast and everything above it.
 *
 * @since 0.3.0
 */
export const BlockedV4: ReadonlyArray<string> = [
  "0.0.0.0/8", // "this network"
  "10.0.0.0/8", // private
  "100.64.0.0/10", // shared address space (CGNAT)
  "127.0.0.0/8", // loopback
  "169.254.0.0/16", // link-local (cloud metadata)
  "172.16.0.0/12", // private
  "192.0.0.0/24", // IETF protocol assignments (incl. /29 DS-Lite, .8, .9, .10, .170, .171)
  "192.0.2.0/24", // documentation TEST-NET-1
  "192.31.196.0/24", // AS112-v4
  "192.52.193.0/24", // AMT
  "192.88.99.0/24", // deprecated 6to4 relay anycast
  "192.168.0.0/16", // private
  "192.175.48.0/24", // direct delegation AS112
  "198.18.0.0/15", // benchmarking
  "198.51.100.0/24", // documentation TEST-NET-2
  "203.0.113.0/24", // documentation TEST-NET-3
  "224.0.0.0/4", // multicast
  "240.0.0.0/4", // reserved, incl. 255.255.255.255 limited broadcast
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
 * The IPv6 ranges refused outright: every entry of the IANA IPv6
 * Special-Purpose Address Registry inside global unicast, as prefix groups
 * and length (everything outside `2000::/3` is refused anyway, see
 * `isBlockedAddress`).
 *
 * @since 0.3.0
 */
export const BlockedV6: ReadonlyArray<string> = [
  "2001::/23", // IETF protocol assignments: Teredo 2001::/32, benchmarking, AMT, AS112, ORCHID, DETs
  "2001:db8::/32", // documentation
  "2002::/16", // 6to4
  "2620:4f:8000::/48", // direct delegation AS112
  "3fff::/20" // documentation
]

const inV6 = (g: ReadonlyArray<number>, cidr: string): boolean => {
  const [net, bits] = cidr.split("/") as [string, string]
  const n = expandV6(net)!
  let left = Number(bits)
  for (let i = 0; i < 8 && left > 0; i++, left -= 16) {
    const mask = left >= 16 ? 0xffff : (0xffff << (16 - left)) & 0xffff
    if ((g[i]! & mask) !== (n[i]! & mask)) return false
  }
  return true
}

/**
 * Whether an IP address is one the fetcher must not reach: every range of
 * the IANA IPv4 and IPv6 special-purpose registries (loopback, private,
 * link-local incl. cloud metadata, CGNAT, documentation, benchmarking,
 * translation and tunnelling prefixes, anycast services), multicast and
 * reserved space, and any IPv6 address outside global unicast `2000::/3`.
 * IPv4-mapped (`::ffff:0:0/96`) and NAT64 (`64:ff9b::/96`) addresses are
 * judged by the IPv4 address they carry.
 *
 * @since 0.1.0
 */
export const isBlockedAddress = (ip: string): boolean => {
  const family = isIP(ip)
  if (family === 4) return BlockedV4.some((c) => inV4(ip, c))
  if (family !== 6) return true
  const g = expandV6(ip)
  if (g === null) return true
  const embedded = () => `${g[6]! >>> 8}.${g[6]! & 255}.${g[7]! >>> 8}.${g[7]! & 255}`
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return isBlockedAddress(embedded()) // ::ffff:a.b.c.d
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isBlockedAddress(embedded()) // NAT64 well-known prefix
  // Outside 2000::/3: ::, ::1, SIIT ::ffff:0:0:0/96, 64:ff9b:1::/48, 100::/64,
  // 5f00::/16, fc00::/7, fec0::/10, fe80::/10, ff00::/8 and all unassigned space.
  if ((g[0]! & 0xe000) !== 0x2000) return true
  return BlockedV6.some((c) => inV6(g, c))
}


const bareHost = (host: string) => host.replace(/^\[|\]$/g, "").toLowerCase()

/**
 * Why a webhook target is refused when it is written, or undefined: it
 * must be an absolute http(s) URL without credentials whose host is a
 * public address or a dotted public name (not `localhost`, `*.localhost`,
 * `*.local`, `*.internal` nor a single label), unless the operator allows
 * the host. Names are checked again on the address they resolve to when a
 * delivery is sent (the fetcher's SSRF guard).
 *
 * @since 0.3.0
 */
export const webhookTargetProblem = (raw: string, allowHosts: ReadonlyArray<string>): string | undefined => {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return "webhook_url must be an absolute http(s) URL"
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "webhook_url must be an http(s) URL"
  if (url.username !== "" || url.password !== "") return "webhook_url must not contain credentials (user:password@)"
  const host = bareHost(url.hostname)
  if (allowHosts.some((h) => bareHost(h) === host)) return undefined
  if (isIP(host) !== 0) return isBlockedAddress(host) ? `webhook_url is blocked: ${host} is not a public address` : undefined
  if (!host.includes(".") || /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/.test(host)) {
    return `webhook_url is blocked: ${host} is not a public host name`
  }
  return undefined
}
