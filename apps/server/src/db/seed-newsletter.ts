import type { RestOdTemplate } from '@parley/api/rest';
import { inArray } from 'drizzle-orm';
import type { Db } from './client.ts';
import { demoIds } from './demo.ts';
import { conversationCredits, newsletterTemplateSync, newsletterTemplates } from './features/newsletter.ts';
import { channels } from './schema.ts';

/** Fixed ids of the demo templates, so the seed is idempotent and tests can name rows. */
export const newsletterIds = {
  template: (n: number) => `00000000-0000-4000-8401-${String(n).padStart(12, '0')}`,
};

/** The demo channels templates are synced to (seed.ts). */
const demoWhatsApp = '00000000-0000-4000-8000-00000000e002';
const demoEmail = '00000000-0000-4000-8000-00000000e001';
const otherEmail = '00000000-0000-4000-8000-00000000e004';
const demoChannels = [demoWhatsApp, demoEmail, otherEmail];

const banner = (from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 320" width="640" height="320">' +
      `<defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${from}"/>` +
      `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      '<rect width="640" height="320" fill="url(#g)"/>' +
      '<circle cx="540" cy="70" r="110" fill="#FFFFFF" opacity="0.16"/></svg>',
  )}`;

type Seeded = {
  n: number;
  brandId: string;
  name: string;
  title: string;
  description: string;
  header: RestOdTemplate['header'];
  body: string;
  footer: string | null;
  attachments?: RestOdTemplate['attachments'];
  buttons?: RestOdTemplate['actionButtons'];
  sync: { channelId: string; status: 'APPROVED' | 'PENDING' | 'REJECTED' | 'PAUSED' | 'UNKNOWN' }[];
};

const quickReply = (id: string, text: string) =>
  ({ id, type: 'button', subType: 'quick_reply', value: null, text }) as const;

/** A mix of approved, pending and rejected templates for each demo brand (issue 32). */
const templates: Seeded[] = [
  {
    n: 1,
    brandId: demoIds.brandParley,
    name: 'od_welcome_back',
    title: 'Welcome back',
    description: 'Invite customers who have not written for a while.',
    header: { type: 'text', text: 'Schön, dich wiederzusehen!' },
    body: 'Hallo {{1}}, wir haben dich vermisst. Schreib uns einfach hier, wenn wir dir bei *{{2}}* helfen können.',
    footer: 'Antworte STOP, um keine Nachrichten mehr zu erhalten.',
    buttons: [quickReply('yes', 'Ja, gern'), quickReply('later', 'Später')],
    sync: [{ channelId: demoWhatsApp, status: 'APPROVED' }],
  },
  {
    n: 2,
    brandId: demoIds.brandParley,
    name: 'odn_spring_offer',
    title: 'Spring offer',
    description: 'Seasonal offer with an image and a link to the shop.',
    header: { type: 'image', url: banner('#40929F', '#1D4E57') },
    body: 'Frühlingsaktion: Bis Ende des Monats erhältst du _15 % Rabatt_ auf alle Inspektionen. Termin gleich online buchen!',
    footer: 'Demo GmbH · Lindenstraße 1 · Berlin',
    buttons: [
      {
        id: 'book',
        type: 'button',
        subType: 'url',
        value: 'https://demo-gmbh.test/termin',
        text: 'Termin buchen',
      },
      quickReply('stop', 'Abmelden'),
    ],
    sync: [
      { channelId: demoWhatsApp, status: 'APPROVED' },
      { channelId: demoEmail, status: 'UNKNOWN' },
    ],
  },
  {
    n: 3,
    brandId: demoIds.brandParley,
    name: 'od_service_reminder',
    title: 'Service reminder',
    description: 'Reminds customers of the yearly service. Waiting for WhatsApp to review it.',
    header: null,
    body: 'Hallo {{1}}, deine jährliche Wartung steht an. Sollen wir einen Termin für dich reservieren?',
    footer: null,
    buttons: [quickReply('yes', 'Ja, bitte')],
    sync: [{ channelId: demoWhatsApp, status: 'PENDING' }],
  },
  {
    n: 4,
    brandId: demoIds.brandParley,
    name: 'odn_black_week',
    title: 'Black week',
    description: 'Rejected by WhatsApp: promotional wording in the header.',
    header: { type: 'text', text: 'NUR HEUTE!!!' },
    body: 'Alles muss raus: bis zu 50 % auf unser gesamtes Sortiment.',
    footer: null,
    sync: [
      { channelId: demoWhatsApp, status: 'REJECTED' },
      { channelId: demoEmail, status: 'REJECTED' },
    ],
  },
  {
    n: 5,
    brandId: demoIds.brandParley,
    name: 'odn_monthly_news',
    title: 'Monthly news',
    description: 'The monthly customer letter with its PDF.',
    header: { type: 'document', url: '/app/favicon.svg' },
    body: 'Hallo {{1}}, anbei findest du unseren Kundenbrief für diesen Monat mit allen Neuigkeiten aus der Werkstatt.',
    footer: 'Demo GmbH',
    attachments: [{ displayName: 'Kundenbrief.pdf', url: '/app/favicon.svg' }],
    sync: [],
  },
  {
    n: 6,
    brandId: demoIds.brandNordlicht,
    name: 'od_nordlicht_hello',
    title: 'Hello from Nordlicht',
    description: 'A friendly hello.',
    header: { type: 'text', text: 'Moin!' },
    body: 'Moin {{1}}, schön, dass du bei uns bist.',
    footer: null,
    sync: [{ channelId: otherEmail, status: 'APPROVED' }],
  },
  {
    n: 7,
    brandId: demoIds.brandNordlicht,
    name: 'odn_nordlicht_winter',
    title: 'Winter check',
    description: 'Pending review.',
    header: null,
    body: 'Der Winter kommt: Jetzt Wintercheck vereinbaren.',
    footer: null,
    sync: [{ channelId: otherEmail, status: 'PENDING' }],
  },
];

export async function seedNewsletter(db: Db): Promise<void> {
  await db
    .insert(newsletterTemplates)
    .values(
      templates.map((t) => ({
        id: newsletterIds.template(t.n),
        brandId: t.brandId,
        name: t.name,
        title: t.title,
        description: t.description,
        header: t.header,
        body: t.body,
        footer: t.footer,
        attachments: t.attachments ?? [],
        actionButtons: t.buttons ?? [],
      })),
    )
    .onConflictDoNothing();
  // Only for the demo channels still there (an older demo database may have lost one).
  const present = new Set(
    (await db.select({ id: channels.id }).from(channels).where(inArray(channels.id, demoChannels))).map(
      (row) => row.id,
    ),
  );
  const syncRows = templates.flatMap((t) =>
    t.sync
      .filter((sync) => present.has(sync.channelId))
      .map((sync) => ({ templateId: newsletterIds.template(t.n), ...sync })),
  );
  if (syncRows.length) await db.insert(newsletterTemplateSync).values(syncRows).onConflictDoNothing();
  const month = new Date().toISOString().slice(0, 7);
  await db
    .insert(conversationCredits)
    .values([
      {
        companyId: demoIds.companyDemo,
        credits: 250,
        monthlyCredits: 1000,
        monthlyPeriod: month,
        threshold: 100,
      },
      { companyId: demoIds.companyOther, credits: 0, monthlyCredits: 500, monthlyPeriod: month },
    ])
    .onConflictDoNothing();
}
