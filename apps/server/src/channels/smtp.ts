import { isIP } from 'node:net';
import { channelMessageKeys } from '@parley/domain';
import nodemailer from 'nodemailer';
import {
  isLoopbackAddress,
  resolveSmtpHost,
  type SmtpAddressPolicy,
  type SmtpLookup,
} from './smtpAddress.ts';

/** How long one check may take in all: a host that never answers must not hold the request. */
export const SMTP_VERIFY_TIMEOUT_MS = 10_000;

export type SmtpEndpoint = {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
};

export type SmtpCheck = { ok: true } | { ok: false; messageKey: string; detail: string };

/** Answers nodemailer gives for refused credentials (SMTP 535 and friends). */
function isAuthFailure(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  return code === 'EAUTH' || responseCode === 535 || responseCode === 534 || responseCode === 530;
}

/**
 * How the check connects to the checked `address`. Without implicit TLS (`secure` off) STARTTLS is
 * required, so the password never crosses the network in clear text; only a mail server on this
 * machine (loopback, allowed in development) may speak plain SMTP.
 */
export function smtpTransportOptions(endpoint: SmtpEndpoint, address: string, timeoutMs: number) {
  const byName = isIP(endpoint.host.replace(/^\[|\]$/g, '')) === 0;
  return {
    host: address,
    port: endpoint.port,
    secure: endpoint.secure,
    requireTLS: !endpoint.secure && !isLoopbackAddress(address),
    auth: { user: endpoint.user, pass: endpoint.password },
    ...(byName ? { tls: { servername: endpoint.host } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  };
}

/**
 * Signs in to an SMTP host with the channel's credentials (nodemailer's `verify`: connect, EHLO,
 * STARTTLS where offered, AUTH) and says why it failed: the address is not one the server connects to,
 * unreachable, or credentials refused. It connects to the address `resolveSmtpHost` checked (TLS still
 * verifies the certificate against the host's name). The peer's own words (its banner, its refusal)
 * stay in `detail` for the server's log and never reach the admin who typed the host.
 */
export async function verifySmtp(
  endpoint: SmtpEndpoint,
  timeoutMs: number = SMTP_VERIFY_TIMEOUT_MS,
  policy: SmtpAddressPolicy & { lookup?: SmtpLookup } = { allowLoopback: false },
): Promise<SmtpCheck> {
  const resolved = await resolveSmtpHost(endpoint.host, policy);
  if (!resolved.ok)
    return resolved.reason === 'refused'
      ? { ok: false, messageKey: channelMessageKeys.smtpAddressRefused, detail: 'address refused' }
      : { ok: false, messageKey: channelMessageKeys.smtpUnreachable, detail: 'name did not resolve' };
  const transporter = nodemailer.createTransport(smtpTransportOptions(endpoint, resolved.address, timeoutMs));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('SMTP check timed out'), { code: 'ETIMEDOUT' })),
      timeoutMs,
    );
  });
  try {
    await Promise.race([transporter.verify(), timeout]);
    return { ok: true };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return isAuthFailure(error)
      ? { ok: false, messageKey: channelMessageKeys.smtpAuthFailed, detail }
      : { ok: false, messageKey: channelMessageKeys.smtpUnreachable, detail };
  } finally {
    clearTimeout(timer);
    transporter.close();
  }
}
