import { defaultTaskDueDate, isKnownTimeZone } from '@parley/domain';
import type { Db } from './client.ts';
import { demoIds } from './demo.ts';
import { tasks } from './features/tasks.ts';
import { inboxIds } from './seed-inbox.ts';

/** Fixed ids of the demo tasks, so the seed is idempotent and tests can name rows. */
export const taskIds = {
  task: (n: number) => `00000000-0000-4000-8201-${String(n).padStart(12, '0')}`,
};

const DAY = 24 * 60 * 60_000;
/** "Today" is the server's today: on a developer's machine, the developer's (the browser's) day. */
const localTimeZone = () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isKnownTimeZone(zone) ? zone : 'UTC';
};

/**
 * A few tasks for Ada (admin) and Uwe (user) of Demo GmbH — one due today, one overdue, one later, one
 * done, one assigned across — and one of Other AG that Demo GmbH must never see. Due dates are set
 * relative to the first start; later starts leave existing rows alone.
 */
export async function seedTasks(db: Db, now = Date.now()): Promise<void> {
  const endOf = (offsetDays: number) => new Date(defaultTaskDueDate(now + offsetDays * DAY, localTimeZone()));
  const demo = demoIds.companyDemo;
  await db
    .insert(tasks)
    .values([
      {
        id: taskIds.task(0),
        companyId: demo,
        ownerId: demoIds.userAdmin,
        assigneeId: demoIds.userAdmin,
        contactId: inboxIds.contact(0),
        title: 'Angebot Photovoltaik nachfassen',
        body: 'Frau Mustermann wollte sich das Angebot heute Abend ansehen. Morgen kurz anrufen.',
        dueDate: endOf(0),
        isImportant: true,
      },
      {
        id: taskIds.task(1),
        companyId: demo,
        ownerId: demoIds.userAdmin,
        assigneeId: demoIds.userAdmin,
        title: 'Quartalsbericht vorbereiten',
        body: null,
        dueDate: endOf(3),
      },
      {
        id: taskIds.task(2),
        companyId: demo,
        ownerId: demoIds.userAdmin,
        assigneeId: demoIds.userUser,
        opportunityId: inboxIds.opportunity(1),
        title: 'Techniker-Termin für Wärmepumpe bestätigen',
        body: 'Aufnahme des Geräuschs liegt im Gespräch.',
        dueDate: endOf(1),
      },
      {
        id: taskIds.task(3),
        companyId: demo,
        ownerId: demoIds.userAdmin,
        assigneeId: demoIds.userAdmin,
        title: 'Visitenkarten nachbestellen',
        body: null,
        dueDate: endOf(-2),
        isDone: true,
      },
      {
        id: taskIds.task(4),
        companyId: demo,
        ownerId: demoIds.userUser,
        assigneeId: demoIds.userUser,
        title: 'Rückruf Wallbox-Installation',
        body: 'Donnerstag 10 Uhr bestätigen.',
        dueDate: endOf(0),
      },
      {
        id: taskIds.task(5),
        companyId: demo,
        ownerId: demoIds.userUser,
        assigneeId: demoIds.userUser,
        title: 'Produktschulung ansehen',
        body: null,
        dueDate: endOf(-1),
      },
      {
        id: taskIds.task(6),
        companyId: demoIds.companyOther,
        ownerId: demoIds.userOther,
        assigneeId: demoIds.userOther,
        title: 'Hamburger Kunden anrufen',
        body: null,
        dueDate: endOf(0),
      },
    ])
    .onConflictDoNothing();
}
