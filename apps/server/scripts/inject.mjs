#!/usr/bin/env node
// Plays the customer against a running development server.
//
//   corepack pnpm --filter @parley/server inject -- --text "Hallo!" [--new-customer "Erika Muster"]
//     [--from +4915112345678] [--attach image|pdf|audio|video]... [--button <id>] [--port 4100]
//   corepack pnpm --filter @parley/server inject -- --text "Hallo!" --opportunity <id> [--company <id>]
//
// A customer who writes on WhatsApp (no --opportunity): the command sends what Meta would, a Cloud
// API webhook signed with the app secret (WHATSAPP_APP_SECRET, else development's public one) for the
// demo's number (--number-id), so the message takes the production path (verified, queued, stored by
// the job, shown live); files are the Graph API stand-in's samples, fetched by their media id. The
// sender is --from (a new number each time by default) with the profile name --new-customer.
// With --opportunity (or --company) it writes into that conversation through the development route
// POST /api/dev/inject (loopback only).
import { createHmac } from 'node:crypto';
import { parseArgs } from 'node:util';

const usage = `Usage: inject --text "Hallo!" [--new-customer "First Last"] [--from <number>] [--number-id <id>]
              [--attach image|pdf|audio|video]... [--button <id>] [--port 4100] [--host 127.0.0.1]
       inject --text "Hallo!" --opportunity <id> [--company <id>] [--attach …] [--button <id>]`;

let values;
try {
  ({ values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      text: { type: 'string', short: 't' },
      opportunity: { type: 'string', short: 'o' },
      'new-customer': { type: 'string', short: 'n' },
      attach: { type: 'string', multiple: true, short: 'a' },
      button: { type: 'string' },
      company: { type: 'string' },
      from: { type: 'string' },
      'number-id': { type: 'string' },
      port: { type: 'string', short: 'p' },
      host: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (!values.text && !values.attach?.length) {
  console.error(`Give --text and/or --attach.\n${usage}`);
  process.exit(2);
}
if (values.opportunity && values['new-customer']) {
  console.error('--opportunity and --new-customer exclude each other.');
  process.exit(2);
}

const port = values.port ?? process.env.PORT ?? '4100';
const host = values.host ?? '127.0.0.1';

/** Development's WhatsApp app secret (src/channels/whatsapp/webhook.ts) and the demo's number. */
const DEVELOPMENT_APP_SECRET = 'parley-development-whatsapp-app-secret';
const DEMO_NUMBER_ID = '106540352242922';
const names = ['Erika Muster', 'Jonas Becker', 'Mia Schulz', 'Paul Wagner', 'Lea Hoffmann'];

if (!values.opportunity && !values.company) {
  const from = (values.from ?? `49151${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`).replace(
    /[^0-9]/g,
    '',
  );
  const name = values['new-customer']?.trim() || names[Math.floor(Math.random() * names.length)];
  const stamp = String(Math.floor(Date.now() / 1000));
  const id = () => `wamid.inject.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 10)}`;
  const messages = [
    ...(values.button
      ? [
          {
            type: 'interactive',
            interactive: {
              type: 'button_reply',
              button_reply: { id: values.button, title: values.text ?? values.button },
            },
          },
        ]
      : values.text
        ? [{ type: 'text', text: { body: values.text } }]
        : []),
    ...(values.attach ?? []).map((kind) => {
      const type = kind === 'pdf' ? 'document' : kind;
      return {
        type,
        [type]: { id: `standin-sample-${kind}`, ...(kind === 'pdf' ? { filename: 'angebot.pdf' } : {}) },
      };
    }),
  ].map((message) => ({ from, id: id(), timestamp: stamp, ...message }));
  const payload = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '4930123456789',
                phone_number_id: values['number-id'] ?? DEMO_NUMBER_ID,
              },
              contacts: [{ profile: { name }, wa_id: from }],
              messages,
            },
          },
        ],
      },
    ],
  });
  const secret = process.env.WHATSAPP_APP_SECRET || DEVELOPMENT_APP_SECRET;
  let answer;
  try {
    answer = await fetch(`http://${host}:${port}/api/webhooks/whatsapp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(payload).digest('hex')}`,
      },
      body: payload,
    });
  } catch (error) {
    console.error(
      `No server on http://${host}:${port} (${error.cause?.code ?? error.message}). Start it, or pass --port.`,
    );
    process.exit(1);
  }
  const text = await answer.text();
  if (!answer.ok) {
    console.error(`The WhatsApp webhook refused it: HTTP ${answer.status} ${text}`);
    process.exit(1);
  }
  console.log(
    `${name} (+${from}) wrote on WhatsApp: a signed webhook with ${messages.length} message(s), answered ${answer.status} ${text}. It shows in the inbox in a moment (new-opportunity-notification or new-inbound-message-notification).`,
  );
  process.exit(0);
}
const [firstName, ...rest] = (values['new-customer'] ?? '').trim().split(/\s+/);
const body = {
  body: values.text,
  opportunityId: values.opportunity,
  companyId: values.company,
  buttonId: values.button,
  samples: values.attach,
  contact: values['new-customer'] ? { firstName, lastName: rest.join(' ') || undefined } : undefined,
};

let response;
try {
  response = await fetch(`http://${host}:${port}/api/dev/inject`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
} catch (error) {
  console.error(
    `No server on http://${host}:${port} (${error.cause?.code ?? error.message}). Start it, or pass --port.`,
  );
  process.exit(1);
}
const json = await response.json().catch(() => null);
if (!response.ok) {
  const hint =
    response.status === 404 && !json?.error?.field
      ? ' (the dev endpoint exists only when the server uses the Auth Emulator)'
      : '';
  console.error(`Inject failed: HTTP ${response.status} ${json?.error?.message ?? ''}${hint}`);
  process.exit(1);
}
const { opportunity, message, created } = json;
const who = [opportunity.contact.profile.firstName, opportunity.contact.profile.lastName]
  .filter(Boolean)
  .join(' ');
const what = [
  message.body ? `"${message.body}"` : null,
  message.attachments.length
    ? `${message.attachments.length} attachment(s): ${message.attachments.map((a) => a.displayName).join(', ')}`
    : null,
]
  .filter(Boolean)
  .join(' + ');
console.log(
  created
    ? `New customer ${who} wrote ${what}: new opportunity ${opportunity.id} in the pool (new-opportunity-notification sent).`
    : `${who} wrote ${what} in opportunity ${opportunity.id} (unread ${opportunity.unreadCount}; new-inbound-message-notification sent).`,
);
console.log(`message ${message.id}`);
