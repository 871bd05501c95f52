#!/usr/bin/env node
// Cold-start report: Lighthouse 12 (mobile preset, simulated throttling) against the built stack on
// ports of its own, for /login, the dashboard and the inbox with a conversation open, signed in as the
// demo admin. Prints performance and accessibility scores, LCP, TBT, CLS and the bytes transferred.
// Every run is cold: the HTTP cache is cleared before it; the signed-in runs keep the session
// (IndexedDB) and only lose the cache.
// Needs a build (npm start or npm test ran once).
// Usage: node scripts/lighthouse.mjs [--runs 3] [--check] [--pages login,dashboard,inbox] [--http1]
//   --check  fails (exit 1) when a page falls below the floors below (npm test runs it, one run each).
//   The server runs as deployed, over HTTPS with HTTP/2 (a throwaway certificate that this Chromium
//   alone trusts); --http1 measures plain HTTP/1.1 instead, as `npm start` serves on localhost.
// LIGHTHOUSE_REPORTS=<dir> keeps each run's full report there (<page>-<run>.json) to see what to improve.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumFlags, chromiumPath } from './lib/chromium.mjs';
import { startStack } from './lib/stack.mjs';
import { selfSignedCertificate } from './lib/tls.mjs';

/**
 * Floors for --check, set below the runs per page measured on the 2-core build machine on 2026-11-23
 * (performance: login 86-93, dashboard 66-84, inbox 52-71; accessibility 100 everywhere; the lowest
 * came from full `npm test` runs, where the machine is still warm from the suite), about 10 below the
 * worst run: a floor catches a regression (a heavy library in the entry, a lost compression, an
 * unlabelled control), not the noise of a shared machine. Lowered on 2026-11-24 with the profile and
 * analytics in (clean runs: login 78-80, dashboard 49-58 (TBT 430-790 ms), inbox 57-59). Raised on
 * 2026-11-24 once the first pages' modules were grouped into a few files, dates left Temporal and the
 * socket client loaded on connect (five runs: login 92-97, dashboard 83-87, inbox 75-79). Raised on
 * 2026-11-26 once the page painted a loading ring from its first bytes, the config script stopped
 * blocking that paint, the real-time connection and the writing tools waited for an idle moment and a
 * cached brand of the same build skipped the colour maths (three runs: login 96-97, dashboard 88-91,
 * inbox 79-83). Raised on 2026-11-26 once the page and the conversation mounted in transitions of
 * their own, the sidebar's items became native links with one tooltip and the entry stylesheet stopped
 * blocking the first paint (twelve runs of the inbox: 81-95, TBT 79-470 ms; login 98-99, dashboard
 * 91-95). The inbox's LCP on a phone is now the open conversation's messages (2.9-3.2 s), which fill
 * the screen, instead of the notification prompt above a squeezed conversation (2.8-3.0 s). The one
 * run inside a clean-clone `npm test` scored lower (inbox 76 and 88, dashboard 90 and 93, login 99 in two
 * suites): the floors sit about 10 below that.
 * Raised on 2026-11-26 when the runs moved to HTTPS with HTTP/2, as the app is deployed (the server's
 * TLS_CERT_FILE; --http1 measures plain HTTP/1.1): Lighthouse's simulation gives each of HTTP/1.1's six
 * connections its own slow start, and the ~235 KB of scripts arrived 0.8 s later than over one HTTP/2
 * connection. Three runs: login 99-100 (LCP 1.7 s), dashboard 98-99 (2.0 s), inbox 98 (2.2 s, TBT
 * 75-121 ms); over HTTP/1.1 login 94-99, inbox 80-91 (LCP 3.0-3.2 s). With LCP at 2.2 s the inbox's
 * score is its TBT's: 82 still allows a TBT of about 700 ms, the worst a busy machine showed. With the
 * catalog in two parts (9 KB gzip less on each first page): login 99, 99, 99; dashboard 97-99; inbox
 * 98, 99, 99; over HTTP/1.1 login 99, 99, 99 and inbox 94, 94, 95 (LCP 2.85-2.98 s).
 */
const floors = {
  login: { performance: 90, accessibility: 95 },
  dashboard: { performance: 82, accessibility: 95 },
  'inbox (conversation open)': { performance: 82, accessibility: 95 },
};

const runsFlag = process.argv.indexOf('--runs');
const check = process.argv.includes('--check');
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : check ? 1 : 3;
const pagesFlag = process.argv.indexOf('--pages');
const pages = new Set(
  pagesFlag > 0 ? process.argv[pagesFlag + 1].split(',') : ['login', 'dashboard', 'inbox'],
);
const chromePath = process.env.CHROME_PATH ?? chromiumPath;
const port = 4510;
const dataDir = mkdtempSync(join(tmpdir(), 'parley-lighthouse-'));
const tls = process.argv.includes('--http1') ? undefined : selfSignedCertificate(dataDir);
const base = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
const profileDir = mkdtempSync(join(tmpdir(), 'parley-lighthouse-chromium-'));

/** Starts Chromium with a DevTools port (the flags from STACK.md) and resolves with that port. */
function launchChromium() {
  const child = spawn(
    chromePath,
    [
      '--headless',
      ...chromiumFlags,
      ...(tls ? [`--ignore-certificate-errors-spki-list=${tls.spki}`] : []),
      `--user-data-dir=${profileDir}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output.slice(-500)}`)));
  });
}

const stack = await startStack({
  port,
  authPort: 9499,
  // Clear of the server tests' emulator (9199, 4499, 4599), e2e's and the benchmark's.
  hubPort: 5099,
  loggingPort: 5199,
  dataDir,
  quiet: true,
  persistAuth: false,
  tls,
});
const results = {};
let failed = false;
let chrome = null;
let browser = null;
try {
  chrome = await launchChromium();
  browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  // A blank page of the same profile clears the HTTP cache before each run.
  const control = await context.newPage();
  const cdp = await context.newCDPSession(control);
  const coldCache = async () => {
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: base,
      storageTypes: 'cache_storage,service_workers',
    });
  };

  async function measure(name, url, { keepSession }) {
    results[name] = [];
    for (let i = 0; i < runs; i++) {
      await coldCache();
      const result = await lighthouse(url, {
        port: chrome?.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Lighthouse's own reset would also sign the admin out; the cache is cleared above instead.
        disableStorageReset: keepSession,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      if (process.env.LIGHTHOUSE_REPORTS) {
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        const file = `${name.split(' ')[0]}-${i + 1}.json`;
        writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, file), JSON.stringify(lhr));
      }
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const run = {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        kb: Math.round(audit('total-byte-weight') / 1024),
        finalUrl: lhr.finalDisplayedUrl,
        failing: Object.values(lhr.categories.accessibility?.auditRefs ?? [])
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      };
      results[name].push(run);
      console.log(
        `  ${name.padEnd(26)} run ${i + 1}: performance ${run.performance}, accessibility ${run.accessibility}, ` +
          `LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}, ${run.kb} KB` +
          (run.failing.length ? `  (a11y: ${run.failing.join(', ')})` : ''),
      );
      if (new URL(run.finalUrl).pathname !== new URL(url).pathname)
        throw new Error(`${name}: Lighthouse ended on ${run.finalUrl}, not ${url}`);
    }
  }

  console.log(
    `Lighthouse ${runs} cold run(s) per page, mobile preset, against ${base} (${tls ? 'HTTPS, HTTP/2' : 'HTTP/1.1'}):`,
  );
  if (pages.has('login')) await measure('login', `${base}/app/login`, { keepSession: false });

  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('parley.locale', 'en'));
  await page.goto(`${base}/app/login`);
  await page.getByLabel('Email').fill('admin@parley.test');
  await page.getByLabel(/^Password\*?$/).fill('Parley-Admin-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/dashboard/);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Opportunities' })
    .click();
  const conversation = page.locator('ul[aria-label="Conversations"] li a').first();
  await conversation.waitFor();
  const inboxPath = await conversation.getAttribute('href');
  await page.close();

  if (pages.has('dashboard')) await measure('dashboard', `${base}/app/dashboard`, { keepSession: true });
  if (pages.has('inbox'))
    await measure('inbox (conversation open)', `${base}${inboxPath}`, { keepSession: true });

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`\nMedians of ${runs} run(s):`);
  for (const [name, list] of Object.entries(results)) {
    const m = (key) => median(list.map((run) => run[key]));
    console.log(
      `  ${name.padEnd(26)} performance ${m('performance')}, accessibility ${m('accessibility')}, ` +
        `LCP ${m('lcpMs')} ms, TBT ${m('tbtMs')} ms, CLS ${m('cls')}, ${m('kb')} KB`,
    );
    if (!check) continue;
    for (const [category, floor] of Object.entries(floors[name] ?? {})) {
      const score = m(category);
      if (score < floor) {
        failed = true;
        console.error(`  BELOW FLOOR: ${name} ${category} ${score} < ${floor}`);
      }
    }
  }
} finally {
  await browser?.close().catch(() => {});
  chrome?.child.kill('SIGKILL');
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
if (failed) {
  console.error('\nA page scored below its Lighthouse floor (scripts/lighthouse.mjs, floors).');
  process.exit(1);
}
