import { randomBytes, randomUUID } from 'node:crypto';
import type { RestAddress } from '@parley/api/rest';
import {
  messageKeys,
  PASSWORD_MAX_LENGTH,
  type SignInError,
  settingsMessageKeys,
  toE164,
  userSettingsFormSchema,
} from '@parley/domain';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { type AuditEntry, recordViewerAudit } from '../audit/service.ts';
import { assertAdmin } from '../auth/access.ts';
import type { AuthService } from '../auth/firebase.ts';
import type { Viewer } from '../auth/viewer.ts';
import { type Config, publicOrigin } from '../config.ts';
import type { Db } from '../db/client.ts';
import { findCompanyUser } from '../db/queries.ts';
import {
  channels,
  type TeamRow,
  teams,
  teamUsers,
  type UserProfileRow,
  type UserRow,
  userProfiles,
  users,
} from '../db/schema.ts';
import { AppError, badUserInput, forbidden, notFound, parseFormInput } from '../errors.ts';
import { releaseConversationsOf } from '../inbox/service.ts';
import {
  findUserProfile,
  parseNewPassword,
  saveSettings,
  saveUserPortfolio,
  setAvatar,
} from '../profile/service.ts';
import type { Notifier } from '../realtime/socket.ts';
import {
  foreignEmailRefusalsPerCompany,
  inviteMailsPerCompany,
  type RateLimiter,
  resetPerEmail,
} from '../security/rateLimit.ts';
import { checkEmail } from '../validation/email.ts';
import { settingsRefusal } from './access.ts';

type Deps = {
  db: Db;
  /** The caller's address, written to the audit log. */
  clientAddress?: string | undefined;
  auth: AuthService;
  config: Pick<Config, 'publicUrl' | 'port'>;
  rateLimiter: RateLimiter;
};

/**
 * An invitation mail counts against its mailbox's budget shared with the password reset (3 per 15
 * minutes) and against the company's (50 an hour); the counters are shared across instances.
 */
async function limitInviteMail(deps: Deps, companyId: string, email: string) {
  const budgets = [
    [resetPerEmail, email.toLowerCase()],
    [inviteMailsPerCompany, companyId],
  ] as const;
  for (const [rule, key] of budgets) {
    const outcome = await deps.rateLimiter.hit(rule, key);
    if (!outcome.allowed) throw tooManyOnEmail(outcome, 'Too many invitation mails; try again later');
  }
}

/** 429 on the email field with the sign-in catalogue's 'Too many attempts', which the web app translates. */
function tooManyOnEmail(outcome: { retryAfterSeconds: number }, message: string) {
  return new AppError('TOO_MANY_REQUESTS', message, {
    field: 'email',
    messageKey: 'FIREBASE_ERRORS.TOO_MANY_REQUESTS' satisfies SignInError,
    headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
  });
}

/** Form field of the domain schema → GraphQL input field, for `extensions.field`. */
const inputFieldOf: Record<string, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  title: 'title',
  phone: 'phone',
  externalId: 'externalId',
  role: 'assign_role',
};

export type UserSettingsInput = {
  firstName: string;
  lastName: string;
  email: string;
  title?: string | null | undefined;
  phone?: string | null | undefined;
  role?: string | null | undefined;
  externalId?: string | null | undefined;
};

/**
 * Checks a user form as the web form does (spec 5) plus the email check (disposable refused, free mail
 * allowed) and the DE phone normalisation; the first problem is BAD_USER_INPUT on its input field.
 */
export function parseUserSettings(input: UserSettingsInput, options: { roleShown: boolean }) {
  const values = parseFormInput(
    userSettingsFormSchema(options),
    {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      title: input.title ?? '',
      phone: input.phone ?? '',
      role: input.role ?? '',
      externalId: input.externalId ?? '',
    },
    { fieldOf: inputFieldOf, fallbackField: 'form' },
  );
  const email = checkEmail(values.email, { disposableAllowed: false, freemailAllowed: true });
  if (!email.valid) throw badUserInput('email', email.reason ?? messageKeys.invalidEmail, 'Email refused');
  const phone = values.phone ? toE164(values.phone, 'DE') : null;
  if (values.phone && !phone) throw badUserInput('phone', messageKeys.invalidPhone);
  return {
    ...values,
    email: values.email.toLowerCase(),
    title: values.title || null,
    phone,
    externalId: values.externalId.trim() || null,
  };
}

export function duplicateExternalId() {
  return new AppError('DUPLICATE_EXTERNAL_ID', 'External id already used by another user of this company', {
    field: 'externalId',
    messageKey: messageKeys.duplicateExternalId,
  });
}

export async function assertExternalIdFree(
  db: Db,
  companyId: string,
  externalId: string | null,
  userId?: string,
) {
  if (!externalId) return;
  const scope = and(eq(users.companyId, companyId), eq(users.externalId, externalId));
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(userId ? and(scope, ne(users.id, userId)) : scope)
    .limit(1);
  if (clash) throw duplicateExternalId();
}

/**
 * An email address is one user's across all companies: it is how they sign in. That makes an address
 * of another company's user observable (it cannot be taken), so such a refusal counts against the
 * company's budget of them (20 an hour, shared across instances): an admin who mistypes meets it
 * rarely, one who probes for the addresses of other companies' staff stops after a few (issue 29).
 */
async function assertEmailFree(deps: Pick<Deps, 'db' | 'rateLimiter'>, companyId: string, email: string) {
  const [clash] = await deps.db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!clash) return;
  if (clash.companyId !== companyId) {
    const outcome = await deps.rateLimiter.hit(foreignEmailRefusalsPerCompany, companyId);
    if (!outcome.allowed) throw tooManyOnEmail(outcome, 'Too many addresses in use; try again later');
  }
  throw badUserInput('email', settingsMessageKeys.emailInUse, 'Email address already in use');
}

async function sendInvite(deps: Deps, email: string) {
  // The invite is the identity provider's password-reset mail: its link lets the new user set a
  // password and then sign in (the Auth Emulator keeps it as an oobCode).
  await deps.auth.sendPasswordResetEmail(email, `${publicOrigin(deps.config)}/app/login`);
}

export type InviteUserInput = {
  first_name: string;
  last_name: string;
  email: string;
  title?: string | null;
  phone?: string | null;
  assign_role: string;
  externalId?: string | null;
};

/** Creates a user of the admin's company, its Firebase account, and sends the invite mail. */
export async function inviteUser(deps: Deps, viewer: Viewer, input: InviteUserInput): Promise<UserRow> {
  assertAdmin(viewer, settingsRefusal);
  const values = parseUserSettings(
    {
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      title: input.title,
      phone: input.phone,
      role: input.assign_role,
      externalId: input.externalId,
    },
    { roleShown: true },
  );
  await assertEmailFree(deps, viewer.companyId, values.email);
  await assertExternalIdFree(deps.db, viewer.companyId, values.externalId);
  await limitInviteMail(deps, viewer.companyId, values.email);

  const uid = `invite-${randomUUID()}`;
  // A random password nobody knows: the invited person sets their own through the mail's link.
  await deps.auth.ensureAccounts([
    {
      uid,
      email: values.email,
      password: randomBytes(24).toString('base64url'),
      displayName: `${values.firstName} ${values.lastName}`,
    },
  ]);
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        companyId: viewer.companyId,
        firebaseUid: uid,
        email: values.email,
        title: values.title,
        externalId: values.externalId,
        roleType: values.role === 'COMPANY_ADMIN' ? 'COMPANY_ADMIN' : 'COMPANY_USER',
        lastInviteSent: new Date(),
      })
      .returning();
    if (!created) throw new Error('User insert returned nothing');
    await tx.insert(userProfiles).values({
      userId: created.id,
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone,
    });
    return created;
  });
  await sendInvite(deps, values.email);
  await recordViewerAudit(deps, viewer, {
    action: 'USER_INVITED',
    targetUserId: row.id,
    detail: { role: row.roleType },
  });
  return row;
}

/** Sends the invite mail again (spec 3: lastInviteSent). */
export async function resendInvite(deps: Deps, viewer: Viewer, id: string): Promise<UserRow> {
  assertAdmin(viewer, settingsRefusal);
  const target = await findCompanyUser(deps.db, viewer.companyId, id);
  if (!target) throw notFound('User');
  await limitInviteMail(deps, viewer.companyId, target.email);
  await sendInvite(deps, target.email);
  const [updated] = await deps.db
    .update(users)
    .set({ lastInviteSent: new Date() })
    .where(eq(users.id, target.id))
    .returning();
  if (!updated) throw notFound('User');
  await recordViewerAudit(deps, viewer, { action: 'INVITE_RESENT', targetUserId: target.id });
  return updated;
}

/**
 * Deactivates or reactivates a user of the admin's company. Deactivation ends their sessions at once:
 * every request checks `active` (auth/viewer.ts), sockets are checked again (realtime/socket.ts), and
 * the identity provider revokes their refresh tokens. Their open conversations go back to the pool of
 * new customers (inbox's releaseConversationsOf). An admin cannot lock themselves out.
 */
export async function setUserActive(
  deps: Pick<Deps, 'db' | 'auth' | 'clientAddress'> & { notifier?: Notifier | undefined },
  viewer: Viewer,
  id: string,
  active: boolean,
): Promise<UserRow> {
  assertAdmin(viewer, settingsRefusal);
  const target = await findCompanyUser(deps.db, viewer.companyId, id);
  if (!target) throw notFound('User');
  if (target.id === viewer.user.id && !active)
    throw badUserInput('id', messageKeys.general, 'You cannot deactivate yourself');
  if (target.active === active) return target;
  const [updated] = await deps.db
    .update(users)
    .set({ active, updatedAt: new Date() })
    .where(and(eq(users.id, target.id), eq(users.companyId, viewer.companyId)))
    .returning();
  if (!updated) throw notFound('User');
  if (!active && target.firebaseUid) await deps.auth.revokeSessions(target.firebaseUid);
  // Their open conversations go to the team: back among the new customers.
  if (!active) await releaseConversationsOf(deps, viewer, target.id);
  await recordViewerAudit(deps, viewer, {
    action: active ? 'USER_REACTIVATED' : 'USER_DEACTIVATED',
    targetUserId: target.id,
  });
  return updated;
}

export const MAX_TEAMS_PER_USER = 200;

/** The user's teams become exactly `teamIds`; ids of another company's teams are NOT_FOUND. */
export async function setUserTeams(db: Db, viewer: Viewer, userId: string, teamIds: readonly string[]) {
  assertAdmin(viewer, settingsRefusal);
  if (teamIds.length > MAX_TEAMS_PER_USER)
    throw badUserInput('teamIds', messageKeys.general, 'Too many teams');
  const target = await findCompanyUser(db, viewer.companyId, userId);
  if (!target) throw notFound('User');
  const wanted = [...new Set(teamIds)];
  if (wanted.length > 0) {
    const owned = await db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.companyId, viewer.companyId), inArray(teams.id, wanted)));
    if (owned.length !== wanted.length) throw notFound('Team');
  }
  await db.transaction(async (tx) => {
    await tx.delete(teamUsers).where(eq(teamUsers.userId, target.id));
    if (wanted.length > 0)
      await tx.insert(teamUsers).values(wanted.map((teamId) => ({ teamId, userId: target.id })));
  });
  return target;
}

/**
 * A user's phone is also the number of their private WhatsApp channels. After a phone change the
 * channels follow it, except live ones: a live WhatsApp number cannot move (it must be registered
 * again), so those stay and the update is only partly done (spec 8: update warning).
 */
export async function followPhoneChange(db: Db, userId: string, phone: string | null) {
  if (!phone) return;
  await db
    .update(channels)
    .set({ value: phone, updatedAt: new Date() })
    .where(
      and(
        eq(channels.createdBy, userId),
        eq(channels.private, true),
        eq(channels.clientType, 'WHATSAPP'),
        ne(channels.status, 'LIVE'),
      ),
    );
}

/** The user's private WhatsApp channels whose number is not the user's phone. */
export async function phoneChannelsOutOfSync(db: Db, userId: string): Promise<string[]> {
  const [profile] = await db
    .select({ phone: userProfiles.phone })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  if (!profile?.phone) return [];
  const rows = await db
    .select({ id: channels.id })
    .from(channels)
    .where(
      and(
        eq(channels.createdBy, userId),
        eq(channels.private, true),
        eq(channels.clientType, 'WHATSAPP'),
        ne(channels.value, profile.phone),
      ),
    );
  return rows.map((row) => row.id);
}

/** The users of the viewer's company, by email; `ids` narrows them (ids of other companies are left out). */
export async function listUsers(
  { db }: Pick<Deps, 'db'>,
  viewer: Viewer,
  filter: { companyId?: string | null; ids?: readonly string[] | null },
): Promise<UserRow[]> {
  if (filter.companyId && filter.companyId !== viewer.companyId) throw forbidden('Users of another company');
  const scope = eq(users.companyId, viewer.companyId);
  return db
    .select()
    .from(users)
    .where(filter.ids ? and(scope, inArray(users.id, [...filter.ids])) : scope)
    .orderBy(asc(users.email));
}

/** The teams a user is a member of, by name. */
export function userTeams({ db }: Pick<Deps, 'db'>, userId: string): Promise<TeamRow[]> {
  return db
    .select({ team: teams })
    .from(teamUsers)
    .innerJoin(teams, eq(teams.id, teamUsers.teamId))
    .where(eq(teamUsers.userId, userId))
    .orderBy(asc(teams.name))
    .then((rows) => rows.map((row) => row.team));
}

/**
 * A custom token that signs an admin in as a user of their company (spec 2: impersonation). Only
 * an active user with an account can be signed in as.
 */
export async function impersonationToken(
  deps: Pick<Deps, 'db' | 'auth' | 'clientAddress'>,
  viewer: Viewer,
  id: string,
): Promise<string> {
  assertAdmin(viewer);
  const target = await findCompanyUser(deps.db, viewer.companyId, id);
  if (!target) throw notFound('User');
  if (!target.active || !target.firebaseUid) {
    throw new AppError('BAD_USER_INPUT', 'This user cannot sign in', {
      field: 'id',
      messageKey: messageKeys.general,
    });
  }
  const token = await deps.auth.createCustomToken(target.firebaseUid);
  await recordViewerAudit(deps, viewer, { action: 'IMPERSONATION', targetUserId: target.id });
  return token;
}

export type UpdateUserInput = {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  title?: string | null;
  phone?: string | null;
  externalId?: string | null;
  assign_role?: 'COMPANY_USER' | 'COMPANY_ADMIN' | null;
  address?: Partial<RestAddress> | null;
  password?: string | null;
  confirm_password?: string | null;
  current_password?: string | null;
  language?: string | null;
  browserNotifications?: boolean | null;
  customerTypes?: readonly string[] | null;
  products?: readonly string[] | null;
  services?: readonly string[] | null;
  avatar?: { id?: string | null; name?: string | null; url: string } | null;
  removeAvatar?: boolean | null;
};

// The sign-in catalogue's 'The password is wrong', which the web app translates.
const wrongPassword: SignInError = 'FIREBASE_ERRORS.WRONG_PASSWORD';

/**
 * A new password, and a new sign-in email of one's own, need the current password, checked with the
 * identity provider: a one-hour ID token alone (a session left open, a stolen token) must not be
 * enough to take the account over. A wrong one is a failed sign-in in the audit log.
 */

async function assertCurrentPassword(
  deps: Pick<Deps, 'db' | 'auth' | 'clientAddress'>,
  viewer: Viewer,
  target: UserRow,
  current: string | null | undefined,
) {
  if (!current)
    throw badUserInput('current_password', messageKeys.required, 'The current password is required');
  if (current.length > PASSWORD_MAX_LENGTH || !(await deps.auth.verifyPassword(target.email, current))) {
    await recordViewerAudit(deps, viewer, {
      action: 'SIGN_IN_FAILED',
      targetUserId: target.id,
      detail: { via: 'password_check' },
    });
    throw badUserInput('current_password', wrongPassword, 'The current password is wrong');
  }
}

/**
 * Who may change what of a user: oneself, or an admin for any user of the company; roles only an
 * admin; password and settings (language, notifications) only the user themselves. Checked before
 * anything is stored.
 */
function assertMayUpdate(viewer: Viewer, target: UserRow, input: UpdateUserInput) {
  const isSelf = target.id === viewer.user.id;
  if (!isSelf) assertAdmin(viewer, { message: 'Only company admins may update other users' });
  if (input.assign_role) assertAdmin(viewer, { message: 'Only company admins may assign roles' });
  const ownOnly =
    input.password != null || input.language !== undefined || input.browserNotifications != null;
  if (!isSelf && ownOnly) throw forbidden('Only the user may change their password and settings');
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const e = cause as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && (e.constraint === constraint || Boolean(e.message?.includes(constraint)));
}

type CheckedUser = ReturnType<typeof parseUserSettings>;

/** The user row and profile in one transaction; a concurrent equal external id is the same 409. */
async function storeUser(db: Db, target: UserRow, values: CheckedUser, input: UpdateUserInput) {
  const { email, externalId, phone, firstName, lastName } = values;
  const address = input.address;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          email,
          title: values.title,
          externalId,
          ...(input.assign_role ? { roleType: input.assign_role } : {}),
          ...(address
            ? {
                street: address.street ?? null,
                streetNumber: address.streetNumber ?? null,
                zipCode: address.zipCode ?? null,
                city: address.city ?? null,
                country: address.country ?? null,
              }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, target.id))
        .returning();
      await tx
        .insert(userProfiles)
        .values({ userId: target.id, firstName, lastName, phone })
        .onConflictDoUpdate({ target: userProfiles.userId, set: { firstName, lastName, phone } });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_company_external_id_key')) throw duplicateExternalId();
    throw error;
  }
}

/**
 * updateUser (settings user form and the profile). The user as it will be after the update is
 * checked with the same rules as the invite (parseUserSettings, the free email and external id), then
 * stored; the identity provider, the private WhatsApp numbers, the portfolio, avatar, settings and
 * password follow.
 */
export async function updateUser(
  deps: Pick<Deps, 'db' | 'auth' | 'clientAddress' | 'rateLimiter'>,
  viewer: Viewer,
  id: string,
  input: UpdateUserInput,
): Promise<UserRow> {
  const { db, auth } = deps;
  const target = await findCompanyUser(db, viewer.companyId, id);
  if (!target) throw notFound('User');
  assertMayUpdate(viewer, target, input);
  const newPassword =
    input.password != null || input.confirm_password != null
      ? parseNewPassword(input.password, input.confirm_password)
      : null;

  const profile: UserProfileRow | null = await findUserProfile(db, target.id);
  const values = parseUserSettings(
    {
      firstName: input.first_name ?? profile?.firstName ?? '',
      lastName: input.last_name ?? profile?.lastName ?? '',
      email: input.email ?? target.email,
      title: input.title ?? target.title,
      phone: input.phone ?? profile?.phone,
      externalId: input.externalId ?? target.externalId,
    },
    { roleShown: false },
  );
  const { email, phone } = values;
  await assertExternalIdFree(db, target.companyId, values.externalId, target.id);
  if (email !== target.email) await assertEmailFree(deps, viewer.companyId, email);
  // One's own sign-in (password or email) changes only with the current password. An admin moving a
  // colleague's email needs no password of theirs: the provider mails the old address either way.
  const ownEmailChange = email !== target.email && target.id === viewer.user.id;
  if (newPassword || ownEmailChange)
    await assertCurrentPassword(deps, viewer, target, input.current_password);

  const updated = await storeUser(db, target, values, input);
  if (!updated) throw notFound('User');
  if (email !== target.email && target.firebaseUid) await auth.updateEmail(target.firebaseUid, email);
  if (phone !== (profile?.phone ?? null)) await followPhoneChange(db, target.id, phone);
  if (input.customerTypes || input.products || input.services)
    await saveUserPortfolio(db, viewer, target.id, input);
  if (input.avatar) await setAvatar(db, target, input.avatar);
  else if (input.removeAvatar) await setAvatar(db, target, null);
  if (input.language !== undefined || input.browserNotifications != null)
    await saveSettings(db, target.id, input);
  if (newPassword && target.firebaseUid) {
    await auth.updatePassword(target.firebaseUid, newPassword);
    // Whoever else holds a session of this account (a stolen one included) is signed out.
    await auth.revokeSessions(target.firebaseUid);
  }
  await auditUserChanges(deps, viewer, target, updated, Boolean(newPassword));
  return updated;
}

/** The audit entries of an update: a role change, a new sign-in email, a new password. */
async function auditUserChanges(
  deps: Pick<Deps, 'db' | 'clientAddress'>,
  viewer: Viewer,
  before: UserRow,
  after: UserRow,
  passwordChanged: boolean,
) {
  const entries: Omit<AuditEntry, 'companyId' | 'actorId' | 'targetUserId'>[] = [];
  if (after.roleType !== before.roleType)
    entries.push({ action: 'ROLE_CHANGED', detail: { from: before.roleType, to: after.roleType } });
  if (after.email !== before.email) entries.push({ action: 'EMAIL_CHANGED', detail: { from: before.email } });
  if (passwordChanged) entries.push({ action: 'PASSWORD_CHANGED' });
  for (const entry of entries) await recordViewerAudit(deps, viewer, { ...entry, targetUserId: before.id });
}
