#!/usr/bin/env node
// Contacts benchmark (issue 16): with 10,000 extra contacts in Demo GmbH (the large seed), opens
// /contacts/all and prints
//  - time from the first page's data arriving to the first rows painted,
//  - the longest frame while scrolling through every contact (pages of 50 merged by skip, loaded as
//    the list asks), and the most rows in the DOM,
//  - the JS heap after scrolling,
//  - the server time of the customers/filter page requests.
// Figures are printed, never asserted. Needs a build (npm start or npm test ran once).
// Usage: node scripts/bench-contacts.mjs [--count 10000]
import { mkdtempSync, rmSync } from 'node:fs';
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
const port = 4430;
const base = `http://127.0.0.1:${port}`;
const LIST = 'ul[aria-label="All contacts"]';
const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-contacts-'));
console.log(`Starting the stack with ${count} extra contacts (large seed)…`);
const stack = await startStack({
  port,
  authPort: 9397,
  hubPort: 4897,
  loggingPort: 4997,
  dataDir,
  quiet: true,
  persistAuth: false,
  // The large inbox seed creates one contact per opportunity (half of them the admin's).
  extraEnv: { SEED_LARGE_INBOX: String(count) },
});
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--enable-precise-memory-info', '--js-flags=--expose-gc'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signInAsDemoAdmin(page, base);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Contacts' })
    .click();
  await page.locator('ul[aria-label="My contacts"] li a').first().waitFor();

  // First rows: from the first page's response arriving (Resource Timing) to the first row painted.
  await page.evaluate((LIST) => {
    globalThis.parleyFirstRows = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(`${LIST} li a`)) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => {
            const response = performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.includes('/customers/filter'))
              .at(-1);
            resolve(performance.now() - (response?.responseEnd ?? Number.NaN));
          }, 0),
        );
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  }, LIST);
  await page.getByRole('tab', { name: 'All contacts' }).click();
  const firstRowsMs = await page.evaluate(() => globalThis.parleyFirstRows);

  const scrollAll = () => scrollToEnd(page, LIST);
  const result = await scrollAll();
  const frames = [...result.frames].sort((a, b) => b - a);
  const longFrames = [...result.longFrames].sort((a, b) => b.duration - a.duration);
  const heap = await page.evaluate(() => {
    globalThis.gc?.();
    return performance.memory?.usedJSHeapSize ?? null;
  });
  const pageServerMs = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/customers/filter'))
      .map((entry) => entry.responseStart - entry.requestStart),
  );
  pageServerMs.sort((a, b) => a - b);

  console.log('\nContacts benchmark');
  console.log(`  extra contacts seeded:           ${count} (plus the 40 demo contacts)`);
  console.log(`  first rows painted after data:   ${firstRowsMs.toFixed(0)} ms (target ≤ 150 ms)`);
  console.log(`  scroll frames measured:          ${frames.length} (rows reached: ${result.reached})`);
  console.log(
    `  longest frame while scrolling:   ${frames[0].toFixed(1)} ms (target ≤ 50 ms); p95 ${frames[Math.floor(frames.length * 0.05)].toFixed(1)} ms, mean ${(frames.reduce((s, f) => s + f, 0) / frames.length).toFixed(1)} ms`,
  );
  console.log(`  long animation frames (> 50 ms): ${longFrames.length}`);
  for (const frame of longFrames.slice(0, 5))
    console.log(
      `    ${frame.duration} ms (+${frame.sinceMarker} ms, render ${frame.render} ms${frame.loading ? ', page loading' : ''}): ${frame.scripts.join('; ') || 'no script'}`,
    );
  console.log(`  most rows in the DOM:            ${result.maxRows} (target ≤ ~60)`);
  console.log(
    `  JS heap after scrolling:         ${heap ? `${(heap / 1024 / 1024).toFixed(1)} MB` : 'n/a'} (target < 100 MB)`,
  );
  console.log(
    `  page requests (server time):     median ${median(pageServerMs).toFixed(0)} ms, max ${pageServerMs.at(-1).toFixed(0)} ms over ${pageServerMs.length} pages`,
  );
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
