import type { RestNewsletterStat, RestOdTemplate } from '@parley/api/rest';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userProfiles } from '../db/schema.ts';
import type { NewsletterStatRows, TemplateWithSync } from './service.ts';

/** A template as od-template answers it (spec 3). */
export const presentTemplate = (row: TemplateWithSync): RestOdTemplate => ({
  id: row.id,
  header: row.header ?? null,
  body: row.body,
  footer: row.footer,
  attachments: row.attachments,
  actionButtons: row.actionButtons,
  metadata: { name: row.name, title: row.title, description: row.description },
  syncStatuses: row.syncStatuses,
});

export async function presentStats(db: Db, rows: NewsletterStatRows): Promise<RestNewsletterStat[]> {
  const userIds = [
    ...new Set(rows.flatMap((row) => (row.newsletter.createdBy ? [row.newsletter.createdBy] : []))),
  ];
  const profiles = userIds.length
    ? await db.select().from(userProfiles).where(inArray(userProfiles.userId, userIds))
    : [];
  return rows.map(({ newsletter, channel, counts, template, children }) => {
    const profile = profiles.find((p) => p.userId === newsletter.createdBy);
    return {
      id: newsletter.id,
      name: newsletter.name,
      odTemplate: template ? presentTemplate(template) : null,
      dispatchedAt: newsletter.createdAt.toISOString(),
      counts,
      channels: channel
        ? [{ channelId: channel.id, channelType: channel.channelType, name: channel.value, counts }]
        : [],
      children: children.map(({ dispatch, counts: childCounts }) => ({
        id: dispatch.id,
        sendAt: dispatch.sendAt.toISOString(),
        sentAt: dispatch.sentAt?.toISOString() ?? null,
        counts: childCounts,
      })),
      createdBy: profile ? { firstName: profile.firstName, lastName: profile.lastName } : null,
      userInput: newsletter.userInput,
    };
  });
}
