import type { QuickReplyRow } from '../db/tables.ts';
import type { QuickReply } from '../generated/resolvers.ts';

/* A quick reply as the composer and the settings read it: who owns it stays on the server. */
export const presentQuickReply = ({ id, title, body, scope }: QuickReplyRow): QuickReply => ({
  id,
  title,
  body,
  scope,
});
