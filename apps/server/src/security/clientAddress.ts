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
 * The client's address for rate limits. Behind a reverse proxy (TRUST_PROXY=1) it is the hop the
 * proxy appended last to X-Forwarded-For: earlier entries are whatever the client chose to send.
 * Without a peer (in-process requests) every caller shares one key, so limits still apply.
 */
export function clientAddress(c: Context, config: Pick<Config, 'trustProxy'>): string {
  if (config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return peerAddress(c) ?? 'unknown';
}

/**
 * Dev routes and the emulator proxy answer only to the local machine, in every mode: the emulator's
 * admin API hands out password-reset codes for any account. A forwarded request is never local,
 * even when the proxy itself connects from loopback.
 */
export function isLocalRequest(c: Context): boolean {
  if (c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined) return false;
  return isLoopback(peerAddress(c));
}
