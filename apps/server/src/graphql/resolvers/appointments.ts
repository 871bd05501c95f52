import { getAvailability, getAvailabilityAggregated } from '../../appointments/availability.ts';
import {
  cancelAppointment,
  confirmAppointment,
  findAppointment,
  listAppointments,
  type PresentedAppointment,
  presentAppointments,
  requireAppointments,
  saveAppointment,
} from '../../appointments/service.ts';
import {
  completeCalendarLink,
  disconnectCalendar,
  eventCounts,
  findConnection,
  listConnections,
  presentConnection,
  startCalendarLink,
  syncCalendarConnection,
  syncStaleConnections,
} from '../../calendar/service.ts';
import type { CalendarConnectionRow } from '../../db/tables.ts';
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
import type { GraphQLContext } from '../context.ts';
import { type Resolve, requireViewer } from './guards.ts';

type NoArgs = Record<string, never>;

const calendarDeps = (ctx: GraphQLContext) => ({ db: ctx.db, config: ctx.config, fetch: ctx.calendarFetch });

const one = async (ctx: GraphQLContext, row: Parameters<typeof presentAppointments>[1][number]) => {
  const [presented] = await presentAppointments(ctx.db, [row]);
  if (!presented) throw new Error('Presenting an appointment returned nothing');
  return presented;
};

const appointments: Resolve<
  unknown,
  QueryAppointmentsArgs,
  { items: PresentedAppointment[]; total: number }
> = async (_p, args, ctx) => {
  const page = await listAppointments(ctx.db, await requireViewer(ctx), args);
  return { items: await presentAppointments(ctx.db, page.items), total: page.total };
};

const calendarAppointments: Resolve<unknown, QueryCalendarAppointmentsArgs, PresentedAppointment[]> = async (
  _p,
  { startRange, endRange },
  ctx,
) => {
  const viewer = await requireViewer(ctx);
  await requireAppointments(ctx.db, viewer);
  // Linked calendars are read first when their copy is older than five minutes.
  await syncStaleConnections(calendarDeps(ctx), viewer);
  const all = await listAppointments(ctx.db, viewer, { startRange, endRange, take: 100 });
  return presentAppointments(ctx.db, all.items);
};

const appointment: Resolve<unknown, QueryAppointmentArgs, PresentedAppointment> = async (_p, { id }, ctx) =>
  one(ctx, await findAppointment(ctx.db, await requireViewer(ctx), id));

const createNewAppointmentByUser: Resolve<
  unknown,
  MutationCreateNewAppointmentByUserArgs,
  PresentedAppointment
> = async (_p, { input }, ctx) => one(ctx, await saveAppointment(ctx.db, await requireViewer(ctx), input));

const updateAppointment: Resolve<unknown, MutationUpdateAppointmentArgs, PresentedAppointment> = async (
  _p,
  { id, input },
  ctx,
) => one(ctx, await saveAppointment(ctx.db, await requireViewer(ctx), input, id));

const cancel: Resolve<unknown, MutationCancelAppointmentArgs, string> = async (_p, { appointmentId }, ctx) =>
  cancelAppointment(ctx.db, await requireViewer(ctx), appointmentId);

const confirm: Resolve<unknown, MutationConfirmAppointmentArgs, PresentedAppointment> = async (
  _p,
  { appointmentId },
  ctx,
) => one(ctx, await confirmAppointment(ctx.db, await requireViewer(ctx), appointmentId));

const availability: Resolve<
  unknown,
  QueryGetAvailabilityArgs,
  Awaited<ReturnType<typeof getAvailability>>
> = async (_p, args, ctx) =>
  getAvailability(ctx.db, await requireViewer(ctx), {
    teamId: args.team_id,
    userId: args.user_id,
    companyId: args.company_id,
    brandId: args.brand_id,
  });

const availabilityAggregated: Resolve<
  unknown,
  NoArgs,
  Awaited<ReturnType<typeof getAvailabilityAggregated>>
> = async (_p, _a, ctx) => getAvailabilityAggregated(ctx.db, await requireViewer(ctx));

const presentConnections = async (ctx: GraphQLContext, rows: CalendarConnectionRow[]) => {
  const counts = await eventCounts(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentConnection(row, counts.get(row.id) ?? 0));
};
const presentOneConnection = async (ctx: GraphQLContext, row: CalendarConnectionRow) => {
  const [presented] = await presentConnections(ctx, [row]);
  if (!presented) throw new Error('Presenting a connection returned nothing');
  return presented;
};
type PresentedConnection = ReturnType<typeof presentConnection>;

const calendarConnections: Resolve<unknown, NoArgs, PresentedConnection[]> = async (_p, _a, ctx) =>
  presentConnections(ctx, await listConnections(ctx.db, await requireViewer(ctx)));

const calendarConnection: Resolve<unknown, QueryCalendarConnectionArgs, PresentedConnection> = async (
  _p,
  { id },
  ctx,
) => presentOneConnection(ctx, await findConnection(ctx.db, await requireViewer(ctx), id));

const startLink: Resolve<unknown, MutationStartCalendarLinkArgs, { authorizationUrl: string }> = async (
  _p,
  { provider },
  ctx,
) => startCalendarLink(calendarDeps(ctx), await requireViewer(ctx), provider);

const completeLink: Resolve<unknown, MutationCompleteCalendarLinkArgs, PresentedConnection> = async (
  _p,
  args,
  ctx,
) => presentOneConnection(ctx, await completeCalendarLink(calendarDeps(ctx), await requireViewer(ctx), args));

const syncLink: Resolve<unknown, MutationSyncCalendarConnectionArgs, PresentedConnection> = async (
  _p,
  { id },
  ctx,
) => presentOneConnection(ctx, await syncCalendarConnection(calendarDeps(ctx), await requireViewer(ctx), id));

const disconnect: Resolve<unknown, MutationDisconnectCalendarArgs, string> = async (_p, { id }, ctx) =>
  disconnectCalendar(ctx.db, await requireViewer(ctx), id);

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
