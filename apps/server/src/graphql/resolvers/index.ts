import type { Resolvers } from '../../generated/resolvers.ts';
import { presentAppErrors } from '../errors.ts';
import { analyticsResolvers } from './analytics.ts';
import { appointmentResolvers } from './appointments.ts';
import { auditResolvers } from './audit.ts';
import { authResolvers } from './auth.ts';
import { automationResolvers } from './automation.ts';
import { brandResolvers } from './brand.ts';
import { channelResolvers } from './channel.ts';
import { inboxResolvers } from './inbox.ts';
import { newsResolvers } from './news.ts';
import { newsletterResolvers } from './newsletter.ts';
import { profileResolvers } from './profile.ts';
import { quickReplyResolvers } from './quickReplies.ts';
import { reviewResolvers } from './reviews.ts';
import { settingsResolvers } from './settings.ts';
import { teamResolvers } from './team.ts';
import { touchpointResolvers } from './touchpoints.ts';
import { userResolvers } from './user.ts';

/**
 * All resolvers. Object types resolve from the models in ../models.ts (rows presented once, relations
 * loaded by field resolvers); scalar fields with the same name resolve by default. A thrown AppError
 * reaches the client as its GraphQL error.
 */
export const resolvers: Resolvers = presentAppErrors({
  Query: {
    ...auditResolvers.Query,
    ...authResolvers.Query,
    ...brandResolvers.Query,
    ...channelResolvers.Query,
    ...inboxResolvers.Query,
    ...quickReplyResolvers.Query,
    ...touchpointResolvers.Query,
    ...teamResolvers.Query,
    ...userResolvers.Query,
    ...settingsResolvers.Query,
    ...newsResolvers.Query,
    ...reviewResolvers.Query,
    ...profileResolvers.Query,
    ...analyticsResolvers.Query,
    ...appointmentResolvers.Query,
    ...newsletterResolvers.Query,
    ...automationResolvers.Query,
  },
  Mutation: {
    ...authResolvers.Mutation,
    ...channelResolvers.Mutation,
    ...inboxResolvers.Mutation,
    ...quickReplyResolvers.Mutation,
    ...touchpointResolvers.Mutation,
    ...userResolvers.Mutation,
    ...settingsResolvers.Mutation,
    ...reviewResolvers.Mutation,
    ...profileResolvers.Mutation,
    ...appointmentResolvers.Mutation,
    ...newsletterResolvers.Mutation,
    ...automationResolvers.Mutation,
  },
  Company: brandResolvers.Company,
  Team: teamResolvers.Team,
  User: { ...userResolvers.User, ...settingsResolvers.User, ...profileResolvers.User },
});
