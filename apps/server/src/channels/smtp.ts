import { channelMessageKeys } from '@parley/domain';
import nodemailer from 'nodemailer';

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
 * Signs in to an SMTP host with the channel's credentials (nodemailer's `verify`: connect, EHLO,
 * STARTTLS where offered, AUTH) and says why it failed: unreachable, or credentials refused.
 */
export async function verifySmtp(
  endpoint: SmtpEndpoint,
  timeoutMs: number = SMTP_VERIFY_TIMEOUT_MS,
): Promise<SmtpCheck> {
  const transporter = nodemailer.createTransport({
    host: endpoint.host,
    port: endpoint.port,
    secure: endpoint.secure,
    auth: { user: endpoint.user, pass: endpoint.password },
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
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
