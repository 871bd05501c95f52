import nodemailer, { type Mail } from 'nodemailer';
import { E2E_PORT } from '../../../playwright.config.ts';
import { admin, expect, expectAccessible, SERVER, shoot, test } from './fixtures.ts';
import { inboxPage, takeAndReply } from './inboxHelpers.ts';

/*
 * Email end to end on the reference server (issue 31): a customer's mail reaches the server's SMTP
 * listener (the HTTP port + 25) and shows live in the inbox; staff's reply goes out through the demo
 * mailbox's mail server (under `.test`, so the server's SMTP stand-in records it) answering the
 * customer's Message-ID; the customer's answer to that reply lands in the same conversation.
 */

const SMTP_PORT = E2E_PORT + 25;
const SALES = 'sales@demo-gmbh.test';

type Recorded = { id: string; subject: string; inReplyTo: string | null; references: string[]; text: string };

function customerMail(mail: Mail) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: SMTP_PORT,
    secure: false,
    ignoreTLS: true,
  });
  return transport.sendMail(mail).finally(() => transport.close());
}

test('an email reply threads, and the customer’s answer arrives in the same conversation', async ({
  browser,
  request,
}) => {
  const run = Date.now().toString(36);
  const name = `Emil Post${run}`;
  const address = `emil.${run}@kunde.test`;
  const page = await inboxPage(browser, admin);
  await page.goto('/app/opportunities/new_customers');
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  await customerMail({
    from: `"${name}" <${address}>`,
    to: SALES,
    subject: 'Termin für die Inspektion',
    messageId: `<ask.${run}@kunde.test>`,
    text: 'Hallo, wann habt ihr nächste Woche einen Termin frei?',
  });
  const { log } = await takeAndReply(page, name, 'Dienstag um 10 Uhr passt gut.');

  // What left through the mail server: a reply to the customer's mail, in its thread.
  let reply: Recorded | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`${SERVER}/smtp-standin/sent?to=${encodeURIComponent(address)}`);
      reply = ((await answer.json()) as { data: Recorded[] }).data[0];
      return reply?.inReplyTo ?? null;
    })
    .toBe(`<ask.${run}@kunde.test>`);
  expect(reply).toMatchObject({
    subject: 'Re: Termin für die Inspektion',
    references: [`<ask.${run}@kunde.test>`],
  });
  expect(reply?.text).toContain('Dienstag um 10 Uhr passt gut.');

  // The customer answers the reply: it arrives live in the same conversation.
  await customerMail({
    from: `"${name}" <${address}>`,
    to: SALES,
    subject: 'Re: Termin für die Inspektion',
    messageId: `<thanks.${run}@kunde.test>`,
    inReplyTo: reply?.id,
    references: [`<ask.${run}@kunde.test>`, reply?.id as string],
    text: 'Super, bis Dienstag!',
  });
  await expect(log.getByText('Super, bis Dienstag!')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'email-thread-en');
  await page.context().close();
});
