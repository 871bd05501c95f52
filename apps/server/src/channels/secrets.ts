import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/*
 * Channel secrets at rest: AES-256-GCM with a random 96-bit IV per write and the channel id as
 * authenticated data. The key comes from CHANNEL_SECRET_KEY (src/config.ts); development without it
 * uses the embedded key below, which is public and therefore refused in production.
 */

/** Development only: `npm start` works without configuration. Never used with NODE_ENV=production. */
const DEVELOPMENT_KEY = Buffer.from('cGFybGV5LWRldmVsb3BtZW50LWNoYW5uZWwta2V5ISE=', 'base64');

export function channelKey(configured: Buffer | undefined): Buffer {
  return configured ?? DEVELOPMENT_KEY;
}

/** The secret fields of a channel configuration (spec 3); write-only for the browser. */
export type ChannelSecretValues = {
  password?: string;
  api_key?: string;
  accessToken?: string;
  refreshToken?: string;
  /** When the access token expires (ISO), for tokens from an OAuth sign-in (Google reviews); never from the browser. */
  expiresAt?: string;
};

export const secretFields = ['password', 'api_key', 'accessToken', 'refreshToken'] as const;

const b64 = (data: Buffer) => data.toString('base64url');

export function encryptSecrets(key: Buffer, channelId: string, secrets: ChannelSecretValues): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(channelId, 'utf8'));
  const data = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return ['v1', b64(iv), b64(cipher.getAuthTag()), b64(data)].join('.');
}

/** Throws when the ciphertext was altered, belongs to another channel or another key. */
export function decryptSecrets(key: Buffer, channelId: string, ciphertext: string): ChannelSecretValues {
  const [version, iv, tag, data] = ciphertext.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unknown secret format');
  // The tag's full 16 bytes: GCM would otherwise accept a tag cut to 4 bytes, which a forger can guess.
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
  decipher.setAAD(Buffer.from(channelId, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as ChannelSecretValues;
}
