#!/usr/bin/env node
// Inbox benchmark (issue 4): with 10,000 opportunities in the admin's inbox, prints
//  - time from the first page's data arriving to the first rows painted,
//  - the longest frame while scrolling through every row, and the most rows in the DOM,
//  - the JS heap after scrolling,
//  - the server time of the page requests,
//  - the time from injecting a customer message to it being painted in the open inbox.
// Figures are printed, never asserted. Needs a build (npm start or npm test ran once).
// Usage: node scripts/bench-inbox.mjs [--count 10000] [--profile scroll.cpuprofile]
//        [--heap-profile scroll.heapprofile]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumPath } from './lib/chromium.mjs';
import { median } from './lib/median.mjs';
import { scrollToEnd } from './lib/scrollBench.mjs';
import { signInAsDemoAdmin } from './lib/signIn.mjs';
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
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info', '--js-flags=--expose-gc'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signInAsDemoAdmin(page, base);

  // First rows: from the first page's response arriving (Resource Timing) to the first row painted,
  // timed in the page.
  await page.evaluate(() => {
    globalThis.parleyFirstRows = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('ul[aria-label="Conversations"] li a')) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => {
            const response = performance
              .getEntriesByType('resource')
              .find((entry) => entry.name.includes('/opportunity/paginated'));
            const now = performance.now();
            resolve({
              afterData: now - (response?.responseEnd ?? Number.NaN),
              afterClick: now - globalThis.parleyClickAt,
            });
          }, 0),
        );
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
  const opportunities = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', {
    name: 'Opportunities',
  });
  await opportunities.evaluate((link) =>
    link.addEventListener('click', () => {
      globalThis.parleyClickAt = performance.now();
    }),
  );
  await opportunities.click();
  const { afterData: firstRowsMs, afterClick: clickToRowsMs } = await page.evaluate(
    () => globalThis.parleyFirstRows,
  );

  // Scroll through every row of both sections the large seed fills (the admin's "mine" and the pool),
  // loading pages as the list asks; record frame times and the rows in the DOM.
  const scrollAll = () => scrollToEnd(page, 'ul[aria-label="Conversations"]');
  // --profile <file>: a CPU profile of the scrolling, for Chrome DevTools' Performance panel.
  const profileFlag = process.argv.indexOf('--profile');
  // --heap-profile <file>: where the scrolling allocates (sampled), for DevTools' Memory panel.
  const heapFlag = process.argv.indexOf('--heap-profile');
  const cdp = profileFlag > 0 || heapFlag > 0 ? await page.context().newCDPSession(page) : null;
  if (heapFlag > 0)
    await cdp.send('HeapProfiler.startSampling', {
      samplingInterval: 16_384,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
  if (profileFlag > 0) {
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
    mean: frames.reduce((sum, frame) => sum + frame, 0) / frames.length,
    maxRows: Math.max(mine.maxRows, pool.maxRows),
    reached: `${mine.reached} in mine + ${pool.reached} in new customers`,
  };
  if (profileFlag > 0) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(process.argv[profileFlag + 1], JSON.stringify(profile));
  }
  if (heapFlag > 0) {
    const { profile } = await cdp.send('HeapProfiler.stopSampling');
    writeFileSync(process.argv[heapFlag + 1], JSON.stringify(profile));
  }
  const longFrames = [
    ...mine.longFrames.map((frame) => ({ ...frame, pass: 'mine' })),
    ...pool.longFrames.map((frame) => ({ ...frame, pass: 'new customers' })),
  ].sort((a, b) => b.duration - a.duration);
  const heap = await page.evaluate(() => {
    globalThis.gc?.();
    return performance.memory?.usedJSHeapSize ?? null;
  });

  // Server time of the page requests (Resource Timing: request sent to first byte).
  const pageServerMs = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/opportunity/paginated'))
      .map((entry) => entry.responseStart - entry.requestStart),
  );
  pageServerMs.sort((a, b) => a - b);

  // Live path: the open inbox (new customers, scrolled to the top) while a customer writes. Timed in the
  // page, from sending the inject request to the row being in the DOM and then painted; no polling.
  await page.evaluate(() => {
    const list = document.querySelector('ul[aria-label="Conversations"]');
    let scroller = list?.parentElement;
    while (scroller && scroller.scrollHeight <= scroller.clientHeight) scroller = scroller.parentElement;
    if (scroller) scroller.scrollTop = 0;
  });
  await page.waitForTimeout(500);
  const latencies = [];
  for (let i = 0; i < 5; i += 1) {
    const timing = await page.evaluate(async (name) => {
      const list = document.querySelector('ul[aria-label="Conversations"]');
      const started = performance.now();
      const shows = () => [...list.querySelectorAll('li a')].some((a) => a.textContent.includes(name));
      const visible = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!shows()) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(list, { childList: true, subtree: true, characterData: true });
      });
      const response = await fetch('/api/dev/inject', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          companyId: '00000000-0000-4000-8000-00000000c001',
          contact: { firstName: name, lastName: 'Latency' },
          body: 'ping',
        }),
      });
      if (!response.ok) throw new Error(await response.text());
      const injected = performance.now();
      const inDom = await Promise.race([visible, new Promise((r) => setTimeout(() => r(null), 10_000))]);
      if (inDom === null) throw new Error(`${name} never showed`);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      return { inject: injected - started, dom: inDom - started, painted: performance.now() - started };
    }, `Bench${i}`);
    latencies.push(timing);
    await page.waitForTimeout(300);
  }

  console.log('\nInbox benchmark');
  console.log(`  opportunities seeded:            ${count}`);
  console.log(`  first rows painted after data:   ${firstRowsMs.toFixed(0)} ms (target ≤ 150 ms)`);
  console.log(
    `  first rows painted after click:  ${clickToRowsMs.toFixed(0)} ms (the section's chunk and data included)`,
  );
  console.log(
    `  scroll frames measured:          ${scroll.frames} (rows reached: ${scroll.reached}, group headers included)`,
  );
  console.log(
    `  longest frame while scrolling:   ${scroll.worst.toFixed(1)} ms (target ≤ 50 ms); p95 ${scroll.p95.toFixed(1)} ms, mean ${scroll.mean.toFixed(1)} ms`,
  );
  console.log(`  long animation frames (> 50 ms): ${longFrames.length}`);
  for (const frame of longFrames.slice(0, 5))
    console.log(
      `    ${frame.duration} ms (${frame.pass} +${frame.sinceMarker} ms, render ${frame.render} ms${frame.loading ? ', page loading' : ''}): ${frame.scripts.join('; ') || 'no script'}`,
    );
  console.log(`  most rows in the DOM:            ${scroll.maxRows} (target ≤ ~60)`);
  console.log(
    `  JS heap after scrolling:         ${heap ? `${(heap / 1024 / 1024).toFixed(1)} MB` : 'n/a'} (target < 100 MB)`,
  );
  console.log(
    `  page requests (server time):     median ${median(pageServerMs).toFixed(0)} ms, max ${pageServerMs.at(-1).toFixed(0)} ms over ${pageServerMs.length} pages`,
  );
  console.log(
    `  injected message → painted:      median ${median(latencies.map((l) => l.painted)).toFixed(0)} ms, max ${Math.max(...latencies.map((l) => l.painted)).toFixed(0)} ms (target ≤ 200 ms)`,
  );
  console.log(
    `    of which inject request:       median ${median(latencies.map((l) => l.inject)).toFixed(0)} ms; row in the DOM after ${median(latencies.map((l) => l.dom)).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
