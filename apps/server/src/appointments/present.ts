import type { AppointmentState } from '@parley/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  type AppointmentRow,
  brandCustomerTypes,
  brandProducts,
  brandServices,
  contacts,
  teams,
  userProfiles,
  users,
} from '../db/tables.ts';

/* Appointment rows as GraphQL presents them, with one query per related table for a whole list. */

export type PresentedAppointment = Awaited<ReturnType<typeof presentAppointments>>[number];

const idsOf = (rows: AppointmentRow[], key: keyof AppointmentRow) => [
  ...new Set(rows.map((row) => row[key]).filter((id): id is string => typeof id === 'string')),
];

async function byId<T extends { id: string }>(ids: string[], load: (ids: string[]) => Promise<T[]>) {
  return new Map((ids.length ? await load(ids) : []).map((row) => [row.id, row]));
}

/** The names of a brand's portfolio entries (services, products, customer types) by id. */
const namesOf =
  (db: Db, table: typeof brandServices | typeof brandProducts | typeof brandCustomerTypes) =>
  (ids: string[]) =>
    db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));

export async function presentAppointments(db: Db, rows: AppointmentRow[]) {
  const [services, products, customerTypes, teamRows, contactRows, creators] = await Promise.all([
    byId(idsOf(rows, 'serviceId'), namesOf(db, brandServices)),
    byId(idsOf(rows, 'productId'), namesOf(db, brandProducts)),
    byId(idsOf(rows, 'customerTypeId'), namesOf(db, brandCustomerTypes)),
    byId(idsOf(rows, 'teamId'), (ids) => db.select().from(teams).where(inArray(teams.id, ids))),
    byId(idsOf(rows, 'contactId'), (ids) =>
      db
        .select({
          id: contacts.id,
          firstName: contacts.firstName,
          lastName: contacts.lastName,
          userId: contacts.userId,
        })
        .from(contacts)
        .where(inArray(contacts.id, ids)),
    ),
    byId(idsOf(rows, 'createdBy'), (ids) =>
      db
        .select({
          id: users.id,
          firstName: userProfiles.firstName,
          lastName: userProfiles.lastName,
          avatar: userProfiles.avatarUrl,
        })
        .from(users)
        .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
        .where(inArray(users.id, ids)),
    ),
  ]);
  const pick = <T>(map: Map<string, T>, id: string | null) => (id ? (map.get(id) ?? null) : null);
  return rows.map((row) => {
    const team = pick(teamRows, row.teamId);
    const contact = pick(contactRows, row.contactId);
    return {
      id: row.id,
      name: row.name,
      start: row.startAt.toISOString(),
      end: row.endAt.toISOString(),
      duration: Math.round((row.endAt.getTime() - row.startAt.getTime()) / 60_000),
      allDay: row.allDay,
      userMessage: row.userMessage,
      contactMessage: row.contactMessage,
      serviceId: row.serviceId,
      productId: row.productId,
      customerTypeId: row.customerTypeId,
      service: pick(services, row.serviceId),
      product: pick(products, row.productId),
      customerType: pick(customerTypes, row.customerTypeId),
      teamId: row.teamId,
      contactId: row.contactId,
      userId: row.userId,
      state: row.state as AppointmentState,
      status: row.status,
      originType: row.originType as 'OWN' | 'OUTLOOK' | 'GOOGLE',
      opportunityId: row.opportunityId,
      contact: contact
        ? {
            id: contact.id,
            name: [contact.firstName, contact.lastName].filter(Boolean).join(' ') || '—',
            userId: contact.userId,
          }
        : null,
      createdBy: pick(creators, row.createdBy),
      team: team
        ? {
            id: team.id,
            name: team.name,
            logo: team.logo,
            street: team.street,
            streetNumber: team.streetNumber,
            zipCode: team.zipCode,
            city: team.city,
          }
        : null,
      links: { webLink: row.webLink },
      description: row.description,
    };
  });
}

export async function presentAppointment(db: Db, row: AppointmentRow): Promise<PresentedAppointment> {
  const [presented] = await presentAppointments(db, [row]);
  if (!presented) throw new Error('Presenting an appointment returned nothing');
  return presented;
}

/** REST check-overlap: whether the range meets any of the user's appointments, and which. */
export function presentOverlap(rows: readonly Pick<AppointmentRow, 'id' | 'name' | 'startAt' | 'endAt'>[]) {
  return {
    overlap: rows.length > 0,
    appointments: rows.map((row) => ({
      id: row.id,
      name: row.name,
      start: row.startAt.toISOString(),
      end: row.endAt.toISOString(),
    })),
  };
}
