#!/usr/bin/env node
// Inbox benchmark (issue 4): with 10,000 opportunities in the admin's inbox, prints
//  - time from the first page's data arriving to the first rows painted,
//  - the longest frame while scrolling through every row, and the most rows in the DOM,
//  - the JS heap after scrolling,
//  - the time from injecting a customer message to it appearing in the open inbox.
// Figures are printed, never asserted. Needs a build (npm start or npm test ran once).
// Usage: node scripts/bench-inbox.mjs [--count 10000] [--profile scroll.cpuprofile]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { startStack } from './lib/stack.mjs';

const countFlag = process.argv.indexOf('--count');
const count = countFlag > 0 ? Number(process.argv[countFlag + 1]) : 10_000;
const port = 4410;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-'));
console.log(`Starting the stack with ${count} opportunities (large seed)…`);
const stack = await startStack({
  port,
  authPort: 9399,
  hubPort: 4899,
  loggingPort: 4999,
  dataDir,
  quiet: true,
  persistAuth: false,
  extraEnv: { SEED_LARGE_INBOX: String(count) },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info', '--js-flags=--expose-gc'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript(() => localStorage.setItem('parley.locale', 'en'));
  await page.goto(`${base}/app/login`);
  await page.getByLabel('Email').fill('admin@parley.test');
  await page.getByLabel(/^Password\*?$/).fill('Parley-Admin-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/dashboard/);

  // First rows: from the paginated response's arrival to the first row in the DOM.
  const responded = page
    .waitForResponse((r) => r.url().includes('/opportunity/paginated'))
    .then(() => performance.now());
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Opportunities' })
    .click();
  const dataAt = await responded;
  await page.locator('ul[aria-label="Conversations"] li a').first().waitFor();
  const paintedAt = performance.now();

  // Scroll through every row of both sections the large seed fills (the admin's "mine" and the pool),
  // loading pages as the list asks; record frame times and the rows in the DOM.
  const scrollAll = () =>
    page.evaluate(async () => {
      const list = document.querySelector('ul[aria-label="Conversations"]');
      let scroller = list?.parentElement;
      while (scroller && scroller.scrollHeight <= scroller.clientHeight) scroller = scroller.parentElement;
      if (!list || !scroller) throw new Error('no scroll container');
      const frames = [];
      // Long animation frames (Chromium's LoAF API) name the scripts that made a frame long.
      const longFrames = [];
      const observer = new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries()) {
          longFrames.push({
            duration: Math.round(entry.duration),
            blocking: Math.round(entry.blockingDuration),
            render: Math.round(
              entry.duration - (entry.renderStart ? entry.renderStart - entry.startTime : 0),
            ),
            scripts: entry.scripts.map(
              (s) =>
                `${s.invokerType} ${s.invoker} ${Math.round(s.duration)} ms ${(s.sourceFunctionName || '').slice(0, 40)}@${(s.sourceURL || '').split('/').pop()}:${s.sourceCharPosition}`,
            ),
            loading: Boolean(list.querySelector('[role="progressbar"]')),
          });
        }
      });
      observer.observe({ type: 'long-animation-frame', buffered: false });
      let maxRows = 0;
      let maxPos = 0;
      let last = performance.now();
      const started = last;
      while (performance.now() - started < 240_000) {
        scroller.scrollTop += 600;
        await new Promise((r) => requestAnimationFrame(r));
        const now = performance.now();
        frames.push(now - last);
        last = now;
        maxRows = Math.max(maxRows, list.querySelectorAll('li a').length);
        for (const li of list.querySelectorAll('li[aria-posinset]')) {
          maxPos = Math.max(maxPos, Number(li.getAttribute('aria-posinset')));
        }
        const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
        if (atEnd && !list.querySelector('[role="progressbar"]')) {
          const height = scroller.scrollHeight;
          // Waiting for a page is not a frame: the clock restarts after the wait.
          await new Promise((r) => setTimeout(r, 500));
          last = performance.now();
          if (scroller.scrollHeight === height && !list.querySelector('[role="progressbar"]')) break;
        }
      }
      observer.disconnect();
      return { frames, maxRows, reached: maxPos, longFrames };
    });
  // --profile <file>: a CPU profile of the scrolling, for Chrome DevTools' Performance panel.
  const profileFlag = process.argv.indexOf('--profile');
  const cdp = profileFlag > 0 ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const mine = await scrollAll();
  await page.getByRole('tab', { name: /New customers/ }).click();
  await page.locator('ul[aria-label="Conversations"] li a').first().waitFor();
  const pool = await scrollAll();
  const frames = [...mine.frames, ...pool.frames].sort((a, b) => b - a);
  const scroll = {
    frames: frames.length,
    worst: frames[0],
    p95: frames[Math.floor(frames.length * 0.05)],
    maxRows: Math.max(mine.maxRows, pool.maxRows),
    reached: `${mine.reached} in mine + ${pool.reached} in new customers`,
  };
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(process.argv[profileFlag + 1], JSON.stringify(profile));
  }
  const longFrames = [...mine.longFrames, ...pool.longFrames].sort((a, b) => b.duration - a.duration);
  const heap = await page.evaluate(() => {
    globalThis.gc?.();
    return performance.memory?.usedJSHeapSize ?? null;
  });

  // Live path: inject into the admin's inbox and time until the row shows.
  const latencies = [];
  for (let i = 0; i < 5; i += 1) {
    const name = `Bench${i}`;
    const before = performance.now();
    const response = await fetch(`${base}/api/dev/inject`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        companyId: '00000000-0000-4000-8000-00000000c001',
        contact: { firstName: name, lastName: 'Latency' },
        body: 'ping',
      }),
    });
    if (!response.ok) throw new Error(await response.text());
    await page.getByRole('tab', { name: /New customers/ }).click();
    await page.getByRole('link', { name: new RegExp(`${name} Latency`) }).waitFor();
    latencies.push(performance.now() - before);
  }

  console.log('\nInbox benchmark');
  console.log(`  opportunities seeded:            ${count}`);
  console.log(`  first rows painted after data:   ${(paintedAt - dataAt).toFixed(0)} ms (target ≤ 150 ms)`);
  console.log(
    `  scroll frames measured:          ${scroll.frames} (rows reached: ${scroll.reached}, group headers included)`,
  );
  console.log(
    `  longest frame while scrolling:   ${scroll.worst.toFixed(1)} ms (target ≤ 50 ms); p95 ${scroll.p95.toFixed(1)} ms`,
  );
  console.log(`  long animation frames (> 50 ms): ${longFrames.length}`);
  for (const frame of longFrames.slice(0, 5))
    console.log(
      `    ${frame.duration} ms (render ${frame.render} ms${frame.loading ? ', page loading' : ''}): ${frame.scripts.join('; ') || 'no script'}`,
    );
  console.log(`  most rows in the DOM:            ${scroll.maxRows} (target ≤ ~60)`);
  console.log(
    `  JS heap after scrolling:         ${heap ? `${(heap / 1024 / 1024).toFixed(1)} MB` : 'n/a'} (target < 100 MB)`,
  );
  console.log(
    `  injected message → visible:      median ${latencies.sort((a, b) => a - b)[2].toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms (target ≤ 200 ms; includes a tab click)`,
  );
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
