import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Config } from '../config.ts';

export function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/** The TCP peer, or undefined when the request did not come through the Node server (app.request). */
export function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The client's address (the audit log shows it). Behind a reverse proxy (TRUST_PROXY=1) it is the hop
 * the proxy appended last to X-Forwarded-For: earlier entries are whatever the client chose to send.
 * Without a peer (in-process requests) every caller is 'unknown', so limits still apply.
 */
export function clientIp(c: Context, config: Pick<Config, 'trustProxy'>): string {
  if (config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return peerAddress(c) ?? 'unknown';
}

/** The key a per-address rate limit counts the caller by (an IPv6 client by its /64). */
export function clientAddress(c: Context, config: Pick<Config, 'trustProxy'>): string {
  return rateLimitKeyOf(clientIp(c, config));
}

/**
 * The key an address counts under: an IPv4 address itself (also when written IPv4-mapped), an IPv6
 * address by its /64 prefix, since one subscriber gets a whole /64 and could otherwise take a fresh
 * address, and a fresh allowance, for every request. Anything else is returned as it is.
 */
export function rateLimitKeyOf(address: string): string {
  const bare = address.split('%')[0] ?? address;
  if (isIP(bare) !== 6) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  // A dotted IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) stands for two groups.
  const width = (parts: string[]) => parts.reduce((n, part) => n + (part.includes('.') ? 2 : 1), 0);
  const [head = '', tail] = bare.split('::');
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  const zeros = tail === undefined ? [] : Array(8 - width(before) - width(after)).fill('0');
  const prefix = [...before, ...zeros, ...after]
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * Dev routes and the emulator proxy answer only to the local machine, in every mode: the emulator's
 * admin API hands out password-reset codes for any account. A forwarded request is never local,
 * even when the proxy itself connects from loopback.
 */
export function isLocalRequest(
  c: Context,
  config: Pick<Config, 'trustProxy'> = { trustProxy: false },
): boolean {
  const forwarded = c.req.header('x-forwarded-for');
  if (c.req.header('forwarded') !== undefined) return false;
  // Through a trusted proxy on this machine (npm run cluster's nginx), a request is local when every
  // hop it names is this machine too: the proxy appends the real client, which a remote one is not.
  if (forwarded !== undefined) {
    const hops = forwarded.split(',').map((hop) => hop.trim());
    if (!config.trustProxy || !hops.every((hop) => isLoopback(hop))) return false;
  }
  // A page elsewhere can point a name of its own at 127.0.0.1 (DNS rebinding) and reach these routes
  // from the developer's browser: its requests then name that host, not this machine.
  return isLoopback(peerAddress(c)) && isLoopbackHost(c.req.header('host') ?? new URL(c.req.url).host);
}

/** Whether a Host header names this machine: localhost (or a name under it), 127.x.y.z or [::1]. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = (
    host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '')
  ).toLowerCase();
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  );
}
