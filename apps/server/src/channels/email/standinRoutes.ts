import { desc, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { smtpStandinMessages } from '../../db/features/channels.ts';

/**
 * What the SMTP stand-in recorded (smtpListener.ts), newest first: `GET /smtp-standin/sent?to=<address>`
 * narrows it to one recipient. Development and tests only, like the Graph API stand-in's list.
 */
export function registerSmtpStandinRoutes(app: Hono, deps: { db: Db; config: Pick<Config, 'environment'> }) {
  if (deps.config.environment === 'production') return;
  app.get('/smtp-standin/sent', async (c) => {
    const to = (c.req.query('to') ?? '').trim().toLowerCase().slice(0, 254);
    const rows = await deps.db
      .select()
      .from(smtpStandinMessages)
      .where(to ? sql`${smtpStandinMessages.recipients} ? ${to}` : undefined)
      .orderBy(desc(smtpStandinMessages.createdAt))
      .limit(50);
    return c.json({ data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) });
  });
}
