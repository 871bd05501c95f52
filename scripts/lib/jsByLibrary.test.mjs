import assert from 'node:assert/strict';
import { test } from 'node:test';
import { builtSourceMaps, jsTimeByLibrary, libraryOf } from './jsByLibrary.mjs';

test('a source path belongs to the library its package is', () => {
  const pnpm = '../../node_modules/.pnpm';
  assert.equal(
    libraryOf(`${pnpm}/react-dom@19.2.0/node_modules/react-dom/cjs/react-dom-client.production.js`),
    'React',
  );
  assert.equal(
    libraryOf(`${pnpm}/scheduler@0.27.0/node_modules/scheduler/cjs/scheduler.production.js`),
    'React',
  );
  assert.equal(
    libraryOf(`${pnpm}/react-aria@3.53.1/node_modules/react-aria/dist/private/i18n/utils.mjs`),
    'React Aria',
  );
  assert.equal(
    libraryOf(`${pnpm}/@tanstack+history@1.0.0/node_modules/@tanstack/history/dist/esm/index.js`),
    'TanStack Router',
  );
  assert.equal(
    libraryOf(`${pnpm}/@tanstack+query-core@5.0.0/node_modules/@tanstack/query-core/build/modern/query.js`),
    'TanStack Query',
  );
  assert.equal(
    libraryOf(`${pnpm}/engine.io-client@6.6.8/node_modules/engine.io-client/build/esm/socket.js`),
    'socket.io',
  );
  assert.equal(libraryOf(`${pnpm}/clsx@2.1.1/node_modules/clsx/dist/clsx.mjs`), 'other libraries');
  assert.equal(libraryOf('../../packages/ui/src/patterns/Thread/Thread.tsx'), 'the kit (packages/ui)');
  assert.equal(libraryOf('../../packages/api/src/policy/policyFetch.ts'), 'the api package');
  assert.equal(libraryOf('../src/features/inbox/list/InboxSection.tsx'), 'the app (apps/web)');
  assert.equal(libraryOf('src/main.tsx'), 'the app (apps/web)');
  assert.equal(libraryOf('vite/modulepreload-polyfill'), 'other scripts');
});

test('samples count for the library of their frame, native calls for their caller, idle for nobody', () => {
  const frame = (functionName, url = '', lineNumber = 0) => ({
    functionName,
    url,
    lineNumber,
    columnNumber: 0,
  });
  const profile = {
    nodes: [
      { id: 1, callFrame: frame('(root)'), children: [2, 3, 4, 5, 7, 8] },
      { id: 2, callFrame: frame('(idle)') },
      { id: 3, callFrame: frame('(program)') },
      { id: 4, callFrame: frame('(garbage collector)') },
      { id: 5, callFrame: frame('render', 'http://x/app/assets/app-1.js', 1), children: [6] },
      { id: 6, callFrame: frame('appendChild') },
      { id: 7, callFrame: frame('handler', 'http://x/app/config.js') },
      { id: 8, callFrame: frame('', 'http://x/app/assets/app-1.js', 0) },
    ],
    // Each sample's time is the delta of the next one.
    samples: [2, 3, 4, 5, 6, 7, 8, 2],
    timeDeltas: [0, 5000, 1000, 2000, 3000, 4000, 500, 1500],
  };
  const maps = {
    'http://x/app/assets/app-1.js': {
      findEntry: (line) => (line === 1 ? { originalSource: '../src/App.tsx' } : {}),
    },
  };
  const totals = jsTimeByLibrary(profile, (url) => maps[url] ?? null);
  assert.deepEqual(Object.fromEntries(totals), {
    "the browser's own work (style, layout, paint, parsing, compiling, running tasks)": 1,
    'garbage collection': 2,
    'the app (apps/web)': 3 + 4,
    'other scripts': 0.5,
    "the modules' top-level code": 1.5,
  });
});

test('the built source maps are looked up by file name, also for a script named by no URL', () => {
  const mapFor = builtSourceMaps('/nonexistent-dist');
  assert.equal(mapFor('VM12'), null);
  assert.equal(mapFor('http://x/app/assets/app-1.js?v=1'), null);
});
