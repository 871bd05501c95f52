import { and, eq, isNull } from 'drizzle-orm';
import { businessStandinLocations, standinReviewName } from '../reviews/standin.ts';
import type { Db } from './client.ts';
import { demoIds } from './demo.ts';
import { businessStandinReviews, reviews } from './features/reviews.ts';

/** Fixed ids of the demo reviews, so the seed is idempotent and tests can name rows. */
export const reviewIds = {
  review: (n: number) => `00000000-0000-4000-8401-${String(n).padStart(12, '0')}`,
  /** The same review as Google (the Business Profile stand-in) keeps it. */
  atGoogle: (n: number) => `00000000-0000-4000-8402-${String(n).padStart(12, '0')}`,
  /** Demo GmbH's Google business channel (seed.ts). */
  demoChannel: '00000000-0000-4000-8000-00000000e003',
};

const HOUR = 60 * 60_000;

const [BERLIN, HAMBURG] = businessStandinLocations;
const STARS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'];

/**
 * Google reviews on Demo GmbH's review channel: every rating, some answered, some without text. Other AG
 * has no review channel (its brand switched Google reviews off), so it has none. The channel is linked
 * to the Business Profile stand-in's Berlin location: each review is there too (as already read by
 * the channel's sync, so it keeps its id), and Hamburg has two reviews for a new link to find.
 */
export async function seedReviews(db: Db, now = Date.now()): Promise<void> {
  const at = (hours: number) => new Date(now - hours * HOUR);
  const base = { companyId: demoIds.companyDemo, channelId: reviewIds.demoChannel };
  const rows: Array<typeof reviews.$inferInsert & { id: string; createdAt: Date; text: string | null }> = [
    {
      ...base,
      id: reviewIds.review(0),
      rating: 5,
      text: 'Super Beratung, schnelle Antwort über WhatsApp. Gerne wieder!',
      authorName: 'Erika Mustermann',
      createdAt: at(3),
    },
    {
      ...base,
      id: reviewIds.review(1),
      rating: 2,
      text: 'Der Techniker kam zwei Stunden zu spät und niemand hat Bescheid gesagt.',
      authorName: 'Jonas Becker',
      createdAt: at(20),
    },
    {
      ...base,
      id: reviewIds.review(2),
      rating: 4,
      text: 'Gutes Angebot, nur die Terminfindung hat etwas gedauert.',
      authorName: 'Mia Schulz',
      createdAt: at(50),
      replyText: 'Danke, Mia! Wir arbeiten daran, Termine schneller zu bestätigen.',
      repliedAt: at(48),
      repliedBy: demoIds.userAdmin,
    },
    {
      ...base,
      id: reviewIds.review(3),
      rating: 5,
      text: null,
      authorName: 'Lukas Wagner',
      createdAt: at(90),
    },
    {
      ...base,
      id: reviewIds.review(4),
      rating: 1,
      text: 'Telefonisch nie erreichbar.',
      authorName: 'Sophie Koch',
      createdAt: at(140),
      replyText: 'Das tut uns leid. Schreib uns gern direkt, wir melden uns noch heute.',
      repliedAt: at(130),
      repliedBy: demoIds.userUser,
    },
    {
      ...base,
      id: reviewIds.review(5),
      rating: 3,
      text: 'Ganz okay. Die Wärmepumpe läuft, die Rechnung war aber unübersichtlich.',
      authorName: 'Oliver Brown',
      createdAt: at(200),
    },
  ];
  await db
    .insert(businessStandinReviews)
    .values([
      ...rows.map((row, n) => ({
        id: reviewIds.atGoogle(n),
        location: BERLIN.name,
        reviewer: row.authorName,
        starRating: STARS[row.rating - 1] as string,
        comment: row.text,
        createdAt: row.createdAt,
        updatedAt: row.createdAt,
        replyComment: row.replyText ?? null,
        replyUpdatedAt: row.repliedAt ?? null,
      })),
      {
        id: reviewIds.atGoogle(50),
        location: HAMBURG.name,
        reviewer: 'Anna Lehmann',
        starRating: 'FIVE',
        comment: 'Schnelle Hilfe am Samstag, vielen Dank!',
        createdAt: at(30),
        updatedAt: at(30),
      },
      {
        id: reviewIds.atGoogle(51),
        location: HAMBURG.name,
        reviewer: 'Tim Krüger',
        starRating: 'THREE',
        comment: null,
        createdAt: at(75),
        updatedAt: at(75),
      },
    ])
    .onConflictDoNothing();
  const external = (n: number) => standinReviewName(BERLIN.name, reviewIds.atGoogle(n));
  await db
    .insert(reviews)
    .values(
      rows.map((row, n) => ({
        ...row,
        externalId: external(n),
        ...(row.replyText ? { replyState: 'PUBLISHED' as const } : {}),
      })),
    )
    .onConflictDoNothing();
  // A database seeded before the link: its demo reviews learn their Google names.
  for (const [n, row] of rows.entries())
    await db
      .update(reviews)
      .set({ externalId: external(n), ...(row.replyText ? { replyState: 'PUBLISHED' as const } : {}) })
      .where(and(eq(reviews.id, row.id), isNull(reviews.externalId)));
}
