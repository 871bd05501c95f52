import { asc, eq } from 'drizzle-orm';
import { countWhere, findCompanyTeam, listCompanyTeams, listTeamUsers } from '../../db/queries.ts';
import { channels, teamAvailability, teamReviewLinks, teamUsers } from '../../db/schema.ts';
import type { QueryTeamDetailsArgs, ReviewLink, TeamAvailability } from '../../generated/resolvers.ts';
import { notFound } from '../errors.ts';
import {
  type ChannelModel,
  presentChannel,
  presentTeam,
  presentUser,
  type TeamModel,
  type UserModel,
} from '../models.ts';
import { type Resolve, requireViewer } from './guards.ts';

type NoArgs = Record<string, never>;

const teamsQuery: Resolve<unknown, NoArgs, TeamModel[]> = async (_p, _a, ctx) => {
  const viewer = await requireViewer(ctx);
  return (await listCompanyTeams(ctx.db, viewer.companyId)).map(presentTeam);
};

const teamDetails: Resolve<unknown, QueryTeamDetailsArgs, TeamModel> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  // Another company's team answers exactly like an unknown id: its existence is not revealed.
  const team = await findCompanyTeam(ctx.db, viewer.companyId, args.id);
  if (!team) throw notFound('Team');
  return presentTeam(team);
};

const reviewLinks: Resolve<TeamModel, NoArgs, ReviewLink[]> = (team, _a, ctx) =>
  ctx.db
    .select({ type: teamReviewLinks.type, link: teamReviewLinks.link })
    .from(teamReviewLinks)
    .where(eq(teamReviewLinks.teamId, team.id))
    .orderBy(asc(teamReviewLinks.link));

const users: Resolve<TeamModel, NoArgs, UserModel[]> = async (team, _a, ctx) =>
  (await listTeamUsers(ctx.db, team.id)).map(presentUser);

const teamChannels: Resolve<TeamModel, NoArgs, ChannelModel[]> = async (team, _a, ctx) =>
  (
    await ctx.db.select().from(channels).where(eq(channels.teamId, team.id)).orderBy(asc(channels.createdAt))
  ).map(presentChannel);

const userTeamAvailability: Resolve<TeamModel, NoArgs, TeamAvailability[]> = (team, _a, ctx) =>
  ctx.db
    .select({ day: teamAvailability.day, from: teamAvailability.from, to: teamAvailability.to })
    .from(teamAvailability)
    .where(eq(teamAvailability.teamId, team.id))
    .orderBy(asc(teamAvailability.day), asc(teamAvailability.from));

export const teamResolvers = {
  Query: { teams: teamsQuery, teamDetails },
  Team: {
    reviewLinks,
    users,
    usersCount: ((team, _a, ctx) => countWhere(ctx.db, teamUsers, team.id)) as Resolve<
      TeamModel,
      NoArgs,
      number
    >,
    channels: teamChannels,
    channelsCount: ((team, _a, ctx) => countWhere(ctx.db, channels, team.id)) as Resolve<
      TeamModel,
      NoArgs,
      number
    >,
    userTeamAvailability,
  },
};
