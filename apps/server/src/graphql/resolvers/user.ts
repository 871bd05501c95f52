import { presentCompany } from '../../company/present.ts';
import { getCompanyOf } from '../../company/service.ts';
import type {
  MutationUpdateUserArgs,
  QueryImpersonateTokenArgs,
  QueryUsersArgs,
  Role,
  UserProfile,
} from '../../generated/resolvers.ts';
import { presentUserProfile } from '../../profile/present.ts';
import { findUserProfile } from '../../profile/service.ts';
import { assertIdCount } from '../../security/inputLimits.ts';
import { allRoles, presentTeam, presentUser } from '../../settings/present.ts';
import * as userSettings from '../../settings/users.ts';
import type { CompanyModel, TeamModel, UserModel } from '../models.ts';
import { type Resolve, requireViewer } from './guards.ts';

/* Users: parse, call the settings' user service (src/settings/users.ts, where the rules are), present. */

type NoArgs = Record<string, never>;

const me: Resolve<unknown, NoArgs, UserModel> = async (_p, _a, ctx) =>
  presentUser((await requireViewer(ctx)).user);

const usersQuery: Resolve<unknown, QueryUsersArgs, UserModel[]> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  assertIdCount(args.ids);
  return (await userSettings.listUsers(ctx, viewer, args)).map(presentUser);
};

const usersRoles: Resolve<unknown, NoArgs, Role[]> = async (_p, _a, ctx) => {
  await requireViewer(ctx);
  return allRoles;
};

const impersonateToken: Resolve<unknown, QueryImpersonateTokenArgs, string> = async (_p, args, ctx) =>
  userSettings.impersonationToken(ctx, await requireViewer(ctx), args.id);

const updateUser: Resolve<unknown, MutationUpdateUserArgs, UserModel> = async (_p, { id, payload }, ctx) =>
  presentUser(await userSettings.updateUser(ctx, await requireViewer(ctx), id, payload));

const profile: Resolve<UserModel, NoArgs, UserProfile> = async (user, _a, ctx) =>
  presentUserProfile(user.id, await findUserProfile(ctx.db, user.id));

const company: Resolve<UserModel, NoArgs, CompanyModel> = async (user, _a, ctx) =>
  presentCompany(await getCompanyOf(ctx, user.companyId));

const teams: Resolve<UserModel, NoArgs, TeamModel[]> = async (user, _a, ctx) =>
  (await userSettings.userTeams(ctx, user.id)).map(presentTeam);

export const userResolvers = {
  Query: { me, users: usersQuery, usersRoles, impersonateToken },
  Mutation: { updateUser },
  User: { profile, company, teams },
};
