import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/*
 * Where the SMTP check may connect. An admin types the host and port, and the check connects from this
 * server, so an unchecked host would let anyone with an admin account probe the server's own network
 * (the cloud's metadata service, databases, other tenants' internals). The host is resolved once here,
 * every address it resolves to must be public, and the check then connects to that address itself:
 * no second lookup that a rebinding name could answer differently.
 */

/** Internal, link-local, shared, multicast and reserved ranges, IPv4 and IPv6. */
const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['169.254.0.0', 16], // link-local, the cloud metadata service (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  internal.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible addresses
  ['64:ff9b::', 96], // NAT64: an IPv4 address behind a translator
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['fc00::', 7], // unique local (AWS metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  internal.addSubnet(network, prefix, 'ipv6');

/** Loopback: refused too unless a development setting allows it (a local test mail server). */
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export type SmtpAddressPolicy = { allowLoopback: boolean };

/** Whether an IP address is this machine's (127.0.0.0/8, ::1, and their IPv4-mapped forms). */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether the check may connect to this IP address. IPv4-mapped IPv6 addresses (::ffff:a.b.c.d, also
 * written ::ffff:7f00:1) are judged by the IPv4 address they carry.
 */
export function smtpAddressAllowed(address: string, { allowLoopback }: SmtpAddressPolicy): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(address, type)) return allowLoopback;
  return !internal.check(address, type);
}

type LookupResult = { address: string; family: number };
export type SmtpLookup = (host: string) => Promise<LookupResult[]>;

const systemLookup: SmtpLookup = (host) => dnsLookup(host, { all: true, verbatim: true });

export type ResolvedSmtpHost =
  | { ok: true; address: string }
  | { ok: false; reason: 'refused' | 'unreachable' };

/**
 * The address to connect to for `host` (a name, an IP address, or an IPv6 address in brackets), or why
 * there is none: `refused` when the host is or resolves to an address `smtpAddressAllowed` refuses
 * (any one of them: a name that lists a public and an internal address is refused), `unreachable`
 * when the name does not resolve.
 */
export async function resolveSmtpHost(
  host: string,
  { allowLoopback, lookup = systemLookup }: SmtpAddressPolicy & { lookup?: SmtpLookup },
): Promise<ResolvedSmtpHost> {
  const literal = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (isIP(literal))
    return smtpAddressAllowed(literal, { allowLoopback })
      ? { ok: true, address: literal }
      : { ok: false, reason: 'refused' };
  let addresses: LookupResult[];
  try {
    addresses = await lookup(literal);
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  const [first] = addresses;
  if (!first) return { ok: false, reason: 'unreachable' };
  if (!addresses.every(({ address }) => smtpAddressAllowed(address, { allowLoopback })))
    return { ok: false, reason: 'refused' };
  return { ok: true, address: first.address };
}
