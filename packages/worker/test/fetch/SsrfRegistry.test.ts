/**
 * The SSRF guard against the IANA special-purpose address registries
 * (issue 15): one row per registry entry, with the first and the last
 * address of its block, every one refused; and public addresses allowed.
 *
 * Sources: https://www.iana.org/assignments/iana-ipv4-special-registry and
 * https://www.iana.org/assignments/iana-ipv6-special-registry (as of
 * 2025), plus multicast, deprecated site-local and the IPv4-translated
 * (SIIT) forms named in the issue.
 */
import * as SsrfGuard from "../../src/fetch/SsrfGuard.js"
import { describe, expect, it } from "vitest"

const ipv4Registry: ReadonlyArray<readonly [string, string, string]> = [
  ["0.0.0.0/8", "0.0.0.0", "0.255.255.255"],
  ["0.0.0.0/32", "0.0.0.0", "0.0.0.0"],
  ["10.0.0.0/8", "10.0.0.0", "10.255.255.255"],
  ["100.64.0.0/10", "100.64.0.0", "100.127.255.255"],
  ["127.0.0.0/8", "127.0.0.0", "127.255.255.255"],
  ["169.254.0.0/16", "169.254.0.0", "169.254.255.255"],
  ["172.16.0.0/12", "172.16.0.0", "172.31.255.255"],
  ["192.0.0.0/24", "192.0.0.0", "192.0.0.255"],
  ["192.0.0.0/29", "192.0.0.0", "192.0.0.7"],
  ["192.0.0.8/32", "192.0.0.8", "192.0.0.8"],
  ["192.0.0.9/32", "192.0.0.9", "192.0.0.9"],
  ["192.0.0.10/32", "192.0.0.10", "192.0.0.10"],
  ["192.0.0.170/32", "192.0.0.170", "192.0.0.170"],
  ["192.0.0.171/32", "192.0.0.171", "192.0.0.171"],
  ["192.0.2.0/24", "192.0.2.0", "192.0.2.255"],
  ["192.31.196.0/24", "192.31.196.0", "192.31.196.255"],
  ["192.52.193.0/24", "192.52.193.0", "192.52.193.255"],
  ["192.88.99.0/24", "192.88.99.0", "192.88.99.255"],
  ["192.168.0.0/16", "192.168.0.0", "192.168.255.255"],
  ["192.175.48.0/24", "192.175.48.0", "192.175.48.255"],
  ["198.18.0.0/15", "198.18.0.0", "198.19.255.255"],
  ["198.51.100.0/24", "198.51.100.0", "198.51.100.255"],
  ["203.0.113.0/24", "203.0.113.0", "203.0.113.255"],
  ["224.0.0.0/4 (multicast)", "224.0.0.0", "239.255.255.255"],
  ["240.0.0.0/4", "240.0.0.0", "255.255.255.254"],
  ["255.255.255.255/32", "255.255.255.255", "255.255.255.255"]
]

const ipv6Registry: ReadonlyArray<readonly [string, string, string]> = [
  ["::1/128", "::1", "::1"],
  ["::/128", "::", "::"],
  ["::ffff:0:0/96 (IPv4-mapped, blocked IPv4)", "::ffff:0.0.0.0", "::ffff:127.255.255.255"],
  ["::ffff:0:0:0/96 (SIIT IPv4-translated)", "::ffff:0:0.0.0.0", "::ffff:0:255.255.255.255"],
  ["64:ff9b::/96 (NAT64, blocked IPv4)", "64:ff9b::10.0.0.0", "64:ff9b::169.254.169.254"],
  ["64:ff9b:1::/48", "64:ff9b:1::", "64:ff9b:1:ffff:ffff:ffff:ffff:ffff"],
  ["100::/64", "100::", "100::ffff:ffff:ffff:ffff"],
  ["100:0:0:1::/64", "100:0:0:1::", "100::1:ffff:ffff:ffff:ffff"],
  ["2001::/23", "2001::", "2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff"],
  ["2001::/32 (Teredo)", "2001::", "2001:0:ffff:ffff:ffff:ffff:ffff:ffff"],
  ["2001:1::1/128", "2001:1::1", "2001:1::1"],
  ["2001:1::2/128", "2001:1::2", "2001:1::2"],
  ["2001:1::3/128", "2001:1::3", "2001:1::3"],
  ["2001:2::/48", "2001:2::", "2001:2:0:ffff:ffff:ffff:ffff:ffff"],
  ["2001:3::/32", "2001:3::", "2001:3:ffff:ffff:ffff:ffff:ffff:ffff"],
  ["2001:4:112::/48", "2001:4:112::", "2001:4:112:ffff:ffff:ffff:ffff:ffff"],
  ["2001:10::/28", "2001:10::", "2001:1f:ffff:ffff:ffff:ffff:ffff:ffff"],
  ["2001:20::/28", "2001:20::", "2001:2f:ffff:ffff:ffff:ffff:ffff:ffff"],
  ["2001:30::/28", "2001:30::", "2001:3f:ffff:ffff:ffff:ffff:ffff:ffff"],
  ["2001:db8::/32", "2001:db8::", "2001:db8:ffff:ffff:ffff:ffff:ffff:ffff"],
  ["2002::/16 (6to4)", "2002::", "2002:ffff:ffff:ffff:ffff:ffff:ffff:ffff"],
  ["2620:4f:8000::/48", "2620:4f:8000::", "2620:4f:8000:ffff:ffff:ffff:ffff:ffff"],
  ["3fff::/20", "3fff::", "3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff"],
  ["5f00::/16", "5f00::", "5f00:ffff:ffff:ffff:ffff:ffff:ffff:ffff"],
  ["fc00::/7", "fc00::", "fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff"],
  ["fe80::/10", "fe80::", "febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff"],
  ["fec0::/10 (deprecated site-local)", "fec0::", "feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff"],
  ["ff00::/8 (multicast)", "ff00::", "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff"]
]

const publicAddresses = [
  "1.1.1.1",
  "8.8.8.8",
  "93.184.216.34",
  "100.63.255.255",
  "100.128.0.0",
  "172.15.255.255",
  "172.32.0.0",
  "192.0.1.1",
  "192.88.98.255",
  "192.88.100.0",
  "198.17.255.255",
  "198.20.0.0",
  "223.255.255.255",
  "::ffff:8.8.8.8",
  "64:ff9b::8.8.8.8",
  "2001:200::1",
  "2001:db9::1",
  "2003::1",
  "2606:2800:220:1:248:1893:25c8:1946",
  "2a00:1450:4001:81c::200e",
  "3ffe:ffff::1"
]

describe("SSRF guard vs the IANA special-purpose registries", () => {
  it.each(ipv4Registry)("IPv4 %s is refused (first %s, last %s)", (_, first, last) => {
    expect(SsrfGuard.isBlockedAddress(first)).toBe(true)
    expect(SsrfGuard.isBlockedAddress(last)).toBe(true)
  })
  it.each(ipv6Registry)("IPv6 %s is refused (first %s, last %s)", (_, first, last) => {
    expect(SsrfGuard.isBlockedAddress(first)).toBe(true)
    expect(SsrfGuard.isBlockedAddress(last)).toBe(true)
  })
  it.each(publicAddresses)("public %s is allowed", (ip) => {
    expect(SsrfGuard.isBlockedAddress(ip)).toBe(false)
  })

  it("a name that resolves to a blocked address is refused without saying what it resolves to", async () => {
    const dns: any = (_h: string, _o: unknown, cb: any) => cb(null, [{ address: "10.9.8.7", family: 4 }])
    const guard = SsrfGuard.make([], dns)
    const err = await new Promise<NodeJS.ErrnoException>((resolve) => guard.lookup("vm", {}, (e: NodeJS.ErrnoException) => resolve(e)))
    expect(err.code).toBe(SsrfGuard.BlockedCode)
    expect(err.message).toMatch(/vm is blocked/)
    expect(err.message).not.toMatch(/10\.9\.8\.7/)
  })
})
