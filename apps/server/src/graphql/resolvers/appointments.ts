import type { SignInError } from '@parley/domain';
import {
  getAvailability,
  getAvailabilityAggregated,
  type UserAvailability,
} from '../../appointments/availability.ts';
import {
  appointmentInputSchema,
  appointmentListArgsSchema,
  availabilityScopeSchema,
} from '../../appointments/inputs.ts';
import {
  type PresentedAppointment,
  presentAppointment,
  presentAppointments,
} from '../../appointments/present.ts';
import {
  appointmentOnTimeline,
  cancelAppointment,
  confirmAppointment,
  findAppointment,
  listAppointments,
  requireAppointments,
  saveAppointment,
} from '../../appointments/service.ts';
import type { Viewer } from '../../auth/viewer.ts';
import {
  type PresentedConnection,
  presentConnectionOne,
  presentConnections,
} from '../../calendar/present.ts';
import {
  completeCalendarLink,
  completeLinkArgsSchema,
  disconnectCalendar,
  findConnection,
  listConnections,
  providerSchema,
  startCalendarLink,
  syncCalendarConnection,
  syncStaleConnections,
} from '../../calendar/service.ts';
import { AppError, parseInput } from '../../errors.ts';
import type {
  MutationCancelAppointmentArgs,
  MutationCompleteCalendarLinkArgs,
  MutationConfirmAppointmentArgs,
  MutationCreateNewAppointmentByUserArgs,
  MutationDisconnectCalendarArgs,
  MutationStartCalendarLinkArgs,
  MutationSyncCalendarConnectionArgs,
  MutationUpdateAppointmentArgs,
  QueryAppointmentArgs,
  QueryAppointmentsArgs,
  QueryCalendarAppointmentsArgs,
  QueryCalendarConnectionArgs,
  QueryGetAvailabilityArgs,
} from '../../generated/resolvers.ts';
import { calendarCallsPerUser } from '../../security/rateLimit.ts';
import type { GraphQLContext } from '../context.ts';
import { type Resolve, requireViewer } from './guards.ts';

/* Appointments and linked calendars: parse, call src/appointments and src/calendar, present. */

type NoArgs = Record<string, never>;

const calendarDeps = (ctx: GraphQLContext) => ({ db: ctx.db, config: ctx.config, fetch: ctx.calendarFetch });

/** Starting a link and syncing count against the user's calendar budget (calendarCallsPerUser). */
async function limitCalendarCalls(ctx: GraphQLContext, viewer: Viewer) {
  const outcome = await ctx.rateLimiter.hit(calendarCallsPerUser, viewer.user.id);
  if (!outcome.allowed)
    throw new AppError('TOO_MANY_REQUESTS', 'Too many calendar requests; try again in a minute', {
      // The sign-in catalogue's 'Too many attempts', which the web app translates.
      messageKey: 'FIREBASE_ERRORS.TOO_MANY_REQUESTS' satisfies SignInError,
      headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
    });
}

/** A brand without appointments refuses them (FORBIDDEN) before any argument is read. */
export async function requireAppointmentsViewer(ctx: GraphQLContext) {
  const viewer = await requireViewer(ctx);
  await requireAppointments(ctx.db, viewer);
  return viewer;
}

const appointments: Resolve<
  unknown,
  QueryAppointmentsArgs,
  { items: PresentedAppointment[]; total: number }
> = async (_p, args, ctx) => {
  const viewer = await requireAppointmentsViewer(ctx);
  const page = await listAppointments(ctx.db, viewer, parseInput(appointmentListArgsSchema, args));
  return { items: await presentAppointments(ctx.db, page.items), total: page.total };
};

const calendarAppointments: Resolve<unknown, QueryCalendarAppointmentsArgs, PresentedAppointment[]> = async (
  _p,
  { startRange, endRange },
  ctx,
) => {
  const viewer = await requireAppointmentsViewer(ctx);
  const range = parseInput(appointmentListArgsSchema, { startRange, endRange, take: 100 });
  // Linked calendars are read first when their copy is older than five minutes.
  await syncStaleConnections(calendarDeps(ctx), viewer);
  const all = await listAppointments(ctx.db, viewer, range);
  return presentAppointments(ctx.db, all.items);
};

const appointment: Resolve<unknown, QueryAppointmentArgs, PresentedAppointment> = async (_p, { id }, ctx) =>
  presentAppointment(ctx.db, await findAppointment(ctx.db, await requireViewer(ctx), id));

const createNewAppointmentByUser: Resolve<
  unknown,
  MutationCreateNewAppointmentByUserArgs,
  PresentedAppointment
> = async (_p, args, ctx) => {
  const viewer = await requireAppointmentsViewer(ctx);
  const input = parseInput(appointmentInputSchema, args.input);
  const row = await saveAppointment(ctx.db, viewer, input);
  await appointmentOnTimeline(ctx, viewer, row, 'booked', input.timeZone ?? undefined);
  return presentAppointment(ctx.db, row);
};

const updateAppointment: Resolve<unknown, MutationUpdateAppointmentArgs, PresentedAppointment> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = await requireAppointmentsViewer(ctx);
  const input = parseInput(appointmentInputSchema, args.input);
  return presentAppointment(ctx.db, await saveAppointment(ctx.db, viewer, input, args.id));
};

const cancel: Resolve<unknown, MutationCancelAppointmentArgs, string> = async (_p, { appointmentId }, ctx) =>
  cancelAppointment(ctx.db, await requireViewer(ctx), appointmentId, ctx.notifier);

const confirm: Resolve<unknown, MutationConfirmAppointmentArgs, PresentedAppointment> = async (
  _p,
  { appointmentId },
  ctx,
) => presentAppointment(ctx.db, await confirmAppointment(ctx.db, await requireViewer(ctx), appointmentId));

const availability: Resolve<unknown, QueryGetAvailabilityArgs, UserAvailability> = async (_p, args, ctx) => {
  const viewer = await requireAppointmentsViewer(ctx);
  const scope = parseInput(availabilityScopeSchema, {
    teamId: args.team_id,
    userId: args.user_id,
    companyId: args.company_id,
    brandId: args.brand_id,
  });
  return getAvailability(ctx.db, viewer, scope);
};

const availabilityAggregated: Resolve<unknown, NoArgs, UserAvailability[]> = async (_p, _a, ctx) =>
  getAvailabilityAggregated(ctx.db, await requireViewer(ctx));

const calendarConnections: Resolve<unknown, NoArgs, PresentedConnection[]> = async (_p, _a, ctx) =>
  presentConnections(ctx.db, await listConnections(ctx.db, await requireViewer(ctx)));

const calendarConnection: Resolve<unknown, QueryCalendarConnectionArgs, PresentedConnection> = async (
  _p,
  { id },
  ctx,
) => presentConnectionOne(ctx.db, await findConnection(ctx.db, await requireViewer(ctx), id));

const startLink: Resolve<unknown, MutationStartCalendarLinkArgs, { authorizationUrl: string }> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = await requireViewer(ctx);
  const provider = parseInput(providerSchema, args.provider, 'provider');
  await limitCalendarCalls(ctx, viewer);
  return startCalendarLink(calendarDeps(ctx), viewer, provider);
};

const completeLink: Resolve<unknown, MutationCompleteCalendarLinkArgs, PresentedConnection> = async (
  _p,
  args,
  ctx,
) => {
  const viewer = await requireViewer(ctx);
  const link = parseInput(completeLinkArgsSchema, args);
  return presentConnectionOne(ctx.db, await completeCalendarLink(calendarDeps(ctx), viewer, link));
};

const syncLink: Resolve<unknown, MutationSyncCalendarConnectionArgs, PresentedConnection> = async (
  _p,
  { id },
  ctx,
) => {
  const viewer = await requireViewer(ctx);
  await limitCalendarCalls(ctx, viewer);
  return presentConnectionOne(ctx.db, await syncCalendarConnection(calendarDeps(ctx), viewer, id));
};

const disconnect: Resolve<unknown, MutationDisconnectCalendarArgs, string> = async (_p, { id }, ctx) =>
  disconnectCalendar(calendarDeps(ctx), await requireViewer(ctx), id);

export const appointmentResolvers = {
  Query: {
    appointments,
    calendarAppointments,
    appointment,
    getAvailability: availability,
    getAvailabilityAggregated: availabilityAggregated,
    calendarConnections,
    calendarConnection,
  },
  Mutation: {
    createNewAppointmentByUser,
    updateAppointment,
    cancelAppointment: cancel,
    confirmAppointment: confirm,
    startCalendarLink: startLink,
    completeCalendarLink: completeLink,
    syncCalendarConnection: syncLink,
    disconnectCalendar: disconnect,
  },
};
