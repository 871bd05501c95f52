import {
  availabilityModeOf,
  effectiveAvailability,
  WIDGET_BOOKING_DAYS,
  type WidgetBooking,
  type WidgetCandidate,
  widgetBookingMessageKeys,
  widgetSlots,
} from '@parley/domain';
import { and, asc, eq, gt, gte, inArray, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  absences,
  appointments,
  appointmentWidgets,
  brands,
  companies,
  contacts,
  teamAvailability,
  teams,
  teamUsers,
  users,
  userTeamAvailability,
  userTeamSettings,
} from '../db/tables.ts';
import { AppError } from '../errors.ts';
import { DEFAULT_TIME_ZONE, lockedClash, NOT_HOLDING } from './service.ts';

/*
 * The appointment widget's public side (GET/POST /api/widget/appointments/:key, rest/widget.ts): the
 * slots the widget offers and the booking of one. Found by the widget's unguessable key; answers only
 * while the widget is enabled and the brand has appointments. A booking is an appointment of a free
 * member of the widget's team in the state `waiting`, with the visitor as its contact.
 */

/** Members considered per widget: a team of a small company; bounds the work of one public call. */
const MAX_CANDIDATES = 50;
const DAY = 24 * 60 * 60_000;

export type Widget = {
  companyId: string;
  teamId: string | null;
  title: string;
  buttonLabel: string;
  position: string;
  color: string;
};

/** The enabled widget of a company whose brand has appointments, or null. */
export async function findBookableWidget(db: Db, key: string): Promise<Widget | null> {
  const [row] = await db
    .select({
      companyId: appointmentWidgets.companyId,
      teamId: appointmentWidgets.teamId,
      title: appointmentWidgets.title,
      buttonLabel: appointmentWidgets.buttonLabel,
      position: appointmentWidgets.position,
      color: appointmentWidgets.color,
      enabled: appointmentWidgets.enabled,
      feature: brands.featureAppointments,
    })
    .from(appointmentWidgets)
    .innerJoin(companies, eq(companies.id, appointmentWidgets.companyId))
    .innerJoin(brands, eq(brands.id, companies.brandId))
    .where(eq(appointmentWidgets.publicKey, key))
    .limit(1);
  if (!row?.enabled || !row.feature) return null;
  const { enabled: _enabled, feature: _feature, ...widget } = row;
  return widget;
}

/** The members who may be booked through the widget, with their windows, appointments and absences. */
async function candidatesOf(db: Db, widget: Widget, now: number): Promise<WidgetCandidate[]> {
  const members = await db
    .select({ userId: teamUsers.userId, teamId: teamUsers.teamId })
    .from(teamUsers)
    .innerJoin(users, eq(users.id, teamUsers.userId))
    .innerJoin(teams, eq(teams.id, teamUsers.teamId))
    .where(
      and(
        eq(teams.companyId, widget.companyId),
        eq(users.companyId, widget.companyId),
        eq(users.active, true),
        ...(widget.teamId ? [eq(teamUsers.teamId, widget.teamId)] : []),
      ),
    )
    .orderBy(asc(teamUsers.teamId), asc(teamUsers.userId))
    .limit(MAX_CANDIDATES);
  if (members.length === 0) return [];
  const userIds = [...new Set(members.map((m) => m.userId))];
  const teamIds = [...new Set(members.map((m) => m.teamId))];
  const until = new Date(now + (WIDGET_BOOKING_DAYS + 1) * DAY);
  const today = new Date(now - DAY).toISOString().slice(0, 10);
  const [settings, teamSlots, ownSlots, busy, away] = await Promise.all([
    db
      .select()
      .from(userTeamSettings)
      .where(and(inArray(userTeamSettings.userId, userIds), inArray(userTeamSettings.teamId, teamIds))),
    db
      .select({
        teamId: teamAvailability.teamId,
        day: teamAvailability.day,
        from: teamAvailability.from,
        to: teamAvailability.to,
      })
      .from(teamAvailability)
      .where(inArray(teamAvailability.teamId, teamIds)),
    db
      .select({
        userId: userTeamAvailability.userId,
        teamId: userTeamAvailability.teamId,
        day: userTeamAvailability.day,
        from: userTeamAvailability.from,
        to: userTeamAvailability.to,
      })
      .from(userTeamAvailability)
      .where(
        and(inArray(userTeamAvailability.userId, userIds), inArray(userTeamAvailability.teamId, teamIds)),
      ),
    db
      .select({ userId: appointments.userId, startAt: appointments.startAt, endAt: appointments.endAt })
      .from(appointments)
      .where(
        and(
          inArray(appointments.userId, userIds),
          notInArray(appointments.state, NOT_HOLDING),
          lt(appointments.startAt, until),
          gte(appointments.endAt, new Date(now)),
        ),
      )
      .limit(5000),
    db
      .select({ userId: absences.userId, startDate: absences.startDate, endDate: absences.endDate })
      .from(absences)
      .where(and(inArray(absences.userId, userIds), gte(absences.endDate, today)))
      .limit(1000),
  ]);
  return members.map(({ userId, teamId }) => {
    const setting = settings.find((s) => s.userId === userId && s.teamId === teamId);
    const mode = availabilityModeOf(setting ?? null);
    const windows = effectiveAvailability(
      mode,
      teamSlots.filter((s) => s.teamId === teamId),
      ownSlots.filter((s) => s.userId === userId && s.teamId === teamId),
    ).map(({ day, from, to }) => ({ day, from, to }));
    return {
      userId,
      teamId,
      windows,
      busy: busy
        .filter((b) => b.userId === userId)
        .map((b) => ({ start: b.startAt.getTime(), end: b.endAt.getTime() })),
      absences: away.filter((a) => a.userId === userId),
    };
  });
}

/** GET: what the widget shows (its look) and the slots it offers, as ISO instants. */
export async function widgetView(db: Db, key: string, now = Date.now()) {
  const widget = await findBookableWidget(db, key);
  if (!widget) return null;
  const slots = widgetSlots(await candidatesOf(db, widget, now), { now, timeZone: DEFAULT_TIME_ZONE });
  return {
    title: widget.title,
    buttonLabel: widget.buttonLabel,
    position: widget.position,
    color: widget.color,
    timeZone: DEFAULT_TIME_ZONE,
    slots: slots.map((slot) => ({
      start: new Date(slot.start).toISOString(),
      end: new Date(slot.end).toISOString(),
    })),
  };
}

const slotTaken = () =>
  new AppError('BAD_USER_INPUT', 'This time is no longer free', {
    field: 'start',
    messageKey: widgetBookingMessageKeys.slotTaken,
    status: 409,
  });

/**
 * The free members, those with the fewest waiting requests at that time first (a request holds no
 * time until confirmed, so several may wait on one slot: spread them over the team).
 */
async function fewestRequestsFirst<M extends { userId: string }>(
  db: Db,
  members: readonly M[],
  startAt: Date,
  endAt: Date,
): Promise<M[]> {
  if (members.length < 2) return [...members];
  const waiting = await db
    .select({ userId: appointments.userId })
    .from(appointments)
    .where(
      and(
        inArray(
          appointments.userId,
          members.map((m) => m.userId),
        ),
        eq(appointments.state, 'waiting'),
        lt(appointments.startAt, endAt),
        gt(appointments.endAt, startAt),
      ),
    )
    .limit(1000);
  const requests = (userId: string) => waiting.filter((w) => w.userId === userId).length;
  return [...members].sort((a, b) => requests(a.userId) - requests(b.userId));
}

/**
 * POST: requests the slot starting at `start` from a member free then (fewest waiting requests
 * first). The booking waits, holding no time, until the member confirms it (confirmAppointment checks
 * the time again). Each try locks the member's row and checks their confirmed appointments in the same
 * transaction, so a request never lands on time a confirmed appointment took meanwhile.
 */
export async function bookFromWidget(db: Db, widget: Widget, booking: WidgetBooking, now = Date.now()) {
  const start = Date.parse(booking.start);
  const slot = widgetSlots(await candidatesOf(db, widget, now), { now, timeZone: DEFAULT_TIME_ZONE }).find(
    (s) => s.start === start,
  );
  if (!slot) throw slotTaken();
  const startAt = new Date(slot.start);
  const endAt = new Date(slot.end);
  const email = booking.email.toLowerCase();

  for (const member of await fewestRequestsFirst(db, slot.free, startAt, endAt)) {
    const created = await db.transaction(async (tx) => {
      if (await lockedClash(tx as unknown as Db, member.userId, startAt, endAt)) return null;
      // Anyone can type any email address into a public form: the booking gets a contact of its own
      // and is never attached to (or renames) a customer who already has that address.
      const [contact] = await tx
        .insert(contacts)
        .values({
          companyId: widget.companyId,
          firstName: booking.firstName,
          lastName: booking.lastName,
          email,
        })
        .returning({ id: contacts.id });
      const contactId = contact?.id;
      const [row] = await tx
        .insert(appointments)
        .values({
          companyId: widget.companyId,
          userId: member.userId,
          teamId: member.teamId,
          contactId: contactId ?? null,
          name: `${booking.firstName} ${booking.lastName}`,
          startAt,
          endAt,
          contactMessage: booking.comment || null,
          state: 'waiting',
          originType: 'OWN',
          createdBy: null,
        })
        .returning({ id: appointments.id });
      return row ?? null;
    });
    if (created) return { start: startAt.toISOString(), end: endAt.toISOString(), state: 'waiting' as const };
  }
  throw slotTaken();
}
