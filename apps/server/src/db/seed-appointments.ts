import { Temporal } from 'temporal-polyfill';
import type { Db } from './client.ts';
import { demoIds } from './demo.ts';
import { appointments } from './features/appointments.ts';
import { inboxIds } from './seed-inbox.ts';
import { settingsIds } from './seed-settings.ts';

/** Fixed ids, so the seed is idempotent and tests can name rows. */
export const appointmentIds = {
  appointment: (n: number) => `00000000-0000-4000-8501-${String(n).padStart(12, '0')}`,
};

const ZONE = 'Europe/Berlin';

/**
 * Appointments of Ada (admin) and Uwe (user) of Demo GmbH in the coming days, at Berlin wall-clock
 * times relative to the first start (an accepted one with contact, service and team; a waiting one;
 * a cancelled one), and one of Other AG that Demo GmbH must never see. Later starts leave them alone.
 */
export async function seedAppointments(db: Db, now = Temporal.Now.instant()): Promise<void> {
  const today = now.toZonedDateTimeISO(ZONE).toPlainDate();
  const at = (days: number, hour: number, minute = 0) =>
    new Date(
      today
        .add({ days })
        .toZonedDateTime({ timeZone: ZONE, plainTime: Temporal.PlainTime.from({ hour, minute }) })
        .toInstant().epochMilliseconds,
    );
  const demo = demoIds.companyDemo;
  await db
    .insert(appointments)
    .values([
      {
        id: appointmentIds.appointment(0),
        companyId: demo,
        userId: demoIds.userAdmin,
        createdBy: demoIds.userAdmin,
        name: 'Beratung Photovoltaik',
        startAt: at(1, 10),
        endAt: at(1, 11),
        teamId: demoIds.teamSales,
        contactId: inboxIds.contact(0),
        opportunityId: inboxIds.opportunity(0),
        serviceId: settingsIds.service(1),
        customerTypeId: settingsIds.customerType(1),
        userMessage: 'Dachfläche und Stromverbrauch besprechen.',
        contactMessage: 'Bitte klingeln Sie zweimal.',
      },
      {
        id: appointmentIds.appointment(1),
        companyId: demo,
        userId: demoIds.userAdmin,
        createdBy: demoIds.userAdmin,
        name: 'Videoberatung Wärmepumpe',
        startAt: at(2, 14),
        endAt: at(2, 14, 30),
        teamId: demoIds.teamService,
        contactId: inboxIds.contact(1),
        serviceId: settingsIds.service(2),
        state: 'waiting',
        status: 'Waiting for the customer to confirm',
      },
      {
        id: appointmentIds.appointment(2),
        companyId: demo,
        userId: demoIds.userAdmin,
        createdBy: demoIds.userAdmin,
        name: 'Wartungstermin',
        startAt: at(3, 9),
        endAt: at(3, 10, 30),
        teamId: demoIds.teamService,
        contactId: inboxIds.contact(2),
        serviceId: settingsIds.service(3),
        state: 'cancelled',
      },
      {
        id: appointmentIds.appointment(3),
        companyId: demo,
        userId: demoIds.userUser,
        createdBy: demoIds.userUser,
        name: 'Aufmaß Balkon',
        startAt: at(1, 9),
        endAt: at(1, 10),
        teamId: demoIds.teamSales,
        contactId: inboxIds.contact(3),
      },
      {
        id: appointmentIds.appointment(4),
        companyId: demoIds.companyOther,
        userId: demoIds.userOther,
        createdBy: demoIds.userOther,
        name: 'Other AG appointment',
        startAt: at(1, 10),
        endAt: at(1, 11),
        teamId: demoIds.teamOther,
      },
    ])
    .onConflictDoNothing();
}
