import { messageKeys } from '@parley/domain';
import { and, eq, ne } from 'drizzle-orm';
import { findCompany, findCompanyUser, listCompanyUsers, listUserTeams } from '../../db/queries.ts';
import { userProfiles, users } from '../../db/schema.ts';
import type {
  MutationUpdateUserArgs,
  QueryImpersonateTokenArgs,
  QueryUsersArgs,
  Role,
  UserProfile,
} from '../../generated/resolvers.ts';
import { parseNewPassword, saveSettings, saveUserPortfolio, setAvatar } from '../../profile/service.ts';
import { assertIdCount } from '../../security/inputLimits.ts';
import { followPhoneChange, parseUserSettings } from '../../settings/users.ts';
import { appError, badUserInput, forbidden, notFound } from '../errors.ts';
import {
  allRoles,
  type CompanyModel,
  presentCompany,
  presentTeam,
  presentUser,
  type TeamModel,
  type UserModel,
} from '../models.ts';
import { type Resolve, requireAdmin, requireViewer } from './guards.ts';

type NoArgs = Record<string, never>;

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const e = cause as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && (e.constraint === constraint || Boolean(e.message?.includes(constraint)));
}

const me: Resolve<unknown, NoArgs, UserModel> = async (_p, _a, ctx) =>
  presentUser((await requireViewer(ctx)).user);

const usersQuery: Resolve<unknown, QueryUsersArgs, UserModel[]> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  if (args.companyId && args.companyId !== viewer.companyId) throw forbidden('Users of another company');
  assertIdCount(args.ids);
  const rows = await listCompanyUsers(ctx.db, viewer.companyId, args.ids ?? null);
  return rows.map(presentUser);
};

const usersRoles: Resolve<unknown, NoArgs, Role[]> = async (_p, _a, ctx) => {
  await requireViewer(ctx);
  return allRoles;
};

const impersonateToken: Resolve<unknown, QueryImpersonateTokenArgs, string> = async (_p, args, ctx) => {
  const viewer = await requireAdmin(ctx);
  const target = await findCompanyUser(ctx.db, viewer.companyId, args.id);
  if (!target) throw notFound('User');
  if (!target.active || !target.firebaseUid) {
    throw appError('BAD_USER_INPUT', 'This user cannot sign in', {
      field: 'id',
      messageKey: messageKeys.general,
    });
  }
  return ctx.auth.createCustomToken(target.firebaseUid);
};

const updateUser: Resolve<unknown, MutationUpdateUserArgs, UserModel> = async (_p, { id, payload }, ctx) => {
  const viewer = await requireViewer(ctx);
  const target = await findCompanyUser(ctx.db, viewer.companyId, id);
  if (!target) throw notFound('User');
  if (!viewer.isAdmin && target.id !== viewer.user.id)
    throw forbidden('Only company admins may update other users');
  if (payload.assign_role && !viewer.isAdmin) throw forbidden('Only company admins may assign roles');
  const isSelf = target.id === viewer.user.id;
  // Password and settings are one's own (profile); checked before anything is stored.
  if (
    !isSelf &&
    (payload.password != null || payload.language !== undefined || payload.browserNotifications != null)
  )
    throw forbidden('Only the user may change their password and settings');
  const newPassword =
    payload.password != null || payload.confirm_password != null
      ? parseNewPassword(payload.password, payload.confirm_password)
      : null;

  const [profile] = await ctx.db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.userId, target.id))
    .limit(1);
  // Validate the user as it will be after the update, with the same rules as the settings form
  // (spec 5), the email check (disposable refused) and the DE phone normalisation.
  const values = parseUserSettings(
    {
      firstName: payload.first_name ?? profile?.firstName ?? '',
      lastName: payload.last_name ?? profile?.lastName ?? '',
      email: payload.email ?? target.email,
      title: payload.title ?? target.title,
      phone: payload.phone ?? profile?.phone,
      externalId: payload.externalId ?? target.externalId,
    },
    { roleShown: false },
  );
  const { email, externalId, phone } = values;

  if (externalId) {
    const [clash] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.companyId, target.companyId), eq(users.externalId, externalId), ne(users.id, target.id)),
      )
      .limit(1);
    if (clash) throw duplicateExternalId();
  }
  if (email !== target.email) {
    const [clash] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (clash) throw badUserInput('email', messageKeys.general, 'Email address already in use');
  }

  let updated: typeof target | undefined;
  try {
    updated = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          email,
          title: values.title,
          externalId,
          ...(payload.assign_role ? { roleType: payload.assign_role } : {}),
          ...(payload.address
            ? {
                street: payload.address.street ?? null,
                streetNumber: payload.address.streetNumber ?? null,
                zipCode: payload.address.zipCode ?? null,
                city: payload.address.city ?? null,
                country: payload.address.country ?? null,
              }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, target.id))
        .returning();
      await tx
        .insert(userProfiles)
        .values({ userId: target.id, firstName: values.firstName, lastName: values.lastName, phone })
        .onConflictDoUpdate({
          target: userProfiles.userId,
          set: { firstName: values.firstName, lastName: values.lastName, phone },
        });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_company_external_id_key')) throw duplicateExternalId();
    throw error;
  }
  if (!updated) throw notFound('User');
  if (email !== target.email && target.firebaseUid) await ctx.auth.updateEmail(target.firebaseUid, email);
  if (phone !== (profile?.phone ?? null)) await followPhoneChange(ctx.db, target.id, phone);
  if (payload.customerTypes || payload.products || payload.services)
    await saveUserPortfolio(ctx.db, viewer, target.id, payload);
  if (payload.avatar) await setAvatar(ctx.db, target, payload.avatar);
  else if (payload.removeAvatar) await setAvatar(ctx.db, target, null);
  if (payload.language !== undefined || payload.browserNotifications != null)
    await saveSettings(ctx.db, target.id, payload);
  if (newPassword && target.firebaseUid) await ctx.auth.updatePassword(target.firebaseUid, newPassword);
  return presentUser(updated);
};

function duplicateExternalId() {
  return appError('DUPLICATE_EXTERNAL_ID', 'External id already used by another user of this company', {
    field: 'externalId',
    messageKey: messageKeys.duplicateExternalId,
  });
}

const profile: Resolve<UserModel, NoArgs, UserProfile> = async (user, _a, ctx) => {
  const [row] = await ctx.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id)).limit(1);
  if (!row) return { id: user.id, firstName: '', lastName: '', birthday: null, avatar: null, phone: null };
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    birthday: row.birthday,
    phone: row.phone,
    avatar:
      row.avatarId || row.avatarUrl ? { id: row.avatarId, name: row.avatarName, url: row.avatarUrl } : null,
  };
};

const company: Resolve<UserModel, NoArgs, CompanyModel> = async (user, _a, ctx) => {
  const row = await findCompany(ctx.db, user.companyId);
  if (!row) throw notFound('Company');
  return presentCompany(row);
};

const teams: Resolve<UserModel, NoArgs, TeamModel[]> = async (user, _a, ctx) =>
  (await listUserTeams(ctx.db, user.id)).map(presentTeam);

export const userResolvers = {
  Query: { me, users: usersQuery, usersRoles, impersonateToken },
  Mutation: { updateUser },
  User: { profile, company, teams },
};
