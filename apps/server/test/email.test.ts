import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smtpStandinMessages } from '../src/db/features/channels.ts';
import { contacts, messages, opportunities } from '../src/db/schema.ts';
import { ADMIN, graphqlVia, until, useTestServer } from './helpers.ts';
import { customerMail } from './mail.ts';
import { freePort } from './redis.ts';

/*
 * Email in and out on a running server: a customer's mail to the demo's sales mailbox reaches the
 * server's SMTP listener and lands in a conversation; staff's reply goes out through the channel's mail
 * server (the demo's is under `.test`, so the listener's stand-in records it) with Message-ID,
 * In-Reply-To and References; the customer's answer to it finds the same conversation by its headers.
 */

const smtpPort = await freePort();
const server = useTestServer({ inboundSmtp: { port: smtpPort, host: '127.0.0.1' } });
const gql = graphqlVia(server);
const SALES = 'sales@demo-gmbh.test';

const byProviderId = async (id: string) =>
  (await server.t.database.db.select().from(messages).where(eq(messages.providerMessageId, id)))[0];

describe('email through the SMTP listener and the channel’s mail server', () => {
  it('threads a customer mail, the reply and the customer’s answer in one conversation', async () => {
    const run = Date.now().toString(36);
    await customerMail(smtpPort, {
      from: `"Erika Mail${run}" <erika.${run}@kunde.test>`,
      to: SALES,
      subject: 'Frage zur Rechnung',
      messageId: `<first.${run}@kunde.test>`,
      text: 'Guten Tag, ist die Rechnung 4711 schon bezahlt?',
      html: '<p>Guten Tag, ist die <b>Rechnung 4711</b> schon bezahlt?</p><script>alert(1)</script>',
      attachments: [
        { filename: 'rechnung.pdf', content: Buffer.from('%PDF-1.4 test'), contentType: 'application/pdf' },
      ],
    });
    const first = await byProviderId(`<first.${run}@kunde.test>`);
    expect(first).toMatchObject({
      senderType: 'CUSTOMER',
      subject: 'Frage zur Rechnung',
      body: 'Guten Tag, ist die Rechnung 4711 schon bezahlt?',
    });
    expect(first?.attachments).toHaveLength(1);
    const [conversation] = await server.t.database.db
      .select({ id: opportunities.id, channelType: opportunities.channelType, email: contacts.email })
      .from(opportunities)
      .innerJoin(contacts, eq(contacts.id, opportunities.contactId))
      .where(eq(opportunities.id, first?.opportunityId as string));
    expect(conversation).toMatchObject({ channelType: 'EMAIL', email: `erika.${run}@kunde.test` });

    // The same mail again (a sender retrying) is stored once.
    await customerMail(smtpPort, {
      from: `erika.${run}@kunde.test`,
      to: SALES,
      subject: 'Frage zur Rechnung',
      messageId: `<first.${run}@kunde.test>`,
      text: 'Guten Tag, ist die Rechnung 4711 schon bezahlt?',
    });
    const copies = await server.t.database.db
      .select()
      .from(messages)
      .where(eq(messages.providerMessageId, `<first.${run}@kunde.test>`));
    expect(copies).toHaveLength(1);

    const sent = await gql(
      ADMIN,
      'mutation ($o: ID!, $c: String!, $b: String) { sendMessage(opportunityId: $o, clientId: $c, body: $b) { id } }',
      { o: conversation?.id, c: `mail-${run}`, b: 'Ja, sie ist am Montag eingegangen.' },
    );
    const replyId = sent.data?.sendMessage?.id as string;
    const reply = await until(
      async () => (await server.t.database.db.select().from(messages).where(eq(messages.id, replyId)))[0],
      (row) => Boolean(row?.providerMessageId),
      'the reply to go out',
    );
    const [recorded] = await server.t.database.db
      .select()
      .from(smtpStandinMessages)
      .where(eq(smtpStandinMessages.id, reply?.providerMessageId as string));
    expect(recorded).toMatchObject({
      sender: SALES,
      recipients: [`erika.${run}@kunde.test`],
      subject: 'Re: Frage zur Rechnung',
      inReplyTo: `<first.${run}@kunde.test>`,
      references: [`<first.${run}@kunde.test>`],
      text: expect.stringContaining('Ja, sie ist am Montag eingegangen.'),
    });

    // The answer names the reply: the same conversation, even from another address of the customer.
    await customerMail(smtpPort, {
      from: `"Erika Mail${run}" <erika.privat.${run}@kunde.test>`,
      to: SALES,
      subject: 'Re: Frage zur Rechnung',
      messageId: `<second.${run}@kunde.test>`,
      inReplyTo: reply?.providerMessageId,
      references: [`<first.${run}@kunde.test>`, reply?.providerMessageId],
      text: 'Danke, dann ist alles gut.',
    });
    const second = await byProviderId(`<second.${run}@kunde.test>`);
    expect(second?.opportunityId).toBe(conversation?.id);
  });

  it('refuses mail to an address no channel has, and keeps HTML out of the thread', async () => {
    await expect(
      customerMail(smtpPort, {
        from: 'x@kunde.test',
        to: 'nobody@demo-gmbh.test',
        subject: 'Hallo',
        text: 'Hallo',
      }),
    ).rejects.toMatchObject({ responseCode: 550 });
    const run = Date.now().toString(36);
    await customerMail(smtpPort, {
      from: `html.${run}@kunde.test`,
      to: SALES,
      subject: 'Nur HTML',
      messageId: `<html.${run}@kunde.test>`,
      html: '<div>Wann habt <i>ihr</i> geöffnet?<img src="https://tracker.test/p.gif"><script>steal()</script></div>',
    });
    const stored = await byProviderId(`<html.${run}@kunde.test>`);
    expect(stored?.body).toContain('Wann habt ihr geöffnet?');
    expect(stored?.body).not.toMatch(/<|steal|tracker/);
  });
});
