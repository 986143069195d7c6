/**
 * Where a webhook may go (SSRF): public addresses only unless allowed, checked at registration and on the address
 * each connection reaches, so a name that later resolves to 127.0.0.1 is refused too.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns'
import ipaddr from 'ipaddr.js'

/** Why the address may not be called, or null when it may. */
export function refusedAddress(address: string, allowPrivate: boolean): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`
  const parsed = ipaddr.process(address)
  // IPv4-mapped addresses come back as IPv4 from process(); NAT64, 6to4, Teredo and SIIT are ranges
  // of their own (refused below). What is left is ::a.b.c.d, IPv4-compatible IPv6 (deprecated,
  // and written ::7f00:1 by the URL parser), which ipaddr.js calls unicast: its IPv4 address decides.
  const compatible =
    parsed instanceof ipaddr.IPv6 && parsed.parts.slice(0, 6).every((part) => part === 0)
      ? (ipaddr.fromByteArray(parsed.toByteArray().slice(12)) as ipaddr.IPv4)
      : null
  // :: and ::1 are themselves (0.0.0.0/8 is no address to embed).
  const embedded = compatible !== null && compatible.range() !== 'unspecified' ? compatible : null
  const range = (embedded ?? parsed).range()
  if (range === 'unicast' || allowPrivate) return null
  const shown = embedded === null ? address : `${address} (${embedded.toString()})`
  return `${shown} is a ${range} address; webhooks go to public addresses only unless WEBHOOKS_ALLOW_PRIVATE_ADDRESSES is true`
}

/** The URL's host as an IP literal (brackets of IPv6 removed), or null for a name. */
export function literalHost(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  return ipaddr.isValid(host) ? host : null
}

/** Every address the host resolves to (a literal is its own), or null when it does not resolve now. */
export async function resolveHost(url: URL): Promise<string[] | null> {
  const literal = literalHost(url)
  if (literal !== null) return [literal]
  return new Promise((resolve) => {
    dnsLookup(url.hostname, { all: true }, (error, addresses) =>
      resolve(error ? null : addresses.map((a) => a.address)),
    )
  })
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/** A `lookup` for http.request that refuses to connect to an address the guard refuses. */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, [])
      for (const { address } of addresses) {
        const refusal = refusedAddress(address, allowPrivate)
        if (refusal !== null) return callback(Object.assign(new Error(refusal), { code: 'EADDRREFUSED' }), [])
      }
      if (options.all) return callback(null, addresses)
      callback(null, addresses[0]!.address, addresses[0]!.family)
    })
  }
}
