#!/usr/bin/env node
// Cold-start report: Lighthouse 12 (mobile preset, simulated throttling) against the built stack on
// ports of its own, for /login, the dashboard and the inbox with a conversation open, signed in as the
// demo admin. Prints, per run, the machine's CPU benchmark index (Lighthouse's own), the performance
// and accessibility scores, LCP, TBT, CLS, the bytes transferred, the main-thread work and the script
// evaluation (with the files that took most of it).
// Every run is cold: the HTTP cache is cleared before it; the signed-in runs keep the session
// (IndexedDB) and only lose the cache.
// Needs a build (npm start or npm test ran once).
// Usage: node scripts/lighthouse.mjs [--runs 3] [--check] [--pages login,dashboard,inbox] [--http1]
//   --check  fails (exit 1) past the gates below (npm test runs it, one run each). None of them is a
//            speed score: a score under simulated throttling scales with the CPU the trace was recorded
//            on, so it would pass or fail with the machine, not with the code.
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
import { median } from './lib/median.mjs';
import { signInAsDemoAdmin } from './lib/signIn.mjs';
import { startStack } from './lib/stack.mjs';
import { selfSignedCertificate } from './lib/tls.mjs';

/**
 * Gates for --check, none of which moves with the machine's speed:
 * - accessibility: the category's score (its audits do not depend on time);
 * - transferred: the KB a cold visit of the page transfers (compressed), a little above the runs;
 * - script evaluation at index 1000: the milliseconds the page's scripts take to evaluate (Lighthouse's
 *   main-thread breakdown, at the mobile preset's 4x slowdown) times the machine's CPU benchmark index
 *   over 1000, i.e. what a machine with index 1000 would need. A slower machine measures more
 *   milliseconds and a lower index; the product stays about the same, so a heavier page fails it and a
 *   slower machine does not.
 * Calibration (2026-11-26, one 2-core machine, index 1000-normalised script evaluation; KB):
 *                   quiet, index 2057-2780    2 busy loops, 1487-2025   4 busy loops, 979-1015
 *   login           862-1152 ms, 180 KB       1195-1234 ms              749 ms
 *   dashboard       2667-3130 ms, 248 KB      3100-3252 ms              2434 ms
 *   inbox           2533-3689 ms, 258 KB      3840-3944 ms              3228 ms
 * while the performance scores fell from 96-99 to 72-87 on the loaded machine (the old floors of 82-90
 * failed there). The gates are about twice the highest normalised figure, and ~10 % above the bytes.
 * Speed scores (performance, LCP, TBT) are printed for the report and never fail the check.
 */
const gates = {
  // The pre-rendered sign-in page (issue 34; apps/web/build/prerenderLogin.ts) loads no app code until
  // the visitor starts signing in: 6-8 KB and 65-77 ms of script evaluation at index 1000 (quiet, HTTP/2
  // and HTTP/1.1, and with 4 busy loops at index ~1190), where the app's own cold login was 193 KB and
  // 1012-1095 ms. A gate near those figures fails the day the login starts the app again.
  login: { accessibility: 95, transferredKb: 15, scriptEvalAt1000Ms: 300 },
  dashboard: { accessibility: 95, transferredKb: 280, scriptEvalAt1000Ms: 6500 },
  'inbox (conversation open)': { accessibility: 95, transferredKb: 290, scriptEvalAt1000Ms: 8000 },
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
/** A script's file name without the origin and the build's hash (`app-Dx3f.js` -> `app.js`). */
function shortName(url) {
  const path = url.includes('://') ? new URL(url).pathname : url;
  // Inline scripts of the page itself carry the page's address.
  if (!path.endsWith('.js') && !path.endsWith('.mjs')) return 'page';
  return path.slice(path.lastIndexOf('/') + 1).replace(/-[\w-]{8}\.js$/, '.js');
}

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
      const benchmarkIndex = Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN);
      const mainThread = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
      const scriptEvalMs = Math.round(
        mainThread
          .filter((item) => item.group === 'scriptEvaluation')
          .reduce((sum, i) => sum + i.duration, 0),
      );
      // Script evaluation per file (bootup-time's `scripting`), the largest first, by file name.
      const files = (lhr.audits['bootup-time']?.details?.items ?? [])
        .filter((item) => item.scripting >= 20)
        .sort((a, b) => b.scripting - a.scripting)
        .slice(0, 4)
        .map((item) => `${shortName(item.url)} ${Math.round(item.scripting)}`);
      const run = {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        kb: Math.round(audit('total-byte-weight') / 1024),
        benchmarkIndex,
        mainThreadMs: Math.round(audit('mainthread-work-breakdown')),
        scriptEvalMs,
        scriptEvalAt1000Ms: Math.round((scriptEvalMs * benchmarkIndex) / 1000),
        finalUrl: lhr.finalDisplayedUrl,
        failing: Object.values(lhr.categories.accessibility?.auditRefs ?? [])
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      };
      results[name].push(run);
      console.log(
        `  ${name.padEnd(26)} run ${i + 1} (CPU benchmark index ${run.benchmarkIndex}): performance ${run.performance}, ` +
          `accessibility ${run.accessibility}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}, ${run.kb} KB` +
          (run.failing.length ? `  (a11y: ${run.failing.join(', ')})` : ''),
      );
      console.log(
        `  ${''.padEnd(26)}   main-thread work ${run.mainThreadMs} ms, script evaluation ${run.scriptEvalMs} ms ` +
          `(${run.scriptEvalAt1000Ms} ms at index 1000; ${files.join(', ') || 'no file over 20 ms'})`,
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
  await signInAsDemoAdmin(page, base);
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

  console.log(`\nMedians of ${runs} run(s):`);
  for (const [name, list] of Object.entries(results)) {
    const m = (key) => median(list.map((run) => run[key]));
    console.log(
      `  ${name.padEnd(26)} CPU benchmark index ${m('benchmarkIndex')}: performance ${m('performance')}, ` +
        `accessibility ${m('accessibility')}, LCP ${m('lcpMs')} ms, TBT ${m('tbtMs')} ms, CLS ${m('cls')}, ` +
        `${m('kb')} KB, main-thread work ${m('mainThreadMs')} ms, script evaluation ${m('scriptEvalMs')} ms ` +
        `(${m('scriptEvalAt1000Ms')} ms at index 1000)`,
    );
    if (!check) continue;
    const gate = gates[name];
    if (!gate) continue;
    const past = [
      m('accessibility') < gate.accessibility &&
        `accessibility ${m('accessibility')} < ${gate.accessibility}`,
      m('kb') > gate.transferredKb && `transferred ${m('kb')} KB > ${gate.transferredKb} KB`,
      m('scriptEvalAt1000Ms') > gate.scriptEvalAt1000Ms &&
        `script evaluation ${m('scriptEvalAt1000Ms')} ms at index 1000 > ${gate.scriptEvalAt1000Ms} ms`,
    ].filter(Boolean);
    for (const line of past) {
      failed = true;
      console.error(`  PAST GATE: ${name} ${line}`);
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
  console.error('\nA page went past a Lighthouse gate (scripts/lighthouse.mjs, gates).');
  process.exit(1);
}
