import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  GRAPH_STANDIN_ACCOUNT,
  GRAPH_STANDIN_OTHER_ACCOUNT,
  GRAPH_STANDIN_OTHER_PAGE,
  GRAPH_STANDIN_PAGE,
  GRAPH_STANDIN_TOKEN,
} from '../channels/graphStandin.ts';
import { type ChannelSecretValues, channelKey, encryptSecrets, secretFields } from '../channels/secrets.ts';
import { channelSecretKeyFrom } from '../config.ts';
import {
  BUSINESS_STANDIN_ACCOUNT,
  BUSINESS_STANDIN_DEMO_EMAIL,
  BUSINESS_STANDIN_DEMO_REFRESH,
  businessStandinLocations,
} from '../reviews/standin.ts';
import type { Db } from './client.ts';
import { demoIds } from './demo.ts';
import { oauthStandinTokens } from './features/appointments.ts';
import { channelSecrets } from './features/channels.ts';
import { channels, contacts, opportunities, type StoredChannelConfig } from './schema.ts';

/** Fixed ids of the channel demo rows, so the seed is idempotent and tests can name them. */
export const channelDemoIds = {
  /** Demo GmbH's second WhatsApp number, unregistered: the channels page offers to reconnect it. */
  whatsappUnregistered: '00000000-0000-4000-8000-00000000e0c1',
  /** Demo GmbH's Facebook page, the Graph API stand-in's: its Messenger conversations go out by the Send API. */
  messengerPage: '00000000-0000-4000-8000-00000000e0c2',
  /** Demo GmbH's Google reviews channel (seed.ts), linked here to the Business Profile stand-in. */
  googleReviews: '00000000-0000-4000-8000-00000000e003',
  /** Other AG's WhatsApp number and Facebook page, the stand-in's too: its conversations go out by them. */
  otherWhatsapp: '00000000-0000-4000-8000-00000000e0c3',
  otherMessengerPage: '00000000-0000-4000-8000-00000000e0c4',
} as const;

/**
 * Channel demo data: an unregistered WhatsApp number for Demo GmbH; its Facebook page (the Graph API
 * stand-in's) with page-scoped ids for its Messenger customers; Other AG's WhatsApp number and page
 * (the stand-in's too), so every demo conversation has a provider; Demo GmbH's review channel linked to the
 * Business Profile stand-in; and every secret still stored in
 * plain text in a channel's readable configuration (the core demo rows, databases from before
 * channel_secrets existed) is moved, encrypted, into channel_secrets. The key is the server's
 * CHANNEL_SECRET_KEY (the embedded development key without it).
 */
export async function seedChannels(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  await db
    .insert(channels)
    .values({
      id: channelDemoIds.whatsappUnregistered,
      companyId: demoIds.companyDemo,
      // In no team: the channels page shows its "without team" group, and the teams' counts stay.
      teamId: null,
      type: 'messenger',
      channelType: 'WHATSAPP',
      value: '+4940987654321',
      clientType: 'WHATSAPP',
      clientId: '104857600000001',
      cloudApi: true,
      status: 'UNREGISTERED',
      statusMessage: 'The number was unregistered from the WhatsApp Business Platform.',
      createdBy: demoIds.userAdmin,
      // Known to the Graph API stand-in, which reports it connected: Reconnect re-checks it there.
      config: {
        phoneNumberId: '104857600000001',
        businessAccountId: GRAPH_STANDIN_ACCOUNT,
        verifyToken: 'parley-demo-verify-token',
        accessToken: GRAPH_STANDIN_TOKEN,
      },
    })
    .onConflictDoNothing();
  await db
    .insert(channels)
    .values({
      id: channelDemoIds.messengerPage,
      companyId: demoIds.companyDemo,
      teamId: null,
      type: 'messenger',
      channelType: 'MESSENGER',
      value: GRAPH_STANDIN_PAGE.name,
      clientType: 'FACEBOOK',
      clientId: GRAPH_STANDIN_PAGE.id,
      status: 'LIVE',
      createdBy: demoIds.userAdmin,
      config: {
        pageId: GRAPH_STANDIN_PAGE.id,
        verifyToken: 'parley-demo-verify-token',
        accessToken: GRAPH_STANDIN_TOKEN,
      },
    })
    .onConflictDoNothing();
  await db
    .insert(channels)
    .values([
      {
        id: channelDemoIds.otherWhatsapp,
        companyId: demoIds.companyOther,
        teamId: demoIds.teamOther,
        type: 'messenger',
        channelType: 'WHATSAPP',
        value: '+4940555077700',
        clientType: 'WHATSAPP',
        clientId: '106540352243100',
        cloudApi: true,
        status: 'LIVE',
        createdBy: demoIds.userOther,
        config: {
          phoneNumberId: '106540352243100',
          businessAccountId: GRAPH_STANDIN_OTHER_ACCOUNT,
          verifyToken: 'parley-demo-verify-token',
          accessToken: GRAPH_STANDIN_TOKEN,
        },
      },
      {
        id: channelDemoIds.otherMessengerPage,
        companyId: demoIds.companyOther,
        teamId: demoIds.teamOther,
        type: 'messenger',
        channelType: 'MESSENGER',
        value: GRAPH_STANDIN_OTHER_PAGE.name,
        clientType: 'FACEBOOK',
        clientId: GRAPH_STANDIN_OTHER_PAGE.id,
        status: 'LIVE',
        createdBy: demoIds.userOther,
        config: {
          pageId: GRAPH_STANDIN_OTHER_PAGE.id,
          verifyToken: 'parley-demo-verify-token',
          accessToken: GRAPH_STANDIN_TOKEN,
        },
      },
    ])
    .onConflictDoNothing();
  await givePageScopedIds(db);
  // The review channel is linked to the Business Profile stand-in's Berlin location, with a refresh
  // token of the Google OAuth stand-in: its reviews and replies take the production path.
  await db
    .insert(oauthStandinTokens)
    .values({
      token: BUSINESS_STANDIN_DEMO_REFRESH,
      kind: 'refresh',
      provider: 'GOOGLE',
      accountEmail: BUSINESS_STANDIN_DEMO_EMAIL,
      accountName: 'Demo GmbH',
    })
    .onConflictDoNothing();
  await db
    .update(channels)
    .set({
      clientId: businessStandinLocations[0].name,
      status: 'LIVE',
      config: { googleAccount: BUSINESS_STANDIN_ACCOUNT, refreshToken: BUSINESS_STANDIN_DEMO_REFRESH },
    })
    .where(and(eq(channels.id, channelDemoIds.googleReviews), isNull(channels.clientId)));
  await encryptPlainSecrets(db, channelKey(channelSecretKeyFrom(env)));
}

/**
 * Messenger knows its customers by page-scoped ids: each demo contact (of either company) with a
 * Messenger conversation gets one (digits, from its id), so replies reach the page's Send API.
 */
async function givePageScopedIds(db: Db) {
  const rows = await db
    .selectDistinct({ id: contacts.id })
    .from(contacts)
    .innerJoin(opportunities, eq(opportunities.contactId, contacts.id))
    .where(
      and(
        inArray(opportunities.companyId, [demoIds.companyDemo, demoIds.companyOther]),
        eq(opportunities.channelType, 'MESSENGER'),
        isNull(contacts.messengerPsid),
      ),
    );
  for (const row of rows)
    await db
      .update(contacts)
      .set({ messengerPsid: `7${row.id.replace(/\D/g, '').slice(-15).padStart(15, '0')}` })
      .where(eq(contacts.id, row.id));
}

export async function encryptPlainSecrets(db: Db, key: Buffer): Promise<number> {
  const rows = await db
    .select({ id: channels.id, companyId: channels.companyId, config: channels.config })
    .from(channels)
    .where(isNotNull(channels.config));
  let moved = 0;
  for (const row of rows) {
    const config = row.config ?? {};
    const secrets: ChannelSecretValues = {};
    for (const field of secretFields) {
      const value = config[field];
      if (typeof value === 'string' && value) secrets[field] = value;
    }
    if (Object.keys(secrets).length === 0) continue;
    const readable: StoredChannelConfig = Object.fromEntries(
      Object.entries(config).filter(([field]) => !(secretFields as readonly string[]).includes(field)),
    );
    await db.transaction(async (tx) => {
      await tx
        .insert(channelSecrets)
        .values({
          channelId: row.id,
          companyId: row.companyId,
          ciphertext: encryptSecrets(key, row.id, secrets),
        })
        .onConflictDoNothing();
      await tx
        .update(channels)
        .set({ config: Object.keys(readable).length > 0 ? readable : null })
        .where(eq(channels.id, row.id));
    });
    moved += 1;
  }
  return moved;
}
