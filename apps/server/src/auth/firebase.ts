import { randomUUID } from 'node:crypto';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { assertSafeConfig, type Config } from '../config.ts';

export type VerifiedToken = {
  uid: string;
  email: string | undefined;
  /** Whether the identity provider has seen the user prove the email (the `email_verified` claim). */
  emailVerified: boolean;
  /** When the token stops being valid (epoch ms, from its `exp` claim). */
  expiresAt: number;
  /** How the session was signed in (`password`, `custom` for a token the server made: impersonation). */
  signInProvider: string | undefined;
};

export type ResetPasswordOutcome = 'ok' | 'invalid-code';

export type SignInAccount = { uid: string; email: string; password: string; displayName?: string };

/** The identity provider as the server sees it. Tests and the app use the same Firebase-backed one. */
export type AuthService = {
  readonly emulatorHost: string | undefined;
  verifyIdToken(token: string): Promise<VerifiedToken>;
  createCustomToken(uid: string): Promise<string>;
  /**
   * Moves the account's sign-in to `email` the way the account's owner would (a session of theirs asks
   * the identity provider), so the provider mails the old address a notice with a link that undoes
   * the change (Firebase's "email address change" mail; the emulator records it as a RECOVER_EMAIL
   * code). An admin SDK update would change it silently.
   */
  updateEmail(uid: string, email: string): Promise<void>;
  /** Sets a new password (profile change-password dialog); the client signs in again with it. */
  updatePassword(uid: string, password: string): Promise<void>;
  /** Whether `password` is the account's password now, asked of the identity provider (a sign-in). */
  verifyPassword(email: string, password: string): Promise<boolean>;
  /** Ends the account's sessions: its refresh tokens stop working, ID tokens run out within the hour. */
  revokeSessions(uid: string): Promise<void>;
  /** Makes sure each account exists in the identity provider (idempotent). */
  ensureAccounts(accounts: readonly SignInAccount[]): Promise<void>;
  sendPasswordResetEmail(email: string, continueUrl: string): Promise<void>;
  confirmPasswordReset(oobCode: string, newPassword: string): Promise<ResetPasswordOutcome>;
  close(): Promise<void>;
};

type AuthConfig = Pick<Config, 'firebaseProjectId' | 'firebaseAuthEmulatorHost' | 'firebaseApiKey'> &
  Partial<Pick<Config, 'environment'>>;

const TOKEN_CACHE_MS = 60_000;
const TOKEN_CACHE_MAX = 1_000;

export class IdentityToolkitError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(`Identity Toolkit answered ${status} ${reason}`);
  }
}

export function identityToolkitBase(config: AuthConfig): string {
  return config.firebaseAuthEmulatorHost
    ? `http://${config.firebaseAuthEmulatorHost}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1';
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

export function createFirebaseAuth(config: AuthConfig): AuthService {
  if (config.environment) assertSafeConfig({ ...config, environment: config.environment });
  // firebase-admin reads the emulator host from the environment on every call: keep the two in step,
  // so emulator (unsigned) tokens are accepted only when the config says so.
  if (config.firebaseAuthEmulatorHost)
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebaseAuthEmulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;

  const app: App = initializeApp({ projectId: config.firebaseProjectId }, `parley-${randomUUID()}`);
  const auth = getAuth(app);
  const cache = new Map<string, VerifiedToken & { until: number }>();
  const base = identityToolkitBase(config);

  async function identityToolkit(method: string, body: Record<string, unknown>): Promise<unknown> {
    const response = await fetch(
      `${base}/accounts:${method}?key=${encodeURIComponent(config.firebaseApiKey)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      },
    );
    const json = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
    if (!response.ok) throw new IdentityToolkitError(response.status, json.error?.message ?? 'UNKNOWN');
    return json;
  }

  return {
    emulatorHost: config.firebaseAuthEmulatorHost,

    async verifyIdToken(token) {
      const now = Date.now();
      const cached = cache.get(token);
      if (cached && cached.until > now) {
        const { until: _until, ...verified } = cached;
        return verified;
      }
      const decoded = await auth.verifyIdToken(token);
      const verified: VerifiedToken = {
        uid: decoded.uid,
        email: decoded.email?.toLowerCase(),
        emailVerified: decoded.email_verified === true,
        expiresAt: decoded.exp * 1000,
        signInProvider: decoded.firebase.sign_in_provider,
      };
      if (cache.size >= TOKEN_CACHE_MAX) cache.clear();
      cache.set(token, { ...verified, until: Math.min(decoded.exp * 1000, now + TOKEN_CACHE_MS) });
      return verified;
    },

    createCustomToken: (uid) => auth.createCustomToken(uid),

    async updateEmail(uid, email) {
      const token = await auth.createCustomToken(uid);
      const session = (await identityToolkit('signInWithCustomToken', {
        token,
        returnSecureToken: true,
      })) as { idToken?: string };
      if (!session.idToken) throw new Error('The identity provider returned no session for the email change');
      await identityToolkit('update', { idToken: session.idToken, email, returnSecureToken: false });
    },

    async updatePassword(uid, password) {
      await auth.updateUser(uid, { password });
    },

    async verifyPassword(email, password) {
      try {
        await identityToolkit('signInWithPassword', { email, password, returnSecureToken: false });
        return true;
      } catch (error) {
        // Wrong password, unknown account (older and newer wording), or locked out for a while.
        if (
          error instanceof IdentityToolkitError &&
          /INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS|EMAIL_NOT_FOUND|USER_DISABLED|TOO_MANY_ATTEMPTS/.test(
            error.reason,
          )
        )
          return false;
        throw error;
      }
    },

    async revokeSessions(uid) {
      await auth.revokeRefreshTokens(uid);
    },

    async ensureAccounts(accounts) {
      for (const account of accounts) {
        try {
          await auth.getUser(account.uid);
        } catch (error) {
          if (errorCode(error) !== 'auth/user-not-found') throw error;
          try {
            await auth.createUser({
              uid: account.uid,
              email: account.email,
              password: account.password,
              emailVerified: true,
              ...(account.displayName ? { displayName: account.displayName } : {}),
            });
          } catch (createError) {
            // Same email under another uid: sign-in still works, the server links users by email.
            if (errorCode(createError) !== 'auth/email-already-exists') throw createError;
          }
        }
      }
    },

    async sendPasswordResetEmail(email, continueUrl) {
      await identityToolkit('sendOobCode', { requestType: 'PASSWORD_RESET', email, continueUrl });
    },

    async confirmPasswordReset(oobCode, newPassword) {
      try {
        await identityToolkit('resetPassword', { oobCode, newPassword });
        return 'ok';
      } catch (error) {
        if (error instanceof IdentityToolkitError && /OOB_CODE/.test(error.reason)) return 'invalid-code';
        throw error;
      }
    },

    close: () => deleteApp(app),
  };
}
