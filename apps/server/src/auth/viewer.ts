import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type UserRow, users } from '../db/schema.ts';
import type { AuthService } from './firebase.ts';

/**
 * The signed-in user. Role and company always come from the database, never from the client; whether
 * the role suffices is asked of the domain's access rule (auth/access.ts).
 */
export type Viewer = {
  user: UserRow;
  companyId: string;
  /** When the token this session was proven with expires (epoch ms); long-lived sockets end then. */
  tokenExpiresAt: number;
};

export function bearerToken(header: string | null | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/**
 * The user of a sign-in, the one query every request makes: prepared once per database (a named
 * statement on PostgreSQL), so it is neither built by the query builder nor planned again each time.
 */
const userByUid = new WeakMap<Db, ReturnType<typeof prepareUserByUid>>();
function prepareUserByUid(db: Db) {
  return db
    .select()
    .from(users)
    .where(eq(users.firebaseUid, sql.placeholder('uid')))
    .limit(1)
    .prepare('viewer_user_by_firebase_uid');
}

/** Verifies the ID token and loads its active user; null for anything that is not a valid session. */
export async function viewerFromToken(
  token: string | undefined,
  deps: { db: Db; auth: AuthService },
): Promise<Viewer | null> {
  if (!token) return null;
  let verified: Awaited<ReturnType<AuthService['verifyIdToken']>>;
  try {
    verified = await deps.auth.verifyIdToken(token);
  } catch {
    return null;
  }
  let prepared = userByUid.get(deps.db);
  if (!prepared) {
    prepared = prepareUserByUid(deps.db);
    userByUid.set(deps.db, prepared);
  }
  let [user] = await prepared.execute({ uid: verified.uid });
  // Link the account on first sign-in, but only to someone who proved the address: anyone can sign up
  // with any email at the identity provider, and the first to do so would take over the user row.
  // An email already linked to another uid stays unauthenticated.
  if (!user && verified.email && verified.emailVerified) {
    const [byEmail] = await deps.db.select().from(users).where(eq(users.email, verified.email)).limit(1);
    if (byEmail && !byEmail.firebaseUid) {
      [user] = await deps.db
        .update(users)
        .set({ firebaseUid: verified.uid })
        .where(eq(users.id, byEmail.id))
        .returning();
    }
  }
  if (!user?.active) return null;
  // The first request of a session proves that the user signed in: an invited user is active from now
  // on. An admin impersonating them (a custom token) is not their sign-in.
  if (!user.firstSignInAt && verified.signInProvider !== 'custom') {
    const [signedIn] = await deps.db
      .update(users)
      .set({ firstSignInAt: new Date() })
      .where(and(eq(users.id, user.id), isNull(users.firstSignInAt)))
      .returning();
    // A request of the same sign-in that ran alongside set it first.
    user = signedIn ?? (await deps.db.select().from(users).where(eq(users.id, user.id)).limit(1))[0] ?? user;
  }
  return {
    user,
    companyId: user.companyId,
    tokenExpiresAt: verified.expiresAt,
  };
}
