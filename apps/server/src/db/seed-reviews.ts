import type { Db } from './client.ts';
import { demoIds } from './demo.ts';
import { reviews } from './features/reviews.ts';

/** Fixed ids of the demo reviews, so the seed is idempotent and tests can name rows. */
export const reviewIds = {
  review: (n: number) => `00000000-0000-4000-8401-${String(n).padStart(12, '0')}`,
  /** Demo GmbH's Google business channel (seed.ts). */
  demoChannel: '00000000-0000-4000-8000-00000000e003',
};

const HOUR = 60 * 60_000;

/**
 * Google reviews on Demo GmbH's review channel: every rating, some answered, some without text. Other AG
 * has no review channel (its brand switched Google reviews off), so it has none.
 */
export async function seedReviews(db: Db, now = Date.now()): Promise<void> {
  const at = (hours: number) => new Date(now - hours * HOUR);
  const base = { companyId: demoIds.companyDemo, channelId: reviewIds.demoChannel };
  await db
    .insert(reviews)
    .values([
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
    ])
    .onConflictDoNothing();
}
