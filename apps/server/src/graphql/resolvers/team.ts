import { isAdmin } from '../../auth/access.ts';
import { presentChannel } from '../../channels/present.ts';
import type { QueryTeamDetailsArgs, ReviewLink, TeamAvailability } from '../../generated/resolvers.ts';
import { presentTeam, presentUser } from '../../settings/present.ts';
import * as teamSettings from '../../settings/teams.ts';
import type { ChannelModel, TeamModel, UserModel } from '../models.ts';
import { type Resolve, requireViewer } from './guards.ts';

/* Teams and their relations: call the settings' team service (src/settings/teams.ts), present. */

type NoArgs = Record<string, never>;
type TeamField<T> = Resolve<TeamModel, NoArgs, T>;

const teamsQuery: Resolve<unknown, NoArgs, TeamModel[]> = async (_p, _a, ctx) =>
  (await teamSettings.listTeams(ctx, await requireViewer(ctx))).map(presentTeam);

const teamDetails: Resolve<unknown, QueryTeamDetailsArgs, TeamModel> = async (_p, args, ctx) =>
  presentTeam(await teamSettings.findTeam(ctx, await requireViewer(ctx), args.id));

const reviewLinks: TeamField<ReviewLink[]> = (team, _a, ctx) => teamSettings.teamReviewLinksOf(ctx, team.id);

const users: TeamField<UserModel[]> = async (team, _a, ctx) =>
  (await teamSettings.teamMembers(ctx, team.id)).map(presentUser);

const usersCount: TeamField<number> = (team, _a, ctx) => teamSettings.teamMemberCount(ctx, team.id);

// A team's channels show how they are connected (mail server, user name) to admins only.
const channels: TeamField<ChannelModel[]> = async (team, _a, ctx) => {
  const withConfig = isAdmin(await requireViewer(ctx));
  return (await teamSettings.teamChannels(ctx, team.id)).map((row) => presentChannel(row, { withConfig }));
};

const channelsCount: TeamField<number> = (team, _a, ctx) => teamSettings.teamChannelCount(ctx, team.id);

const userTeamAvailability: TeamField<TeamAvailability[]> = (team, _a, ctx) =>
  teamSettings.teamOpeningHours(ctx, team.id);

export const teamResolvers = {
  Query: { teams: teamsQuery, teamDetails },
  Team: { reviewLinks, users, usersCount, channels, channelsCount, userTeamAvailability },
};
