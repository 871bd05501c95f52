import nodemailer, { type Mail } from 'nodemailer';
import { E2E_PORT } from '../../../playwright.config.ts';
import {
  admin,
  adminPage,
  expect,
  expectAccessible,
  passwordField,
  removeDemoChannelsNamed,
  SERVER,
  shoot,
  test,
} from './fixtures.ts';
import { inboxPage, takeAndReply } from './inboxHelpers.ts';

/*
 * Email end to end on the reference server (issue 31): a customer's mail reaches the server's SMTP
 * listener (the HTTP port + 25) and shows live in the inbox; staff's reply goes out through the demo
 * mailbox's mail server (under `.test`, so the server's SMTP stand-in records it) answering the
 * customer's Message-ID; the customer's answer to that reply lands in the same conversation. A mailbox
 * read over IMAP: its mail waits at the IMAP stand-in until the channel's poll fetches it.
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

test('a mailbox read over IMAP: added with its IMAP server, a customer’s mail arrives in the inbox', async ({
  browser,
  restore,
}) => {
  const run = Date.now().toString(36);
  // Under `.test`: the server's SMTP and IMAP stand-ins are this mailbox's servers.
  const mailbox = `imap.${run}@demo-gmbh.test`;
  restore.add(() => removeDemoChannelsNamed(mailbox));
  const settings = await adminPage(browser);
  await settings.goto('/app/settings/channels/add/email');
  await passwordField(settings, 'Email address').fill(mailbox);
  await passwordField(settings, 'Host').fill('smtp.demo-gmbh.test');
  await passwordField(settings, 'Port').fill('587');
  await passwordField(settings, 'IMAP host').fill('imap.demo-gmbh.test');
  await passwordField(settings, 'User name').fill(`imap-${run}`);
  await passwordField(settings, 'Password').fill('Imap-E2E-Password-1');
  await expectAccessible(settings);
  await shoot(settings, 'channel-add-smtp-imap-en');
  await settings.getByRole('button', { name: 'Add channel' }).click();
  await expect(settings.getByText(`Channel ${mailbox} added.`)).toBeVisible();
  await settings.getByRole('link', { name: mailbox }).click();
  await expect(settings.getByText('imap.demo-gmbh.test:993 (SSL/TLS)')).toBeVisible();
  await settings.context().close();

  const page = await inboxPage(browser, admin);
  await page.goto('/app/opportunities/new_customers');
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  const name = `Ines Imap${run}`;
  await customerMail({
    from: `"${name}" <ines.${run}@kunde.test>`,
    to: mailbox,
    subject: 'Über das Postfach',
    messageId: `<imap.${run}@kunde.test>`,
    text: 'Diese Mail holt Parley per IMAP ab.',
  });
  // It waits in the mailbox until the channel's poll fetches it, then shows live.
  const { log } = await takeAndReply(page, name, 'Angekommen, danke!');
  await expect(log.getByText('Diese Mail holt Parley per IMAP ab.')).toBeVisible();
  await page.context().close();
});
