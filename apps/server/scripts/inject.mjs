#!/usr/bin/env node
// Plays the customer against a running development server (POST /api/dev/inject, loopback only).
//
//   corepack pnpm --filter @parley/server inject -- --text "Hallo!" [--opportunity <id>]
//     [--new-customer "Erika Muster"] [--attach image|pdf|audio|video]... [--button <id>]
//     [--company <id>] [--port 4100] [--host 127.0.0.1]
//
// Without --opportunity a new customer (named by --new-customer, else a random name) writes and a
// new opportunity lands in the pool of new customers.
import { parseArgs } from 'node:util';

const usage = `Usage: inject --text "Hallo!" [--opportunity <id>] [--new-customer "First Last"]
              [--attach image|pdf|audio|video]... [--button <id>] [--company <id>] [--port 4100] [--host 127.0.0.1]`;

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
