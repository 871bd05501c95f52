import { createHmac } from 'node:crypto';
import { admin, expect, expectAccessible, SERVER, shoot, test } from './fixtures.ts';
import { inboxPage, takeAndReply } from './inboxHelpers.ts';

/*
 * WhatsApp through the Cloud API's protocol (issue 31), end to end on the reference server: the customer's
 * message arrives as Meta sends it (a webhook signed with the app secret; development's public one), and
 * appears live in the inbox; staff's reply goes out through the Graph API (the server's stand-in, which
 * records it) and its ticks follow the status webhooks the stand-in sends back.
 */

/** Development's WhatsApp app secret (apps/server/src/channels/whatsapp/webhook.ts), public like the demo. */
const APP_SECRET = 'parley-development-whatsapp-app-secret';
/** The demo's WhatsApp number at the Graph API stand-in. */
const PHONE_NUMBER_ID = '106540352242922';

function customerMessage(waId: string, name: string, text: string) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '4930123456789', phone_number_id: PHONE_NUMBER_ID },
              contacts: [{ profile: { name }, wa_id: waId }],
              messages: [
                {
                  from: waId,
                  id: `wamid.e2e.${waId}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

test('a WhatsApp message arrives by signed webhook, and the reply goes out through the Graph API', async ({
  browser,
  request,
}) => {
  const run = Date.now().toString(36);
  const waId = `49176${String(Date.now() % 1e7).padStart(7, '0')}`;
  const name = `Wanda Hook${run}`;
  const page = await inboxPage(browser, admin);
  await page.goto('/app/opportunities/new_customers');
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  const body = customerMessage(waId, name, 'Habt ihr morgen geöffnet?');
  // An unsigned (or wrongly signed) webhook is refused and changes nothing.
  const forged = await request.post(`${SERVER}/api/webhooks/whatsapp`, {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': 'sha256=00' },
    data: body,
  });
  expect(forged.status()).toBe(401);
  const signed = await request.post(`${SERVER}/api/webhooks/whatsapp`, {
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`,
    },
    data: body,
  });
  expect(signed.status()).toBe(200);

  // Live, without a reload.
  const { reply } = await takeAndReply(page, name, 'Ja, von 9 bis 18 Uhr.');
  // The stand-in's status webhooks move the ticks: sent, then delivered.
  await expect(reply).toHaveAttribute('data-status', 'delivered');

  // What reached the Graph API: a text message to the customer's number from the demo's number.
  const recorded = await request.get(`${SERVER}/graph-standin/sent?to=${waId}`);
  const sent = (await recorded.json()) as {
    data: { phoneNumberId: string; body: { to: string; type: string; text: { body: string } } }[];
  };
  expect(sent.data[0]).toMatchObject({
    phoneNumberId: PHONE_NUMBER_ID,
    body: { to: waId, type: 'text', text: { body: 'Ja, von 9 bis 18 Uhr.' } },
  });
  await expectAccessible(page);
  await shoot(page, 'whatsapp-cloud-reply-en');
  await page.context().close();
});
