import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import {
  type ClientRequest,
  request as httpRequest,
  type IncomingMessage,
  type RequestOptions,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';

/*
 * The transport of a bot's http-request node. An admin types the URL and this server calls it, so an
 * unchecked URL would let a bot reach the server's own network (the cloud's metadata service, the
 * database, other tenants' internals). A request goes out only to a host on the allow-list, the host is
 * resolved once and every address it resolves to must be public, and the connection goes to the
 * address that was checked (a `lookup` that answers it), so a name that resolves differently the
 * second time (DNS rebinding) cannot switch it. Redirects are never followed; one timer covers the
 * lookup, the connection and the body, and the body is read only up to its limit.
 */

export type HttpRequestPolicy = {
  /** Exact host names, or '*.example.com' for its subdomains (not example.com itself); empty = none. */
  allowedHosts: readonly string[];
  /** The whole request: lookup, connection, headers and body. */
  timeoutMs: number;
  /** Larger answers are cut off and reported TOO_LARGE. */
  maxResponseBytes: number;
  maxRequestBytes: number;
  /** Addresses trusted although private (tests and local development only, e.g. ['127.0.0.1']). */
  trustedAddresses?: readonly string[];
  /** DNS lookup, replaceable in tests; default node:dns/promises lookup with { all: true }. */
  lookup?: (host: string) => Promise<{ address: string; family: 4 | 6 }[]>;
};

export type HttpRequestInput = {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
  headers?: Record<string, string>;
};

export type HttpRequestOutcome =
  | { ok: true; status: number; body: string; contentType: string | null }
  | {
      ok: false;
      reason:
        | 'BAD_URL'
        | 'HOST_NOT_ALLOWED'
        | 'PRIVATE_ADDRESS'
        | 'TIMEOUT'
        | 'TOO_LARGE'
        | 'NETWORK'
        | 'HTTP_ERROR';
      status?: number;
    };

export const HTTP_REQUEST_URL_MAX_LENGTH = 2048;
export const HTTP_REQUEST_USER_AGENT = 'Parley-Bot/1.0';
/** Request headers: at most this many, each name and value capped, and all of them together. */
export const HTTP_REQUEST_HEADER_LIMITS = { count: 20, nameLength: 64, valueLength: 2048, totalBytes: 8192 };

// ---------------------------------------------------------------------------------------------------
// Addresses

/** 32 bits of an IPv4 address, or null when `address` is not one in dotted decimal. */
function ipv4Number(address: string): number | null {
  if (isIP(address) !== 4) return null;
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

/** The eight 16-bit groups of an IPv6 address (a zone `%eth0` left out), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.split('%')[0] ?? '';
  if (isIP(bare) !== 6) return null;
  const parse = (part: string): number[] => {
    if (part === '') return [];
    return part.split(':').flatMap((group) => {
      const v4 = ipv4Number(group);
      return v4 === null ? [Number.parseInt(group, 16)] : [Math.floor(v4 / 65_536), v4 % 65_536];
    });
  };
  const [head = '', tail] = bare.split('::');
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** Whether `value` lies in the IPv4 network `network`/`prefix`. */
function inIpv4(value: number, network: string, prefix: number): boolean {
  const size = 2 ** (32 - prefix);
  return Math.floor(value / size) === Math.floor((ipv4Number(network) ?? 0) / size);
}

/** Everything but the public internet: RFC 6890's special-purpose ranges that are not global. */
const PRIVATE_IPV4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the cloud metadata service (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address 255.255.255.255
];

function isPrivateIpv4(value: number): boolean {
  return PRIVATE_IPV4.some(([network, prefix]) => inIpv4(value, network, prefix));
}

const embeddedIpv4 = (high: number, low: number) => high * 65_536 + low;

/**
 * Whether an IP address is not a public one: loopback, private, link-local, carrier-grade NAT, "this"
 * network, multicast, broadcast, documentation and reserved IPv4 ranges; for IPv6 everything outside
 * global unicast (2000::/3: so ::1, ::, fc00::/7, fe80::/10, ff00::/8 and the rest), documentation and
 * IETF ranges inside it, and addresses that carry an IPv4 address (IPv4-mapped ::ffff:a.b.c.d, NAT64
 * 64:ff9b::/96, 6to4 2002::/16) by the address they carry. Anything that is not an IP address counts as
 * private: the check fails closed.
 */
export function isPrivateAddress(address: string): boolean {
  const literal = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const v4 = ipv4Number(literal);
  if (v4 !== null) return isPrivateIpv4(v4);
  const groups = ipv6Groups(literal);
  if (groups?.length !== 8) return true;
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const carried = embeddedIpv4(g6, g7);
  // IPv4-mapped ::ffff:a.b.c.d
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff)
    return isPrivateIpv4(carried);
  // NAT64 64:ff9b::/96 (the well-known prefix)
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return isPrivateIpv4(carried);
  // 6to4 2002:AABB:CCDD::/48 carries AA.BB.CC.DD
  if (g0 === 0x2002) return isPrivateIpv4(embeddedIpv4(g1, g2));
  // Outside global unicast 2000::/3: unspecified, loopback, NAT64 local use, unique local, link-local, multicast.
  if (g0 < 0x2000 || g0 > 0x3fff) return true;
  // 2001::/23 IETF protocol assignments (Teredo, benchmarking, ORCHID), 2001:db8::/32 and 3fff::/20 documentation
  if (g0 === 0x2001 && (g1 < 0x200 || g1 === 0xdb8)) return true;
  return g0 === 0x3fff && g1 < 0x1000;
}

/** An address in one spelling: IPv6 compressed and lower-case, without brackets. */
function canonicalAddress(address: string): string {
  const literal = (address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address)
    .trim()
    .toLowerCase();
  if (isIP(literal) !== 6) return literal;
  try {
    return new URL(`http://[${literal}]/`).hostname.slice(1, -1);
  } catch {
    return literal;
  }
}

// ---------------------------------------------------------------------------------------------------
// Hosts

/** A host name lower-cased without its trailing dot, an IP address in its canonical spelling. */
function canonicalHost(host: string): string {
  const lower = host.trim().toLowerCase();
  return canonicalAddress(lower.endsWith('.') ? lower.slice(0, -1) : lower);
}

function hostAllowed(host: string, allowedHosts: readonly string[]): boolean {
  const literal = isIP(host) !== 0;
  return allowedHosts.some((entry) => {
    const pattern = entry.trim().toLowerCase();
    // A wildcard names subdomains; an IP address is allowed only by itself.
    if (pattern.startsWith('*.')) {
      const suffix = canonicalHost(pattern.slice(1));
      return !literal && suffix.length > 1 && host.length > suffix.length && host.endsWith(suffix);
    }
    return pattern !== '' && canonicalHost(pattern) === host;
  });
}

// ---------------------------------------------------------------------------------------------------
// Headers

/** Custom headers a proxy or framework may believe about the caller or the method: never forwarded. */
const FORBIDDEN_CUSTOM_HEADER =
  /^x-(forwarded-|real-ip$|original-|rewrite-url$|http-method|method-override$)/;
const HEADER_NAME = /^[a-z0-9-]+$/;
// What Node accepts in a header value: no line breaks or other control characters.
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * The request headers that go out: content-type, accept, authorization and custom `x-` headers; any
 * other (host, cookie, content-length, user-agent, ...) and any value with a line break is left out.
 * Null when they are more or larger than HTTP_REQUEST_HEADER_LIMITS.
 */
function requestHeaders(headers: Record<string, string> | undefined): Record<string, string> | null {
  const safe: Record<string, string> = {};
  const entries = Object.entries(headers ?? {});
  if (entries.length > HTTP_REQUEST_HEADER_LIMITS.count) return null;
  let total = 0;
  for (const [rawName, value] of entries) {
    if (typeof value !== 'string') continue;
    const name = rawName.trim().toLowerCase();
    if (
      name.length > HTTP_REQUEST_HEADER_LIMITS.nameLength ||
      value.length > HTTP_REQUEST_HEADER_LIMITS.valueLength
    )
      return null;
    total += name.length + Buffer.byteLength(value);
    if (total > HTTP_REQUEST_HEADER_LIMITS.totalBytes) return null;
    const allowed =
      name === 'content-type' ||
      name === 'accept' ||
      name === 'authorization' ||
      (name.startsWith('x-') && !FORBIDDEN_CUSTOM_HEADER.test(name));
    if (allowed && HEADER_NAME.test(name) && HEADER_VALUE.test(value)) safe[name] = value;
  }
  safe['user-agent'] = HTTP_REQUEST_USER_AGENT;
  return safe;
}

// ---------------------------------------------------------------------------------------------------
// The request

type Failure = Extract<HttpRequestOutcome, { ok: false }>;
const fail = (reason: Failure['reason'], status?: number): Failure =>
  status === undefined ? { ok: false, reason } : { ok: false, reason, status };

const systemLookup = async (host: string) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? (6 as const) : (4 as const),
  }));

type PinnedLookup = NonNullable<RequestOptions['lookup']>;

/** A lookup that answers every question with the address that was checked. */
function pinnedLookup(address: string): PinnedLookup {
  const family = isIP(address) === 6 ? 6 : 4;
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family } satisfies LookupAddress]);
    else callback(null, address, family);
  }) as PinnedLookup;
}

/** What the URL names, or why it cannot be called. */
function target(input: HttpRequestInput): { ok: true; url: URL; host: string } | Failure {
  if (typeof input.url !== 'string' || input.url.length > HTTP_REQUEST_URL_MAX_LENGTH) return fail('BAD_URL');
  if (input.method !== 'GET' && input.method !== 'POST') return fail('BAD_URL');
  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    return fail('BAD_URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('BAD_URL');
  if (url.username !== '' || url.password !== '') return fail('BAD_URL');
  const host = canonicalHost(url.hostname);
  if (host === '' || host.endsWith('.')) return fail('BAD_URL');
  return { ok: true, url, host };
}

/**
 * Calls an http(s) URL under `policy`. Never throws: every way it can go wrong is an outcome. A 3xx
 * answer is returned as it is (never followed), a 4xx or 5xx is HTTP_ERROR with its status.
 */
export async function performHttpRequest(
  policy: HttpRequestPolicy,
  input: HttpRequestInput,
): Promise<HttpRequestOutcome> {
  try {
    return await perform(policy, input);
  } catch {
    return fail('NETWORK');
  }
}

async function perform(policy: HttpRequestPolicy, input: HttpRequestInput): Promise<HttpRequestOutcome> {
  const named = target(input);
  if (!named.ok) return named;
  const { url, host } = named;
  if (!hostAllowed(host, policy.allowedHosts)) return fail('HOST_NOT_ALLOWED');

  const body = input.method === 'POST' ? Buffer.from(input.body ?? '', 'utf8') : null;
  if (body && body.length > policy.maxRequestBytes) return fail('TOO_LARGE');
  const headers = requestHeaders(input.headers);
  if (!headers) return fail('TOO_LARGE');

  const trusted = new Set((policy.trustedAddresses ?? []).map(canonicalAddress));
  const refused = (address: string) => isPrivateAddress(address) && !trusted.has(canonicalAddress(address));

  const deadline = Date.now() + policy.timeoutMs;
  let address: string;
  if (isIP(host) !== 0) {
    if (refused(host)) return fail('PRIVATE_ADDRESS');
    address = host;
  } else {
    const resolved = await withDeadline((policy.lookup ?? systemLookup)(host), deadline);
    if (resolved === 'TIMEOUT') return fail('TIMEOUT');
    if (resolved === 'ERROR' || resolved.length === 0) return fail('NETWORK');
    if (resolved.some((entry) => refused(entry.address))) return fail('PRIVATE_ADDRESS');
    address = (resolved[0] as { address: string }).address;
  }

  if (body) headers['content-length'] = String(body.length);
  const options: RequestOptions & { servername?: string } = {
    method: input.method,
    protocol: url.protocol,
    hostname: host,
    port: url.port === '' ? undefined : Number(url.port),
    path: `${url.pathname}${url.search}`,
    headers,
    // A connection of its own: no pooled socket to another address, nothing kept open.
    agent: false,
    lookup: pinnedLookup(address),
    maxHeaderSize: 16 * 1024,
  };
  // TLS checks the certificate against the host name, not the address connected to.
  if (url.protocol === 'https:' && isIP(host) === 0) options.servername = host;
  return send(url.protocol === 'https:' ? httpsRequest : httpRequest, options, body, policy, deadline);
}

async function withDeadline<T>(promise: Promise<T>, deadline: number): Promise<T | 'TIMEOUT' | 'ERROR'> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<'TIMEOUT'>((resolve) => {
    timer = setTimeout(() => resolve('TIMEOUT'), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([promise.catch(() => 'ERROR' as const), expired]);
  } finally {
    clearTimeout(timer);
  }
}

function send(
  request: typeof httpRequest,
  options: RequestOptions,
  body: Buffer | null,
  policy: HttpRequestPolicy,
  deadline: number,
): Promise<HttpRequestOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    let req: ClientRequest | undefined;
    let res: IncomingMessage | undefined;
    const finish = (outcome: HttpRequestOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      res?.destroy();
      req?.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish(fail('TIMEOUT')), Math.max(0, deadline - Date.now()));

    try {
      req = request(options, (response) => {
        res = response;
        const status = response.statusCode ?? 0;
        if (status >= 400) return finish(fail('HTTP_ERROR', status));
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > policy.maxResponseBytes) return finish(fail('TOO_LARGE'));
        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > policy.maxResponseBytes) return finish(fail('TOO_LARGE'));
          chunks.push(chunk);
        });
        response.on('end', () =>
          finish({
            ok: true,
            status,
            body: Buffer.concat(chunks).toString('utf8'),
            contentType: response.headers['content-type'] ?? null,
          }),
        );
        // A body cut off by the peer closes without an end.
        response.on('close', () => finish(fail('NETWORK')));
        response.on('error', () => finish(fail('NETWORK')));
      });
      req.on('error', () => finish(fail('NETWORK')));
      req.end(body ?? undefined);
    } catch {
      finish(fail('NETWORK'));
    }
  });
}
