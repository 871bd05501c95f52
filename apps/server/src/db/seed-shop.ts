import type { Db } from './client.ts';
import { demoIds } from './demo.ts';
import { type BotBlueprint, shopProducts } from './features/shop.ts';

/** Fixed ids of the demo shop, so the seed is idempotent and tests can name rows. */
export const shopIds = { product: (n: number) => `00000000-0000-4000-8501-${String(n).padStart(12, '0')}` };

const DAY = 24 * 60 * 60_000;

/** A card image drawn inline (no request to the internet): two colours and a symbol. */
const card = (from: string, to: string, symbol: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 240" width="480" height="240">' +
      `<defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${from}"/>` +
      `<stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="480" height="240" fill="url(#g)"/>` +
      `<text x="240" y="150" font-size="96" text-anchor="middle" fill="#FFFFFF" opacity="0.9">${symbol}</text></svg>`,
  )}`;

/** A small flow: start, a message, end (the bot builder of issue 33 edits it). */
const flow = (name: string, message: string): BotBlueprint => ({
  name,
  type: 'flow',
  nodes: [
    { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} },
    { id: 'message', type: 'send-message', position: { x: 0, y: 120 }, data: { message } },
    { id: 'end', type: 'end', position: { x: 0, y: 240 }, data: {} },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'message' },
    { id: 'e2', source: 'message', target: 'end' },
  ],
});

type Seeded = Omit<typeof shopProducts.$inferInsert, 'id' | 'brandId' | 'createdAt'> & {
  n: number;
  age: number;
};

const parley: Seeded[] = [
  {
    n: 1,
    age: 40,
    name: 'Opt-in consent bot',
    teaser: 'Asks new customers for their consent to newsletters and records the answer.',
    category: 'reach',
    priceCents: 0,
    type: 'BOT',
    image: card('#40929F', '#1D4E57', '✓'),
    blueprint: flow(
      'Opt-in consent bot',
      'Möchtest du Neuigkeiten von uns per WhatsApp erhalten? Antworte JA oder NEIN.',
    ),
  },
  {
    n: 2,
    age: 10,
    name: 'Review request bot',
    teaser: 'Asks happy customers for a Google review a day after their appointment.',
    category: 'grow',
    priceCents: 2900,
    type: 'BOT',
    image: card('#B35900', '#6B2F00', '★'),
    blueprint: flow('Review request bot', 'Warst du zufrieden? Wir freuen uns über deine Bewertung.'),
  },
  {
    n: 3,
    age: 25,
    name: 'Appointment booking bot',
    teaser: 'Offers free slots and books the appointment in the chat.',
    category: 'delight',
    priceCents: 4900,
    type: 'BOT',
    image: card('#6B4FBB', '#2E1F66', '◷'),
    blueprint: flow(
      'Appointment booking bot',
      'Wann passt es dir? Hier sind unsere nächsten freien Termine.',
    ),
  },
  {
    n: 4,
    age: 5,
    name: 'Lead qualifier',
    teaser: 'Asks three questions and hands qualified leads to your sales team.',
    category: 'grow',
    priceCents: 7900,
    type: 'BOT',
    image: card('#2E7D32', '#14401A', '↗'),
    blueprint: flow('Lead qualifier', 'Worum geht es dir? Wir verbinden dich mit dem richtigen Team.'),
  },
  {
    n: 5,
    age: 60,
    name: 'WhatsApp QR code poster',
    teaser: 'A printable poster that opens a chat with you from the shop window.',
    category: 'reach',
    priceCents: 0,
    type: 'LINK',
    link: 'https://parley.example/resources/qr-poster',
    image: card('#00838F', '#00434A', '▦'),
  },
  {
    n: 6,
    age: 15,
    name: 'Review guide',
    teaser: 'How to answer reviews well: a guide with examples.',
    category: 'delight',
    priceCents: 0,
    type: 'LINK',
    link: 'https://parley.example/resources/review-guide',
    image: card('#AD1457', '#5C0A2E', '✎'),
  },
];

const nordlicht: Seeded[] = [
  {
    n: 11,
    age: 20,
    name: 'Nordlicht welcome bot',
    teaser: 'Greets new customers the Nordlicht way.',
    category: 'reach',
    priceCents: 0,
    type: 'BOT',
    image: card('#5D4037', '#2B1D18', '☀'),
    blueprint: flow('Nordlicht welcome bot', 'Moin! Schön, dass du da bist.'),
  },
];

export async function seedShop(db: Db): Promise<void> {
  const now = Date.now();
  await db
    .insert(shopProducts)
    .values([
      ...parley.map(({ n, age, ...product }) => ({
        ...product,
        id: shopIds.product(n),
        brandId: demoIds.brandParley,
        createdAt: new Date(now - age * DAY),
      })),
      ...nordlicht.map(({ n, age, ...product }) => ({
        ...product,
        id: shopIds.product(n),
        brandId: demoIds.brandNordlicht,
        createdAt: new Date(now - age * DAY),
      })),
    ])
    .onConflictDoNothing();
}
