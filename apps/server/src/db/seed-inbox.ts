import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq, inArray, sql } from 'drizzle-orm';
import { storeAttachment } from '../inbox/attachments.ts';
import type { Db } from './client.ts';
import { demoIds } from './demo.ts';
import { type SampleKind, sampleFile } from './samples.ts';
import {
  brandProducts,
  consentEntries,
  contactLabels,
  contacts,
  labels,
  messages,
  opportunities,
  opportunityLabels,
  quickReplies,
  type StoredAttachment,
  users,
} from './schema.ts';

/** Fixed ids of the demo inbox, so the seed is idempotent and tests can name rows. */
const fixedId = (kind: number, n: number) =>
  `00000000-0000-4000-8${kind.toString(16).padStart(3, '0')}-${String(n).padStart(12, '0')}`;
export const inboxIds = {
  contact: (n: number) => fixedId(0x101, n),
  opportunity: (n: number) => fixedId(0x102, n),
  message: (n: number) => fixedId(0x103, n),
  label: (n: number) => fixedId(0x104, n),
  quickReply: (n: number) => fixedId(0x105, n),
  product: (n: number) => fixedId(0x106, n),
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Line = [who: 'C' | 'U', text: string | null, attachment?: SampleKind];

const scripts: Line[][] = [
  [
    ['C', 'Hallo, ich interessiere mich für eine Photovoltaikanlage auf meinem Einfamilienhaus.'],
    ['U', 'Guten Tag! Sehr gern. Wie groß ist Ihre Dachfläche ungefähr?'],
    ['C', 'Etwa 60 m², Ausrichtung Süd. Hier ein Foto vom Dach.', 'image'],
    ['U', 'Danke! Anbei unser erstes Angebot.', 'pdf'],
    ['C', 'Super, ich schaue es mir heute Abend an.'],
  ],
  [
    ['C', 'Hi, my heat pump makes a strange noise since yesterday.'],
    ['U', 'Sorry to hear that! Could you send us a short recording?'],
    ['C', null, 'audio'],
    ['U', 'Thanks, our technician will call you tomorrow morning.'],
    ['C', 'Perfect, thank you!'],
  ],
  [
    ['C', 'Guten Morgen, wann können Sie die Wallbox installieren?'],
    ['U', 'Guten Morgen! Nächste Woche Dienstag oder Donnerstag wäre möglich.'],
    ['C', 'Donnerstag passt. Gegen 10 Uhr?'],
    ['U', 'Donnerstag 10 Uhr ist eingetragen. Bis dann!'],
    ['C', 'Hier noch ein Video von der Garage, damit Sie wissen, wo der Zählerkasten ist.', 'video'],
  ],
  [
    ['C', 'Ich habe eine Frage zu meiner Rechnung vom letzten Monat.'],
    ['U', 'Natürlich, um welche Rechnungsnummer geht es?'],
    ['C', 'RE-2026-0412, anbei als PDF.', 'pdf'],
    ['U', 'Danke, die Position wurde doppelt berechnet – wir schreiben Ihnen den Betrag gut.'],
    ['C', 'Vielen Dank für die schnelle Hilfe!'],
  ],
  [
    ['C', 'Hello, do you also offer maintenance contracts?'],
    ['U', 'Yes, we do: yearly inspection including a cleaning of the panels.'],
    ['C', 'Sounds good. What does it cost?'],
    ['U', 'It is 149 € per year. Shall I send you the contract?'],
    ['C', 'Yes please, by email would be great.'],
  ],
  [
    ['C', 'Moin! Ist die Beratung vor Ort kostenlos?'],
    ['U', 'Moin! Ja, die Erstberatung ist kostenlos und unverbindlich.'],
    ['C', 'Dann hätte ich gern einen Termin nächste Woche.'],
    ['U', 'Gern – passt Ihnen Mittwoch um 15 Uhr?'],
    ['C', 'Mittwoch klappt leider nicht, ginge auch Freitag?'],
  ],
];

const demoPeople: [string, string, string | null][] = [
  ['Erika', 'Mustermann', null],
  ['Jonas', 'Becker', 'Becker Bau GmbH'],
  ['Sophie', 'Wagner', null],
  ['James', 'Smith', 'Smith & Sons Ltd'],
  ['Lea', 'Hoffmann', null],
  ['Lukas', 'Schneider', null],
  ['Emily', 'Brown', null],
  ['Maximilian', 'Fischer', 'Fischer Immobilien'],
  ['Hannah', 'Weber', null],
  ['Oliver', 'Taylor', null],
  ['Mia', 'Schulz', null],
  ['Felix', 'Koch', 'Koch Gastronomie'],
  ['Charlotte', 'Richter', null],
  ['Noah', 'Wilson', null],
  ['Emma', 'Klein', null],
  ['Paul', 'Wolf', null],
  ['Amelia', 'Johnson', null],
  ['Leon', 'Schröder', null],
  ['Clara', 'Neumann', 'Neumann Praxis'],
  ['Elias', 'Schwarz', null],
  ['Grace', 'Evans', null],
  ['Ben', 'Zimmermann', null],
  ['Marie', 'Braun', null],
  ['Henry', 'Walker', null],
  ['Lina', 'Krüger', null],
  ['Finn', 'Hofmann', 'Hofmann Elektro'],
  ['Olivia', 'Hartmann', null],
  ['Theo', 'Lange', null],
  ['Isla', 'Roberts', null],
  ['Anton', 'Schmitt', null],
  ['Frieda', 'Werner', null],
  ['Jakob', 'Krause', null],
  ['Ella', 'Meier', null],
  ['Samuel', 'Lehmann', null],
  ['Sophia', 'Thompson', null],
  ['Karl', 'Köhler', 'Köhler Logistik'],
  ['Luisa', 'Herrmann', null],
  ['Moritz', 'König', null],
  ['Ava', 'White', null],
  ['Emil', 'Walter', null],
];

type Owner = { userId: string | null; sharedTo?: string; status?: 'OPEN' | 'CLOSED' };

/** Who owns demo opportunity i (0..39) in Demo GmbH. */
function ownerOf(i: number): Owner {
  const A = demoIds.userAdmin;
  const U = demoIds.userUser;
  if (i < 10) return { userId: A }; // admin: mine
  if (i < 18) return { userId: U }; // user: mine (team for the admin)
  if (i < 22) return { userId: A, sharedTo: U }; // shared with the user
  if (i < 24) return { userId: U, sharedTo: A }; // shared with the admin
  if (i < 36) return { userId: null }; // pool: new customers
  if (i < 38) return { userId: A, status: 'CLOSED' };
  return { userId: U };
}

type Pattern = 'action' | 'recent' | 'older';

/**
 * Builds one conversation ending at `last`: 'action' ends with the customer (action required),
 * 'recent' with a user reply to a customer message under 24 h old, 'older' with a reply days ago.
 */
function conversation(script: Line[], pattern: Pattern, last: number, length: number, userId: string | null) {
  let lines = script.slice(0, Math.max(1, Math.min(length, script.length)));
  const wantCustomerLast = pattern === 'action' || userId === null;
  while (lines.length > 1 && (lines[lines.length - 1]?.[0] === 'C') !== wantCustomerLast)
    lines = lines.slice(0, -1);
  if (!wantCustomerLast && lines[lines.length - 1]?.[0] === 'C')
    lines = [...lines, ['U', 'Vielen Dank für Ihre Nachricht!']];
  if (userId === null) lines = lines.filter((line) => line[0] === 'C').slice(0, 2);
  const spacing = pattern === 'recent' ? 20 * MINUTE : pattern === 'older' ? 2 * HOUR : 9 * MINUTE;
  return lines.map((line, index) => ({ line, at: new Date(last - (lines.length - 1 - index) * spacing) }));
}

/**
 * The demo inbox: Demo GmbH gets 40 contacts and opportunities (the admin's, the user's, shared
 * either way, the pool, closed ones) with German/English histories and attachments of four types,
 * and last activity minutes, hours and days ago so all three inbox groups appear; labels, quick
 * replies and brand products. Other AG gets a few of its own. Idempotent: skipped when present.
 */
export async function seedInbox(db: Db, now = Date.now()): Promise<boolean> {
  const [present] = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(eq(opportunities.id, inboxIds.opportunity(0)));
  if (present) return false;
  const demoUsers = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [demoIds.userAdmin, demoIds.userUser, demoIds.userOther, demoIds.userNora]));
  if (demoUsers.length < 4) return false;

  await db
    .insert(brandProducts)
    .values([
      { id: inboxIds.product(1), brandId: demoIds.brandParley, name: 'Photovoltaik', icon: 'sun' },
      { id: inboxIds.product(2), brandId: demoIds.brandParley, name: 'Wärmepumpe', icon: 'thermometer' },
      { id: inboxIds.product(3), brandId: demoIds.brandParley, name: 'Wallbox', icon: 'plug' },
      { id: inboxIds.product(4), brandId: demoIds.brandNordlicht, name: 'Fenster', icon: 'window' },
    ])
    .onConflictDoNothing();

  const files = new Map<string, StoredAttachment>();
  const fileFor = async (companyId: string, kind: SampleKind) => {
    const key = `${companyId}:${kind}`;
    let file = files.get(key);
    if (!file) {
      file = await storeAttachment(db, { companyId, uploadedBy: null, ...sampleFile(kind) });
      files.set(key, file);
    }
    return file;
  };

  const labelKeys = ['VIP', 'Rückruf', 'Angebot gesendet', 'Reklamation', 'Newsletter'];
  await db
    .insert(labels)
    .values([
      ...labelKeys.map((key, n) => ({ id: inboxIds.label(n), companyId: demoIds.companyDemo, key })),
      { id: inboxIds.label(10), companyId: demoIds.companyOther, key: 'Hamburg-Kunde' },
      { id: inboxIds.label(11), companyId: demoIds.companyOther, key: 'VIP' },
    ])
    .onConflictDoNothing();

  await db
    .insert(quickReplies)
    .values([
      {
        id: inboxIds.quickReply(1),
        companyId: demoIds.companyDemo,
        scope: 'COMPANY',
        title: 'Begrüßung',
        body: 'Hallo! Vielen Dank für Ihre Nachricht – wir melden uns in Kürze bei Ihnen.',
      },
      {
        id: inboxIds.quickReply(2),
        companyId: demoIds.companyDemo,
        scope: 'COMPANY',
        title: 'Öffnungszeiten',
        body: 'Sie erreichen uns Montag bis Freitag von 8 bis 17 Uhr.',
      },
      {
        id: inboxIds.quickReply(3),
        companyId: demoIds.companyDemo,
        scope: 'COMPANY',
        title: 'Appointment confirmed',
        body: 'Your appointment is confirmed. See you then!',
      },
      {
        id: inboxIds.quickReply(4),
        companyId: demoIds.companyDemo,
        userId: demoIds.userAdmin,
        scope: 'USER',
        title: 'Signatur Ada',
        body: 'Viele Grüße\nAda Admin, Demo GmbH',
      },
      {
        id: inboxIds.quickReply(5),
        companyId: demoIds.companyDemo,
        userId: demoIds.userUser,
        scope: 'USER',
        title: 'Rückruf',
        body: 'Ich rufe Sie heute noch zurück.',
      },
      {
        id: inboxIds.quickReply(6),
        companyId: demoIds.companyOther,
        scope: 'COMPANY',
        title: 'Moin',
        body: 'Moin! Wir kümmern uns sofort.',
      },
    ])
    .onConflictDoNothing();

  type Plan = {
    companyId: string;
    person: [string, string, string | null];
    owner: Owner;
    products: string[];
  };
  const plans: Plan[] = demoPeople.map((person, i) => ({
    companyId: demoIds.companyDemo,
    person,
    owner: ownerOf(i),
    products: i % 4 === 3 ? [] : [inboxIds.product((i % 3) + 1)],
  }));
  const otherPeople: [string, string, string | null][] = [
    ['Hauke', 'Petersen', null],
    ['Wiebke', 'Jensen', 'Jensen Reederei'],
    ['Tjark', 'Hansen', null],
    ['Maren', 'Carstens', null],
  ];
  for (const [i, person] of otherPeople.entries()) {
    plans.push({
      companyId: demoIds.companyOther,
      person,
      owner: i < 2 ? { userId: i === 0 ? demoIds.userOther : demoIds.userNora } : { userId: null },
      products: [inboxIds.product(4)],
    });
  }

  const contactRows: (typeof contacts.$inferInsert)[] = [];
  const opportunityRows: (typeof opportunities.$inferInsert)[] = [];
  const messageRows: (typeof messages.$inferInsert)[] = [];
  const consentRows: (typeof consentEntries.$inferInsert)[] = [];
  let messageNo = 0;
  const channels = ['WHATSAPP', 'WHATSAPP', 'EMAIL', 'MESSENGER'] as const;

  for (const [i, plan] of plans.entries()) {
    const [firstName, lastName, companyName] = plan.person;
    const contactId = inboxIds.contact(i);
    const isDemo = plan.companyId === demoIds.companyDemo;
    contactRows.push({
      id: contactId,
      companyId: plan.companyId,
      userId: plan.owner.userId,
      firstName,
      lastName,
      birthday: i % 5 === 0 ? `19${60 + (i % 40)}-0${(i % 9) + 1}-1${i % 10}` : null,
      street: i % 2 === 0 ? 'Lindenstraße' : null,
      streetNumber: i % 2 === 0 ? String(i + 1) : null,
      zipCode: i % 2 === 0 ? (isDemo ? '10969' : '20095') : null,
      city: i % 2 === 0 ? (isDemo ? 'Berlin' : 'Hamburg') : null,
      country: i % 2 === 0 ? 'DE' : null,
      companyName,
      phone: `+49151${String(1_000_000 + i * 7919).slice(0, 7)}`,
      email: `${firstName}.${lastName}@example.com`.toLowerCase().replace(/ö/g, 'oe').replace(/ü/g, 'ue'),
      contactType: companyName ? 'Business' : 'Private',
      tags: i % 3 === 0 ? ['website'] : i % 3 === 1 ? ['empfehlung'] : [],
    });
    if (i % 4 === 0) consentRows.push({ contactId, type: 'DIGITAL', active: true });
    if (i % 7 === 1) consentRows.push({ contactId, type: 'MANUAL', active: true });
    if (i % 9 === 2) {
      consentRows.push({ contactId, type: 'DIGITAL', active: false });
      consentRows.push({ contactId, type: 'REVOKED', active: true });
    }

    const pattern: Pattern =
      plan.owner.userId === null ? 'action' : ((['action', 'recent', 'older'] as const)[i % 3] ?? 'action');
    const last =
      pattern === 'action'
        ? now - (2 + i * 11) * MINUTE
        : pattern === 'recent'
          ? now - (1 + (i % 18)) * HOUR
          : now - (2 + (i % 9)) * DAY - (i % 5) * HOUR;
    const script = scripts[i % scripts.length] as Line[];
    const convo = conversation(script, pattern, last, 3 + (i % 3), plan.owner.userId);
    const opportunityId = inboxIds.opportunity(i);
    let lastCustomerAt: Date | null = null;
    let unread = 0;
    for (const { line, at } of convo) {
      const [who, text, kind] = line;
      const attachment = kind ? [await fileFor(plan.companyId, kind)] : [];
      const responder = plan.owner.userId ?? demoIds.userAdmin;
      messageRows.push({
        id: inboxIds.message(messageNo++),
        opportunityId,
        clientId: who === 'U' ? `seed-${messageNo}` : null,
        body: text,
        attachments: attachment,
        senderType: who === 'C' ? 'CUSTOMER' : 'USER',
        senderUserId: who === 'U' ? responder : null,
        status: who === 'C' ? 'RECEIVED' : i % 2 ? 'READ' : 'DELIVERED',
        buttonId: null,
        createdAt: at,
      });
      if (who === 'C') {
        lastCustomerAt = at;
        unread += 1;
      } else unread = 0;
    }
    const final = convo[convo.length - 1];
    if (!final) continue;
    opportunityRows.push({
      id: opportunityId,
      companyId: plan.companyId,
      contactId,
      channelType: channels[i % channels.length],
      userId: plan.owner.userId,
      sharedToUserId: plan.owner.sharedTo ?? null,
      status: plan.owner.status ?? 'OPEN',
      isInPool: plan.owner.userId === null,
      lastMessage: final.line[1] ?? files.get(`${plan.companyId}:${final.line[2]}`)?.displayName ?? null,
      lastMessageSender: final.line[0] === 'C' ? 'CUSTOMER' : 'USER',
      lastMessageAt: final.at,
      lastCustomerMessageAt: lastCustomerAt,
      // The demo admin has read the older ones: only action-required rows have unread messages.
      unreadCount: pattern === 'action' ? unread : 0,
      brandProductIds: plan.products,
      createdAt: new Date((convo[0]?.at.getTime() ?? now) - MINUTE),
    });
  }

  await db.transaction(async (tx) => {
    await tx.insert(contacts).values(contactRows).onConflictDoNothing();
    await tx.insert(consentEntries).values(consentRows);
    await tx.insert(opportunities).values(opportunityRows).onConflictDoNothing();
    await tx.insert(messages).values(messageRows).onConflictDoNothing();
    await tx
      .insert(opportunityLabels)
      .values([
        { opportunityId: inboxIds.opportunity(0), labelId: inboxIds.label(0) },
        { opportunityId: inboxIds.opportunity(0), labelId: inboxIds.label(2) },
        { opportunityId: inboxIds.opportunity(3), labelId: inboxIds.label(1) },
        { opportunityId: inboxIds.opportunity(11), labelId: inboxIds.label(3) },
        { opportunityId: inboxIds.opportunity(19), labelId: inboxIds.label(0) },
        { opportunityId: inboxIds.opportunity(25), labelId: inboxIds.label(1) },
        { opportunityId: inboxIds.opportunity(40), labelId: inboxIds.label(10) },
      ])
      .onConflictDoNothing();
    await tx
      .insert(contactLabels)
      .values([
        { contactId: inboxIds.contact(0), labelId: inboxIds.label(0) },
        { contactId: inboxIds.contact(1), labelId: inboxIds.label(4) },
        { contactId: inboxIds.contact(4), labelId: inboxIds.label(4) },
        { contactId: inboxIds.contact(12), labelId: inboxIds.label(0) },
        { contactId: inboxIds.contact(41), labelId: inboxIds.label(11) },
      ])
      .onConflictDoNothing();
  });
  return true;
}

const bulkFirst = [
  'Anna',
  'Ben',
  'Carla',
  'David',
  'Eva',
  'Frank',
  'Greta',
  'Hugo',
  'Ida',
  'Jan',
  'Kim',
  'Lars',
  'Mara',
  'Nils',
  'Olga',
  'Peter',
  'Rosa',
  'Sven',
  'Tina',
  'Uli',
  'Vera',
  'Walter',
  'Yara',
  'Zoe',
  'Alice',
  'Bob',
  'Chloe',
  'Dylan',
];
const bulkLast = [
  'Albrecht',
  'Bauer',
  'Claasen',
  'Dietrich',
  'Engel',
  'Frank',
  'Graf',
  'Haas',
  'Jung',
  'Kaiser',
  'Lorenz',
  'Martin',
  'Nowak',
  'Otto',
  'Pohl',
  'Ritter',
  'Sommer',
  'Vogel',
  'Winter',
  'Young',
  'Green',
  'Hall',
  'Baker',
  'Turner',
];
const bulkTexts = [
  'Hallo, ist das noch verfügbar?',
  'Können Sie mich bitte zurückrufen?',
  'Danke für das Angebot!',
  'When can you come by?',
  'Ich hätte gern einen Termin.',
  'Is the price negotiable?',
  'Alles klar, bis morgen.',
  'Wie lange dauert die Lieferung?',
];
const BULK_TAG = 'bulk-seed';

/**
 * The large seed (SEED_LARGE_INBOX=n): n opportunities with 1–3 messages each in Demo GmbH, half the
 * admin's ("mine"), half in the pool, last activity spread over 60 days. Batched inserts of 1000
 * rows. Idempotent: contacts carry the tag `bulk-seed`, and only the missing number is added.
 * Returns how many were created.
 */
export async function seedLargeInbox(db: Db, n: number, now = Date.now()): Promise<number> {
  const [existing] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contacts)
    .where(and(eq(contacts.companyId, demoIds.companyDemo), arrayContains(contacts.tags, [BULK_TAG])));
  const start = existing?.count ?? 0;
  const missing = Math.max(0, n - start);
  const BATCH = 1000;
  for (let offset = 0; offset < missing; offset += BATCH) {
    const size = Math.min(BATCH, missing - offset);
    const contactRows: (typeof contacts.$inferInsert)[] = [];
    const opportunityRows: (typeof opportunities.$inferInsert)[] = [];
    const messageRows: (typeof messages.$inferInsert)[] = [];
    for (let k = 0; k < size; k++) {
      const i = start + offset + k;
      const contactId = randomUUID();
      const opportunityId = randomUUID();
      const mine = i % 2 === 0;
      contactRows.push({
        id: contactId,
        companyId: demoIds.companyDemo,
        userId: mine ? demoIds.userAdmin : null,
        firstName: bulkFirst[i % bulkFirst.length],
        lastName: `${bulkLast[Math.floor(i / bulkFirst.length) % bulkLast.length]} ${i + 1}`,
        phone: `+4916${String(10_000_000 + i).padStart(9, '0')}`,
        contactType: 'Private',
        tags: [BULK_TAG],
      });
      const count = 1 + (i % 3);
      const last = now - ((i * 7919) % (60 * 24 * 60)) * MINUTE - (i % 60) * 1000;
      let lastCustomerAt: Date | null = null;
      let lastSender: 'CUSTOMER' | 'USER' = 'CUSTOMER';
      let lastText = '';
      for (let m = 0; m < count; m++) {
        const sender = !mine || m % 2 === 0 ? 'CUSTOMER' : 'USER';
        const at = new Date(last - (count - 1 - m) * 15 * MINUTE);
        const text = bulkTexts[(i + m) % bulkTexts.length] as string;
        messageRows.push({
          opportunityId,
          body: text,
          senderType: sender,
          senderUserId: sender === 'USER' ? demoIds.userAdmin : null,
          clientId: sender === 'USER' ? `bulk-${i}-${m}` : null,
          status: sender === 'USER' ? 'DELIVERED' : 'RECEIVED',
          createdAt: at,
        });
        if (sender === 'CUSTOMER') lastCustomerAt = at;
        lastSender = sender;
        lastText = text;
      }
      opportunityRows.push({
        id: opportunityId,
        companyId: demoIds.companyDemo,
        contactId,
        channelType: i % 5 === 0 ? 'EMAIL' : 'WHATSAPP',
        userId: mine ? demoIds.userAdmin : null,
        isInPool: !mine,
        status: 'OPEN',
        lastMessage: lastText,
        lastMessageSender: lastSender,
        lastMessageAt: new Date(last),
        lastCustomerMessageAt: lastCustomerAt,
        unreadCount: lastSender === 'CUSTOMER' ? 1 : 0,
        createdAt: new Date(last - DAY),
      });
    }
    await db.transaction(async (tx) => {
      await tx.insert(contacts).values(contactRows);
      await tx.insert(opportunities).values(opportunityRows);
      for (let m = 0; m < messageRows.length; m += 2 * BATCH)
        await tx.insert(messages).values(messageRows.slice(m, m + 2 * BATCH));
    });
  }
  return missing;
}
