#!/usr/bin/env node
// Prints the gzip size of the JS and CSS a cold visit of each route loads, and fails past the budgets.
// A cold visit loads the entry's static import closure, one locale catalog's first part (the server
// preloads the visitor's: counted here as the largest), plus each route file's chunks (the router's automatic code
// splitting) and their static imports; other lazily imported modules are not counted.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST ?? resolve(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/**
 * Budgets in KB (gzip), a few KB above what the build measured when they were set, so that a heavy import
 * shows up here instead of in Lighthouse. Set when the build started grouping the first pages' modules
 * (build/chunkGroups.ts): login 202.3 KB in 7 files (was 223.1 in 62), shell + dashboard 271.5 in 10 (was
 * 296.6), inbox with a conversation 297.9 in 14 (was 336.0 in 122); one file compresses better than many.
 * Then dates on every page (the shell's banner, the inbox's Today/Yesterday) came from Intl instead of the
 * Temporal polyfill, which now loads only with the features that compute dates: shell + dashboard 253.6,
 * inbox 279.9. The socket.io client loads on the socket's first connect, after the first screen: shell +
 * dashboard 241.6, inbox 267.9. Then the catalog came in two parts and a cold visit of these pages loads
 * only the first (build/catalogParts.ts), while the conversation's queries joined the entry: login 195.4,
 * shell + dashboard 233.6, inbox 260.7.
 * Then the kit's fields shared their label and error plumbing, the second security review added its
 * messages (an SMTP address refused, the current password) and the password fields became a field
 * group: login 199.3, inbox 264.0; the budgets moved up by 1 KB each (login 200, inbox 265), and
 * cutting start-up work is issue 34's.
 * The newsletter's six routes and the shop (issue 32) added their lazy chunks to the entry's preload
 * map (Vite's `__vite__mapDeps`: every lazy chunk's file by name, 3 KB gzip of the entry) and to the
 * route tree: login 200.9, shell + dashboard 238.0, inbox 265.8. Then only the first pages' groups kept
 * their names and every other chunk is named by its hash (`chunkFileNames` in vite.config.ts): login
 * 199.8, shell + dashboard 236.8, inbox 264.6; the budgets stay 1 KB above (201, 238, 266). Each new
 * route still costs the entry its map entry and route-tree node; cutting start-up work is issue 34's.
 * The automation screens (issue 33) gave nine routes that shared the placeholder chunks of their own, added
 * two index routes, put the node and autoresponder types their params check into the entry, and the
 * inbox words a bot's events on a conversation (their texts in the catalog's second part, read by id):
 * login 201.6, shell + dashboard 238.7, inbox 266.9; the budgets stay 1 KB above (202, 239, 267).
 * A team's own page (settings/teams/$teamId, rename and delete; issue 28) added one more route, without a
 * loader: login 201.8, shell + dashboard 238.8, inbox 267.0; the budgets move to 1 KB above (203, 240, 268).
 * The conversation lifecycle (issue 28: close, reopen, hand over, share, the Closed tab) put the
 * header's actions and their words in the first catalog part (the inbox is a first page), while its
 * dialogs, the timeline's words and the notice of a handed-over conversation load on use: login 202.7,
 * shell + dashboard 239.9, inbox 268.9; the budgets move to 1 KB above (204, 241, 270).
 * The inbox search (issue 28: the kit's SearchField above the list, its words; the hits load on use):
 * login 203.4, shell + dashboard 240.6, inbox 272.5; the inbox's budget moves to 274. Internal notes
 * (their menu item and the notice's third wording): login 203.8, shell + dashboard 241.0, inbox 272.9;
 * the shell's and the login's budgets move to 242 and 205. The inbox list's filters and sort (issue 28:
 * the view in the address, read by the route; the filter button and the filtered list's empty state;
 * the panel loads on use): login 203.9, shell + dashboard 241.3, inbox 274.6; the inbox's budget moves
 * to 276.
 * The pre-rendered sign-in page (issue 34) put the entry's watch for it and the sign-in form's takeover
 * into the app: the app behind the login 204.7, shell + dashboard 242.0, inbox 275.8; a cold visit of
 * /login itself now loads the pre-rendered page (its own budget below).
 * Keeping the time zone instead of asking Intl per row: shell + dashboard 242.1, inbox 275.9; the
 * shell's budget moved to 1 KB above (243).
 * React Aria's own strings (toasts, search fields, date fields...) in the 32 languages the app does not
 * speak left the bundle (@react-aria/optimize-locales-plugin): the app behind the login 203.5, shell +
 * dashboard 237.8, inbox 270.7; the budgets move to 1 KB above (205, 239, 272).
 * Issue 13's targets (login 130, inbox 230) are further down.
 */
const budgets = {
  'login once the visitor starts signing in (the app)': { routes: ['src/routes/login.tsx'], maxKb: 205 },
  'signed-in shell + dashboard': {
    routes: ['src/routes/_authenticated.tsx', 'src/routes/_authenticated/dashboard.tsx'],
    maxKb: 239,
  },
  'inbox with a conversation open': {
    routes: [
      'src/routes/_authenticated.tsx',
      'src/routes/_authenticated/opportunities.tsx',
      'src/routes/_authenticated/opportunities/$section.tsx',
      'src/routes/_authenticated/opportunities/$section/$id.tsx',
    ],
    maxKb: 272,
  },
};

const gzipCache = new Map();
const gzipBytes = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipCache.get(file);
};

function closure(keys, files = new Set(), seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    closure(chunk.imports ?? [], files, seen);
  }
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
/**
 * The first part of the largest locale catalog (build/catalogParts.ts: the first pages' messages) with its
 * imports: the server preloads the visitor's one on every cold visit (other pages also get the rest).
 */
const catalogKeys = Object.keys(manifest).filter((key) =>
  /^src\/locales\/[a-z]+\/messages\.ts\?first$/.test(key),
);
const catalogBytes = (key) => [...closure([key])].reduce((sum, file) => sum + gzipBytes(file), 0);
const largestCatalog = catalogKeys.sort((a, b) => catalogBytes(b) - catalogBytes(a))[0];
const preloaded = largestCatalog ? [...closure([largestCatalog])] : [];
const routeKeys = (routeFile) =>
  Object.keys(manifest).filter((key) => key === routeFile || key.startsWith(`${routeFile}?`));

function coldVisit(routeFiles) {
  const files = closure([entryKey, ...routeFiles.flatMap(routeKeys)]);
  for (const file of preloaded) files.add(file);
  const bytes = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
  return { files, kb: bytes / 1024 };
}

const routeFiles = [
  ...new Set(
    Object.keys(manifest)
      .filter((k) => k.startsWith('src/routes/'))
      .map((k) => k.split('?')[0]),
  ),
].sort();
console.log('Cold-visit JS + CSS per route (gzip):');
const entry = coldVisit([]);
console.log(`  ${'(entry only)'.padEnd(58)} ${entry.kb.toFixed(1).padStart(7)} KB`);
for (const route of routeFiles) {
  const parents = route.startsWith('src/routes/_authenticated/') ? ['src/routes/_authenticated.tsx'] : [];
  console.log(
    `  ${route.padEnd(58)} ${coldVisit([...parents, route])
      .kb.toFixed(1)
      .padStart(7)} KB`,
  );
}

/*
 * Libraries that belong to a few routes: they may load with those routes (statically or lazily) and
 * nowhere else. Found by a marker in the built code, since the bundler merges library modules into
 * chunks of their own naming.
 */
const routeOnly = [
  {
    library: 'uplot',
    marker: 'u-over',
    routes: [
      'src/routes/_authenticated/analytics.tsx',
      'src/routes/_authenticated/newsletter_/stats/$newsletterId.tsx',
    ],
  },
  {
    // The bot flow viewer (issue 33), through the kit's own entry @parley/ui/flow-viewer.
    library: '@xyflow/react',
    marker: 'react-flow__renderer',
    routes: [
      'src/routes/_authenticated/automation/bot-system/details/$botId.tsx',
      'src/routes/_authenticated/automation/bot-system/details/$botId/$nodeType/$id.tsx',
    ],
  },
];
const { readdirSync } = await import('node:fs');
const jsFiles = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`);
let misplaced = false;
console.log('\nRoute-only libraries:');
for (const { library, marker, routes } of routeOnly) {
  const carriers = new Set(jsFiles.filter((file) => readFileSync(join(dist, file), 'utf8').includes(marker)));
  const elsewhere = routeFiles
    .filter((other) => !routes.includes(other))
    .filter((other) => {
      const parents = other.startsWith('src/routes/_authenticated/') ? ['src/routes/_authenticated.tsx'] : [];
      return [...coldVisit([...parents, other]).files].some((file) => carriers.has(file));
    });
  const ok = carriers.size > 0 && elsewhere.length === 0;
  misplaced ||= !ok;
  console.log(
    `  ${ok ? 'ok  ' : 'FAIL'} ${library}: in ${carriers.size} chunk(s), loaded by no route but ${routes.join(', ')}${
      elsewhere.length ? `; ALSO loaded by ${elsewhere.join(', ')}` : ''
    }${carriers.size === 0 ? ' (not found in the build)' : ''}`,
  );
}

/**
 * The pre-rendered sign-in page (build/prerenderLogin.ts), all a cold visit of /login loads until the
 * visitor starts signing in: the page itself (the larger language), the stylesheets and scripts it
 * names (its boot script; the app's own entry is named only in JSON, for later).
 */
function prerenderedLogin() {
  const pages = ['login.en.html', 'login.de.html'].filter((file) => existsSync(join(dist, file)));
  if (pages.length === 0) return null;
  const sizes = pages.map((page) => {
    const html = readFileSync(join(dist, page), 'utf8');
    const files = [
      ...html.matchAll(/<(?:link rel="stylesheet"|script type="module")[^>]* (?:href|src)="\/app\/([^"]+)"/g),
    ].map((match) => match[1]);
    return {
      page,
      files,
      kb: (gzipSync(html).length + files.reduce((sum, file) => sum + gzipBytes(file), 0)) / 1024,
    };
  });
  return sizes.sort((a, b) => b.kb - a.kb)[0];
}
/**
 * Set when the sign-in page came pre-rendered (issue 34): 6.4 KB in 4 files (the German page, the
 * entry's and the sign-in route's stylesheets, the boot script), where the app's own cold load is
 * 204.7 KB; the budget is a little above, so that no library slips into the boot script unnoticed.
 */
const PRERENDERED_LOGIN_MAX_KB = 8;

let failed = misplaced;
console.log('\nBudgets:');
const login = prerenderedLogin();
if (!login) {
  failed = true;
  console.log('  FAIL login as pre-rendered: no login.<locale>.html in the build');
} else {
  const ok = login.kb <= PRERENDERED_LOGIN_MAX_KB;
  failed ||= !ok;
  console.log(
    `  ${ok ? 'ok  ' : 'OVER'} login as pre-rendered, until the visitor starts signing in (${login.page} and ${login.files.length} files): ${login.kb.toFixed(1)} KB of ${PRERENDERED_LOGIN_MAX_KB} KB`,
  );
}
for (const [name, budget] of Object.entries(budgets)) {
  const { kb } = coldVisit(budget.routes);
  const ok = kb <= budget.maxKb;
  failed ||= !ok;
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${name}: ${kb.toFixed(1)} KB of ${budget.maxKb} KB`);
}
if (failed) {
  console.error(
    '\nA route is over its size budget: move heavy libraries behind a lazy import on the routes that use them.',
  );
  process.exit(1);
}
