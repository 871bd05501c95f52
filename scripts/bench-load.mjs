#!/usr/bin/env node
// Load benchmark (issue 30): authenticated clients drive the inbox's paginated list, its counters, a
// thread, sending a message, the contacts filter and the inbox search (issue 28: a name, a part of a
// phone number, a word of a message, in turn), and the figures are printed per endpoint:
// requests/s, p50, p95, p99 and errors. Figures are printed, never asserted.
//   node scripts/bench-load.mjs [--count 10000] [--rate 200] [--seconds 10] [--url http://localhost:4100]
// Without --url it starts its own stack (one instance on the embedded database, seeded with --count
// extra opportunities, each with a contact); with --url it measures a running one (e.g. `npm run cluster`
// started with SEED_LARGE_INBOX=…). --rate is the offered rate across the six endpoints (each gets a
// sixth), sent at a steady pace (see `steady`); a last run measures the paginated list flat out with
// autocannon (20 connections, no rate).
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { demoAdmin } from './lib/signIn.mjs';
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
/** The signed-in admin's headers, once signed in. */
let auth;

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
    extraEnv: { SEED_LARGE_INBOX: String(count), STANDIN_DELIVERY_MS: 'off' },
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
        ...demoAdmin,
        returnSecureToken: true,
      }),
    },
  );
  const json = await response.json();
  if (!json.idToken) throw new Error(`sign-in failed: ${JSON.stringify(json)}`);
  return json.idToken;
}

const graphql = (query, variables) => JSON.stringify({ query, variables });

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** The figures of one endpoint in the shape `row` prints (autocannon's result shape). */
function summarise(latencies, errors) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    latencies,
    errors,
    non2xx: 0,
    requests: { average: latencies.length / seconds },
    latency: {
      p50: Math.round(percentile(sorted, 50)),
      p95: Math.round(percentile(sorted, 95)),
      p99: Math.round(percentile(sorted, 99)),
    },
  };
}

/**
 * Requests at a steady pace, one every 1000/rate ms whatever the answers (open loop), the endpoints in
 * turn. autocannon's rate limit lets each connection send its share at the start of every second, so
 * a second's requests arrive as one burst and its figures measure the queue behind that burst; real
 * staff arrive spread out. A latency is counted from when the request was due.
 */
async function steady(endpoints, rate, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies = endpoints.map(() => []);
  const errors = endpoints.map(() => 0);
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const inFlight = [];
  const send = (endpoint, due) =>
    new Promise((resolve) => {
      const request = endpoint.setupRequest
        ? endpoint.setupRequest({ body: endpoint.body, path: endpoint.path })
        : endpoint;
      const req = http.request(
        `${base}${request.path ?? endpoint.path}`,
        { method: endpoint.method, headers: auth, agent },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ ok: response.statusCode < 300, ms: performance.now() - due }));
        },
      );
      req.on('error', () => resolve({ ok: false, ms: performance.now() - due }));
      req.end(request.body);
    });
  for (let i = 0; i < total; i += 1) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const index = i % endpoints.length;
    inFlight.push(
      send(endpoints[index], due).then(({ ok, ms }) => {
        if (ok) latencies[index].push(ms);
        else errors[index] += 1;
      }),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  return endpoints.map((_, index) => summarise(latencies[index], errors[index]));
}

try {
  const token = await idToken();
  auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
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
  let searched = 0;
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
    {
      name: 'search',
      method: 'GET',
      path: '/api/core-service/opportunity/search?q=schmidt&take=20',
      // A name, digits of a phone number, a word of an eighth of the messages, a word of a quarter: the
      // rare ones read their own index, the common ones the conversations newest first.
      setupRequest: (request) => {
        searched += 1;
        const q = ['schmidt', '1511 23', 'Termin', 'Angebot'][searched % 4];
        return {
          ...request,
          path: `/api/core-service/opportunity/search?q=${encodeURIComponent(q)}&take=20`,
        };
      },
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
    `\n${base} on ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}), ${seconds} s, offered ${rate} req/s in all at a steady pace (the ${endpoints.length} endpoints in turn, ${Math.round(rate / endpoints.length)} req/s each):`,
  );
  const steadyResults = await steady(endpoints, rate, seconds);
  for (const [index, endpoint] of endpoints.entries()) console.log(row(endpoint.name, steadyResults[index]));
  const all = summarise(
    steadyResults.flatMap((result) => result.latencies),
    steadyResults.reduce((n, r) => n + r.errors, 0),
  );
  console.log(row('all', all));

  console.log('\nThe paginated list alone, as fast as it answers (20 connections):');
  console.log(row('paginated list', await run(endpoints[0], { connections: 20 })));
  console.log(
    "\n(Latency of the steady run from when a request was due, so a late client counts against it; the flat-out run's p95 is autocannon's p97.5.)",
  );
} finally {
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
