#!/usr/bin/env node
// Load benchmark (issue 30): authenticated clients drive the inbox's paginated list, its counters, a
// thread, sending a message and the contacts filter, and the figures are printed per endpoint:
// requests/s, p50, p95, p99 and errors (autocannon). Figures are printed, never asserted.
//   node scripts/bench-load.mjs [--count 10000] [--rate 200] [--seconds 10] [--url http://localhost:4100]
// Without --url it starts its own stack (one instance on the embedded database, seeded with --count
// extra opportunities, each with a contact); with --url it measures a running one (e.g. `npm run cluster`
// started with SEED_LARGE_INBOX=…). --rate is the offered rate across the five endpoints (each gets a
// fifth); a last run measures the paginated list at the most one instance answers (no rate).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startStack } from './lib/stack.mjs';

const flag = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const count = Number(flag('count', 10_000));
const rate = Number(flag('rate', 200));
const seconds = Number(flag('seconds', 10));
let base = flag('url', null);
let stack = null;
let dataDir = null;
let authBase = 'http://127.0.0.1:9398';

if (!base) {
  const port = 4420;
  dataDir = mkdtempSync(join(tmpdir(), 'parley-load-'));
  console.log(`Starting one instance on the embedded database with ${count} extra opportunities…`);
  const started = Date.now();
  stack = await startStack({
    port,
    authPort: 9398,
    hubPort: 4898,
    loggingPort: 4998,
    dataDir,
    quiet: true,
    persistAuth: false,
    extraEnv: { SEED_LARGE_INBOX: String(count), CARRIER_DELIVERY_MS: 'off' },
  });
  console.log(`  up in ${Math.round((Date.now() - started) / 1000)} s`);
  base = `http://127.0.0.1:${port}`;
} else {
  authBase = base;
}

async function idToken() {
  const response = await fetch(
    `${authBase}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'admin@parley.test',
        password: 'Parley-Admin-2026',
        returnSecureToken: true,
      }),
    },
  );
  const json = await response.json();
  if (!json.idToken) throw new Error(`sign-in failed: ${JSON.stringify(json)}`);
  return json.idToken;
}

const graphql = (query, variables) => JSON.stringify({ query, variables });

try {
  const token = await idToken();
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const me = await (
    await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: auth,
      body: graphql('{ me { id company { id } } }'),
    })
  ).json();
  const page = await (
    await fetch(`${base}/api/core-service/opportunity/paginated?section=mine&take=30`, { headers: auth })
  ).json();
  const opportunityId = page.items?.[0]?.id;
  if (!opportunityId) throw new Error('no opportunity to open');
  // Staff answer different customers: each send goes to the next conversation of the first page (all
  // sends into one conversation would only measure how they queue for its row).
  const answered = page.items.map((item) => item.id);
  let sent = 0;
  const endpoints = [
    {
      name: 'paginated list',
      method: 'GET',
      path: '/api/core-service/opportunity/paginated?section=mine&take=30',
    },
    { name: 'section counters', method: 'GET', path: '/api/core-service/opportunity/section-counters' },
    {
      name: 'thread',
      method: 'POST',
      path: '/graphql',
      body: graphql('query ($o: ID!) { conversations(opportunityId: $o, take: 50) { items { id body } } }', {
        o: opportunityId,
      }),
    },
    {
      name: 'send',
      method: 'POST',
      path: '/graphql',
      setupRequest: (request) => {
        sent += 1;
        return {
          ...request,
          body: graphql(
            'mutation ($o: ID!, $c: String!) { sendMessage(opportunityId: $o, clientId: $c, body: "Danke!") { id } }',
            { o: answered[sent % answered.length], c: `load-${process.pid}-${sent}` },
          ),
        };
      },
    },
    {
      name: 'contacts filter',
      method: 'POST',
      path: '/api/core-service/customers/filter',
      body: JSON.stringify({
        sectionType: 'all',
        userId: me.data.me.id,
        companyId: me.data.me.company.id,
        contactUserIds: [],
        selectedLabels: [],
        teams: [],
        skip: 0,
        take: 50,
      }),
    },
  ];

  const run = (endpoint, options) =>
    new Promise((resolve, reject) => {
      autocannon(
        {
          url: `${base}${endpoint.path}`,
          method: endpoint.method,
          headers: auth,
          body: endpoint.body,
          ...(endpoint.setupRequest ? { requests: [{ setupRequest: endpoint.setupRequest }] } : {}),
          duration: seconds,
          ...options,
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });

  const row = (name, result) =>
    `  ${name.padEnd(18)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p95 ${String(result.latency.p97_5 ?? result.latency.p95).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${result.errors + result.non2xx}`;

  console.log(
    `\n${base} on ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}), ${seconds} s per endpoint, offered ${rate} req/s in all (${Math.round(rate / endpoints.length)} each, 10 connections):`,
  );
  // All five at once, each at its share of the offered rate.
  const results = await Promise.all(
    endpoints.map((endpoint) =>
      run(endpoint, { connections: 10, overallRate: Math.max(1, Math.round(rate / endpoints.length)) }),
    ),
  );
  for (const [index, endpoint] of endpoints.entries()) console.log(row(endpoint.name, results[index]));

  console.log('\nThe paginated list alone, as fast as it answers (20 connections):');
  console.log(row('paginated list', await run(endpoints[0], { connections: 20 })));
  console.log("\n(p95 is autocannon's p97.5 where it has no p95.)");
} finally {
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
