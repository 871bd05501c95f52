import { idSchema } from '@parley/domain';
import * as v from 'valibot';
import { setUserAvailability } from '../../appointments/availability.ts';
import { availabilityScopeSchema } from '../../appointments/inputs.ts';
import { requireAppointments } from '../../appointments/service.ts';
import { assertAdmin } from '../../auth/access.ts';
import { presentChannel } from '../../channels/present.ts';
import { parseInput } from '../../errors.ts';
import type {
  CompanyPortfolio,
  MutationCreateTeamArgs,
  MutationDeleteTeamArgs,
  MutationInviteUserArgs,
  MutationResendInviteArgs,
  MutationSetAvailabilityArgs,
  MutationSetChannelTeamArgs,
  MutationSetUserActiveArgs,
  MutationSetUserTeamsArgs,
  MutationUpdateCompanyBrandCustomerTypesArgs,
  MutationUpdateTeamArgs,
} from '../../generated/resolvers.ts';
import { assertIdCount } from '../../security/inputLimits.ts';
import { settingsRefusal } from '../../settings/access.ts';
import { companyPortfolio, type PortfolioKind, updateCompanyPortfolio } from '../../settings/portfolio.ts';
import { presentTeam, presentUser } from '../../settings/present.ts';
import * as teamSettings from '../../settings/teams.ts';
import * as userSettings from '../../settings/users.ts';
import type { ChannelModel, TeamModel, UserModel } from '../models.ts';
import { type Resolve, requireViewer } from './guards.ts';

type NoArgs = Record<string, never>;

const setUserActiveArgs = v.object({ id: idSchema, active: v.boolean() });

const inviteUser: Resolve<unknown, MutationInviteUserArgs, UserModel> = async (_p, { input }, ctx) =>
  presentUser(await userSettings.inviteUser(ctx, await requireViewer(ctx), input));

const resendInvite: Resolve<unknown, MutationResendInviteArgs, UserModel> = async (_p, { id }, ctx) =>
  presentUser(await userSettings.resendInvite(ctx, await requireViewer(ctx), id));

const setUserActive: Resolve<unknown, MutationSetUserActiveArgs, UserModel> = async (_p, args, ctx) => {
  const { id, active } = parseInput(setUserActiveArgs, args);
  return presentUser(await userSettings.setUserActive(ctx, await requireViewer(ctx), id, active));
};

const setUserTeams: Resolve<unknown, MutationSetUserTeamsArgs, UserModel> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  assertIdCount(args.teamIds);
  return presentUser(await userSettings.setUserTeams(ctx.db, viewer, args.userId, args.teamIds));
};

const createTeam: Resolve<unknown, MutationCreateTeamArgs, TeamModel> = async (_p, { input }, ctx) => {
  const viewer = await requireViewer(ctx);
  // A company user is refused before the form is read, with the key the settings screens translate.
  assertAdmin(viewer, settingsRefusal);
  return presentTeam(await teamSettings.createTeam(ctx.db, viewer, teamSettings.parseTeamInput(input)));
};

const updateTeam: Resolve<unknown, MutationUpdateTeamArgs, TeamModel> = async (_p, { id, input }, ctx) => {
  const viewer = await requireViewer(ctx);
  assertAdmin(viewer, settingsRefusal);
  return presentTeam(await teamSettings.updateTeam(ctx.db, viewer, id, teamSettings.parseTeamInput(input)));
};

const deleteTeam: Resolve<unknown, MutationDeleteTeamArgs, string> = async (_p, { id }, ctx) =>
  teamSettings.deleteTeam(ctx.db, await requireViewer(ctx), id);

const setChannelTeam: Resolve<unknown, MutationSetChannelTeamArgs, ChannelModel> = async (_p, args, ctx) =>
  presentChannel(
    await teamSettings.setChannelTeam(ctx.db, await requireViewer(ctx), args.channelId, args.teamId ?? null),
  );

const setAvailability: Resolve<unknown, MutationSetAvailabilityArgs, TeamModel> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  // With a user: that user's own slots in the team (the availability modal); without: opening hours.
  if (args.userId || args.companyId || args.brandId) {
    await requireAppointments(ctx.db, viewer);
    const scope = parseInput(availabilityScopeSchema, {
      teamId: args.teamId,
      userId: args.userId,
      companyId: args.companyId,
      brandId: args.brandId,
    });
    return presentTeam(await setUserAvailability(ctx.db, viewer, scope, args.slots));
  }
  return presentTeam(await teamSettings.setTeamAvailability(ctx.db, viewer, args.teamId, args.slots));
};

const phoneChannelsOutOfSync: Resolve<UserModel, NoArgs, string[]> = (user, _a, ctx) =>
  userSettings.phoneChannelsOutOfSync(ctx.db, user.id);

const portfolio: Resolve<unknown, NoArgs, CompanyPortfolio> = async (_p, _a, ctx) =>
  companyPortfolio(ctx.db, await requireViewer(ctx));

const updatePortfolio =
  (kind: PortfolioKind): Resolve<unknown, MutationUpdateCompanyBrandCustomerTypesArgs, CompanyPortfolio> =>
  async (_p, { payload }, ctx) =>
    updateCompanyPortfolio(ctx.db, await requireViewer(ctx), kind, payload);

export const settingsResolvers = {
  Query: { companyPortfolio: portfolio },
  Mutation: {
    inviteUser,
    resendInvite,
    setUserActive,
    setUserTeams,
    createTeam,
    updateTeam,
    deleteTeam,
    setChannelTeam,
    setAvailability,
    updateCompanyBrandCustomerTypes: updatePortfolio('customerTypes'),
    updateCompanyBrandProducts: updatePortfolio('products'),
    updateCompanyBrandServices: updatePortfolio('services'),
  },
  User: { phoneChannelsOutOfSync },
};
