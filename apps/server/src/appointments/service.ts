import {
  type AppointmentState,
  appointmentFormSchema,
  appointmentMessageKeys,
  canCancelAppointment,
  canConfirmAppointment,
  canEditAppointment,
  formFromAppointment,
  messageKeys,
} from '@parley/domain';
import { and, asc, count, eq, gt, lt, ne, notInArray } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { isAdmin } from '../auth/access.ts';
import type { Viewer } from '../auth/viewer.ts';
import { brandOfCompany } from '../company/service.ts';
import type { Db } from '../db/client.ts';
import { findCompanyTeam, findCompanyUser } from '../db/queries.ts';
import {
  type AppointmentRow,
  appointments,
  brandCustomerTypes,
  brandProducts,
  brandServices,
  contacts,
  users,
} from '../db/tables.ts';
import { appError, badUserInput, forbidden, notFound, parseFormInput } from '../errors.ts';
import { findVisibleOpportunity } from '../inbox/queries.ts';
import { recordTimeline } from '../inbox/service.ts';
import { timelineTime } from '../inbox/timelineTime.ts';
import type { Notifier } from '../realtime/socket.ts';
import type { AppointmentInput, AppointmentListArgs, OverlapQuery } from './inputs.ts';

/*
 * Appointments (spec 3, 5, 7): every call needs the brand's appointments flag; a user reaches only their
 * own appointments (the calendar is personal). The spec 5 rules run here with the domain's schema on the
 * wall-clock values of the time zone the client names, so the server refuses what the form refuses.
 */

export const DEFAULT_TIME_ZONE = 'Europe/Berlin';
/** States whose appointment no longer takes its time. */
export const NOT_CANCELLED = ['cancelled', 'cancelled_not_confirmed'];
/**
 * States that do not hold their time: cancelled ones, and a booking from the public widget until its
 * member confirms it (`waiting`): anyone can fill a public form, so an unproven request must not lock
 * a real customer out of the time (issue 29, finding 4). Confirming one checks the time again.
 */
export const NOT_HOLDING = [...NOT_CANCELLED, 'waiting'];
const MAX_RANGE_DAYS = 62;

export async function requireAppointments(db: Db, viewer: Viewer) {
  const brand = await brandOfCompany(db, viewer.companyId);
  if (!brand?.featureAppointments) throw forbidden('Appointments are switched off for this brand');
  return brand.id;
}

/** The form's fields as the API names them: start and end carry the date and time rules. */
const apiFieldOf: Record<string, string> = {
  startDate: 'start',
  startTime: 'start',
  endDate: 'end',
  endTime: 'end',
};

/** The form's rules (spec 5) on the parsed input, in the wall-clock time of its time zone. */
function validate(value: AppointmentInput, creating: boolean, now: Temporal.Instant) {
  const timeZone = value.timeZone ?? DEFAULT_TIME_ZONE;
  for (const [field, at] of [
    ['start', value.start],
    ['end', value.end],
  ] as const) {
    // Whole minutes only: the 15-minute rule is about the wall clock, seconds would slip past it.
    if (Temporal.Instant.from(at).epochMilliseconds % 60_000 !== 0)
      throw badUserInput(field, appointmentMessageKeys.minuteStep);
  }
  const local = formFromAppointment({ ...value, start: value.start, end: value.end }, timeZone);
  const form = parseFormInput(
    appointmentFormSchema({ now: () => now, timeZone, creating }),
    { ...local, name: value.name ?? '', userMessage: value.userMessage ?? '' },
    { fieldOf: apiFieldOf, fallbackField: 'start' },
  );
  const start = Temporal.Instant.from(value.start);
  const end = Temporal.Instant.from(value.end);
  return { value, name: form.name, userMessage: form.userMessage, start, end };
}

/** The ids of the input must be the company's (or its brand's), else NOT_FOUND on that field. */
async function resolveLinks(db: Db, viewer: Viewer, brandId: string, value: AppointmentInput) {
  const missing = (field: string, what: string) =>
    appError('NOT_FOUND', `${what} not found`, { field, messageKey: messageKeys.general });
  if (value.teamId && !(await findCompanyTeam(db, viewer.companyId, value.teamId)))
    throw missing('teamId', 'Team');
  let contactId = value.contactId || null;
  const opportunityId = value.opportunityId || null;
  if (opportunityId) {
    const opportunity = await findVisibleOpportunity(db, viewer.companyId, opportunityId);
    if (!opportunity) throw missing('opportunityId', 'Opportunity');
    contactId ??= opportunity.contactId;
    if (contactId !== opportunity.contactId)
      throw badUserInput('contactId', messageKeys.general, "Not the conversation's contact");
  }
  if (contactId) {
    const [row] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.id, contactId), eq(contacts.companyId, viewer.companyId)))
      .limit(1);
    if (!row) throw missing('contactId', 'Contact');
  }
  const brandEntry = async (
    table: typeof brandServices | typeof brandProducts | typeof brandCustomerTypes,
    id: string | null | undefined,
    field: string,
  ) => {
    if (!id) return null;
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.brandId, brandId)))
      .limit(1);
    if (!row) throw missing(field, 'Portfolio entry');
    return row.id;
  };
  return {
    teamId: value.teamId || null,
    contactId,
    opportunityId,
    serviceId: await brandEntry(brandServices, value.serviceId, 'serviceId'),
    productId: await brandEntry(brandProducts, value.productId, 'productId'),
    customerTypeId: await brandEntry(brandCustomerTypes, value.customerTypeId, 'customerTypeId'),
  };
}

/** The user's appointments that hold their time (NOT_HOLDING) and share a moment with [start, end). */
export function overlapping(db: Db, userId: string, start: Date, end: Date, exceptId?: string) {
  return db
    .select({
      id: appointments.id,
      name: appointments.name,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, userId),
        notInArray(appointments.state, NOT_HOLDING),
        lt(appointments.startAt, end),
        gt(appointments.endAt, start),
        ...(exceptId ? [ne(appointments.id, exceptId)] : []),
      ),
    )
    .orderBy(asc(appointments.startAt))
    .limit(20);
}

/**
 * Inside a transaction: locks the user's row, then finds an appointment of theirs that shares a moment
 * with [start, end). Every booking of a user goes through it, so two at once cannot both find none.
 */
export async function lockedClash(tx: Db, userId: string, start: Date, end: Date, exceptId?: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [clash] = await overlapping(tx, userId, start, end, exceptId);
  return clash ?? null;
}

/**
 * createNewAppointmentByUser / updateAppointment. One transaction locks the user's row first, so two
 * bookings at once cannot both pass the overlap check.
 */
export async function saveAppointment(
  db: Db,
  viewer: Viewer,
  input: AppointmentInput,
  id?: string,
  now: Temporal.Instant = Temporal.Now.instant(),
): Promise<AppointmentRow> {
  const brandId = await requireAppointments(db, viewer);
  const existing = id ? await findAppointment(db, viewer, id) : null;
  if (existing && !canEditAppointment(stateOf(existing)))
    throw badUserInput('id', appointmentMessageKeys.notEditable, 'This appointment cannot be changed');
  const { value, name, userMessage, start, end } = validate(input, !existing, now);
  const links = await resolveLinks(db, viewer, brandId, value);
  const startAt = new Date(start.epochMilliseconds);
  const endAt = new Date(end.epochMilliseconds);
  return db.transaction(async (tx) => {
    const clash = await lockedClash(tx as unknown as Db, viewer.user.id, startAt, endAt, existing?.id);
    if (clash) throw badUserInput('start', appointmentMessageKeys.overlap, 'Overlaps another appointment');
    const values = { name, startAt, endAt, userMessage: userMessage || null, ...links };
    const [row] = existing
      ? await tx.update(appointments).set(values).where(eq(appointments.id, existing.id)).returning()
      : await tx
          .insert(appointments)
          .values({
            ...values,
            companyId: viewer.companyId,
            userId: viewer.user.id,
            createdBy: viewer.user.id,
            state: 'accepted',
            originType: 'OWN',
          })
          .returning();
    if (!row) throw notFound('Appointment');
    return row;
  });
}

/** The parts of an appointment the domain's edit, cancel and confirm rules read. */
const stateOf = (row: AppointmentRow) => ({
  state: row.state as AppointmentState,
  originType: row.originType as 'OWN' | 'OUTLOOK' | 'GOOGLE',
});

export async function findAppointment(db: Db, viewer: Viewer, id: string): Promise<AppointmentRow> {
  await requireAppointments(db, viewer);
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.userId, viewer.user.id)))
    .limit(1);
  if (!row) throw notFound('Appointment');
  return row;
}

/** cancelAppointment: state cancelled; calendar events and cancelled ones are refused. */
export async function cancelAppointment(
  db: Db,
  viewer: Viewer,
  id: string,
  notifier?: Notifier,
): Promise<string> {
  const row = await findAppointment(db, viewer, id);
  if (!canCancelAppointment(stateOf(row)))
    throw badUserInput(
      'appointmentId',
      appointmentMessageKeys.notEditable,
      'This appointment cannot be cancelled',
    );
  await db.update(appointments).set({ state: 'cancelled' }).where(eq(appointments.id, row.id));
  await appointmentOnTimeline({ db, notifier }, viewer, row, 'cancelled');
  return row.id;
}

/**
 * confirmAppointment: a waiting booking (the website widget's) becomes accepted, unless the time is
 * taken by then (VALIDATE.APPOINTMENT_OVERLAP on `appointmentId`).
 */
export async function confirmAppointment(db: Db, viewer: Viewer, id: string): Promise<AppointmentRow> {
  const row = await findAppointment(db, viewer, id);
  if (!canConfirmAppointment(stateOf(row)))
    throw badUserInput(
      'appointmentId',
      appointmentMessageKeys.notEditable,
      'Only a booking that waits can be confirmed',
    );
  // A waiting request held no time: another booking may have taken it since.
  return db.transaction(async (tx) => {
    if (await lockedClash(tx as unknown as Db, row.userId, row.startAt, row.endAt, row.id))
      throw badUserInput('appointmentId', appointmentMessageKeys.overlap, 'Overlaps another appointment');
    const [updated] = await tx
      .update(appointments)
      .set({ state: 'accepted' })
      .where(and(eq(appointments.id, row.id), eq(appointments.state, 'waiting')))
      .returning();
    if (!updated) throw notFound('Appointment');
    return updated;
  });
}

/** appointments(startRange, endRange, from, skip, take, contactId): the caller's, soonest first. */
export async function listAppointments(
  db: Db,
  viewer: Viewer,
  value: AppointmentListArgs,
): Promise<{ items: AppointmentRow[]; total: number }> {
  await requireAppointments(db, viewer);
  const conditions = [eq(appointments.userId, viewer.user.id)];
  if (value.startRange || value.endRange) {
    if (!value.startRange || !value.endRange)
      throw badUserInput(value.startRange ? 'endRange' : 'startRange', messageKeys.required);
    const start = Temporal.Instant.from(value.startRange);
    const end = Temporal.Instant.from(value.endRange);
    if (Temporal.Instant.compare(end, start) <= 0)
      throw badUserInput('endRange', messageKeys.general, 'End before start');
    if (start.until(end).total('hours') > MAX_RANGE_DAYS * 24)
      throw badUserInput('endRange', messageKeys.general, 'Range too long');
    conditions.push(
      lt(appointments.startAt, new Date(end.epochMilliseconds)),
      gt(appointments.endAt, new Date(start.epochMilliseconds)),
    );
  }
  if (value.from)
    conditions.push(gt(appointments.endAt, new Date(Temporal.Instant.from(value.from).epochMilliseconds)));
  // A cancelled appointment is not one of the next ones (the calendar still shows it).
  if (value.activeOnly)
    conditions.push(notInArray(appointments.state, ['cancelled', 'cancelled_not_confirmed']));
  if (value.contactId) conditions.push(eq(appointments.contactId, value.contactId));
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(appointments)
      .where(where)
      .orderBy(asc(appointments.startAt), asc(appointments.id))
      .offset(value.skip ?? 0)
      .limit(value.take ?? 50),
    db.select({ value: count() }).from(appointments).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

/** REST check-overlap: the user's appointments in the range (the caller's own, or any of the company for admins). */
export async function checkOverlap(db: Db, viewer: Viewer, value: OverlapQuery) {
  await requireAppointments(db, viewer);
  const userId = value.user_id || viewer.user.id;
  if (userId !== viewer.user.id) {
    if (!isAdmin(viewer)) throw notFound('User');
    if (!(await findCompanyUser(db, viewer.companyId, userId))) throw notFound('User');
  }
  const start = Temporal.Instant.from(value.startTime);
  const end = Temporal.Instant.from(value.endTime);
  if (Temporal.Instant.compare(end, start) <= 0)
    throw badUserInput('endTime', appointmentMessageKeys.endBeforeStart);
  if (start.until(end).total('hours') > 24) throw badUserInput('endTime', appointmentMessageKeys.sameDay);
  return overlapping(
    db,
    userId,
    new Date(start.epochMilliseconds),
    new Date(end.epochMilliseconds),
    value.excludeId ?? undefined,
  );
}

/**
 * An appointment booked or cancelled for a conversation goes on its timeline, named and dated
 * (DD.MM.YYYY HH:mm in the booking's time zone, Europe/Berlin when none is known).
 */
export async function appointmentOnTimeline(
  deps: { db: Db; notifier?: Notifier | undefined },
  viewer: Pick<Viewer, 'user' | 'companyId'>,
  row: Pick<AppointmentRow, 'opportunityId' | 'name' | 'startAt'>,
  what: 'booked' | 'cancelled',
  timeZone = 'Europe/Berlin',
) {
  if (!row.opportunityId) return;
  const when = timelineTime(row.startAt, timeZone);
  await recordTimeline(deps, viewer, [
    {
      opportunityId: row.opportunityId,
      key: what === 'booked' ? 'CONVERSATION.APPOINTMENT_BOOKED' : 'CONVERSATION.APPOINTMENT_CANCELLED',
      value: row.name ? `${row.name} · ${when}` : when,
    },
  ]);
}
