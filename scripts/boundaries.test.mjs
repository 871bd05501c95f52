// Proves that every dependency-boundary rule in biome.json fires: each case lints a one-line fixture
// at a path inside a package, under a copy of the real biome.json, and expects the named rule to
// report it. Removing or weakening a rule makes its case fail. Run by `npm test` (node --test).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const biome = join(root, 'node_modules', '.bin', 'biome');
const restricted = 'lint/style/noRestrictedImports';
const cycle = 'lint/suspicious/noImportCycles';

/** [where the importing file sits, what it imports, the rule that must report it] */
const cases = [
  ['packages/ui/src/Fixture.tsx', '@parley/api', restricted],
  ['packages/ui/src/Fixture.tsx', '@parley/api/rest', restricted],
  ['packages/ui/src/Fixture.tsx', '@parley/domain', restricted],
  ['packages/ui/src/Fixture.tsx', '@parley/domain/messages', restricted],
  ['packages/ui/src/Fixture.tsx', '@parley/web', restricted],
  ['packages/ui/src/Fixture.tsx', '@parley/server/src/app.ts', restricted],
  ['packages/ui/src/Fixture.tsx', 'urql', restricted],
  ['packages/ui/src/Fixture.tsx', '@tanstack/react-query', restricted],
  ['packages/ui/src/Fixture.tsx', 'socket.io-client', restricted],
  ['packages/ui/src/Fixture.tsx', 'firebase/auth', restricted],
  ['packages/ui/src/Fixture.tsx', '../../domain/src/index.ts', restricted],
  ['packages/domain/src/fixture.ts', 'react', restricted],
  ['packages/domain/src/fixture.ts', 'react-dom/client', restricted],
  ['packages/domain/src/fixture.ts', 'urql', restricted],
  ['packages/domain/src/fixture.ts', 'graphql', restricted],
  ['packages/domain/src/fixture.ts', '@tanstack/react-query', restricted],
  ['packages/domain/src/fixture.ts', 'socket.io-client', restricted],
  ['packages/domain/src/fixture.ts', 'firebase', restricted],
  ['packages/domain/src/fixture.ts', 'node:http', restricted],
  ['packages/domain/src/fixture.ts', 'node:https', restricted],
  ['packages/domain/src/fixture.ts', '@parley/api', restricted],
  ['packages/domain/src/fixture.ts', '@parley/ui/theme', restricted],
  ['packages/domain/src/fixture.ts', '@parley/web', restricted],
  ['packages/domain/src/fixture.ts', '@parley/server', restricted],
  ['packages/domain/src/fixture.ts', '../../api/src/index.ts', restricted],
  ['packages/api/src/fixture.ts', '@parley/ui', restricted],
  ['packages/api/src/fixture.ts', '@parley/ui/theme', restricted],
  ['packages/api/src/fixture.ts', '@parley/web', restricted],
  ['packages/api/src/fixture.ts', '@parley/server', restricted],
  ['packages/api/src/fixture.ts', '../../../apps/server/src/app.ts', restricted],
  ['apps/server/src/fixture.ts', '@parley/ui', restricted],
  ['apps/server/src/fixture.ts', '@parley/ui/theme', restricted],
  ['apps/server/src/fixture.ts', '@parley/web', restricted],
  ['apps/server/src/fixture.ts', 'react', restricted],
  ['apps/server/src/fixture.ts', '../../../packages/domain/src/index.ts', restricted],
  ['apps/web/src/fixture.ts', '@parley/server', restricted],
  ['apps/web/src/fixture.ts', '@parley/server/src/db/schema.ts', restricted],
  ['apps/web/src/fixture.ts', 'urql', restricted],
  ['apps/web/src/fixture.ts', '../../../packages/api/src/index.ts', restricted],
];

/*
 * The server's adapters (GraphQL resolvers, REST handlers) parse, call a service and present: only
 * services touch the database. Biome gives a file the options of the last override that names the
 * rule, so the adapters' override repeats the server's own patterns; the react and kit cases prove
 * they still hold there.
 */
const adapterCases = [
  ['apps/server/src/graphql/resolvers/fixture.ts', 'drizzle-orm'],
  ['apps/server/src/graphql/resolvers/fixture.ts', '../../db/schema.ts'],
  ['apps/server/src/graphql/fixture.ts', '../db/client.ts'],
  ['apps/server/src/rest/fixture.ts', 'drizzle-orm/pg-core'],
  ['apps/server/src/rest/fixture.ts', '../db/queries.ts'],
  ['apps/server/src/rest/fixture.ts', '../db/features/tasks.ts'],
  ['apps/server/src/rest/fixture.ts', 'react'],
  ['apps/server/src/graphql/resolvers/fixture.ts', '@parley/ui'],
  ['apps/server/src/rest/fixture.ts', '../../../../packages/domain/src/index.ts'],
];

/*
 * A web feature is used by others only through its index.ts; what two features share lives in lib/.
 * The web app's own patterns are repeated in the overrides that add this, so the last cases prove they
 * still hold there.
 */
const featureCases = [
  ['apps/web/src/features/settings/fixture.ts', '../channels/useChannelLabels.ts'],
  ['apps/web/src/features/settings/fixture.ts', '../inbox/conversation/Conversation.tsx'],
  ['apps/web/src/features/inbox/conversation/fixture.ts', '../../realtime/RealtimeContext.tsx'],
  ['apps/web/src/routes/_authenticated/fixture.tsx', '../../features/settings/UsersList.tsx'],
  ['apps/web/src/routes/fixture.tsx', '../features/auth/LoginScreen.tsx'],
  ['apps/web/src/lib/fixture.ts', '../features/inbox/InboxLayout.tsx'],
  ['apps/web/src/features/settings/fixture.ts', 'urql'],
  ['apps/web/src/features/inbox/conversation/fixture.ts', '@parley/server'],
  ['apps/web/src/routes/fixture.tsx', '../../../packages/api/src/index.ts'],
];

/** Imports each package may make: none of them may be reported (so the cases cannot pass by accident). */
const allowed = [
  ['packages/ui/src/Allowed.tsx', 'react-aria-components'],
  ['packages/domain/src/allowed.ts', 'valibot'],
  ['packages/api/src/allowed.ts', '@parley/domain'],
  ['apps/server/src/allowed.ts', '@parley/api/rest'],
  ['apps/server/src/settings/allowed.ts', 'drizzle-orm'],
  ['apps/server/src/settings/allowed2.ts', '../db/schema.ts'],
  ['apps/server/src/rest/allowed.ts', '../deps.ts'],
  ['apps/server/src/graphql/resolvers/allowed.ts', '../../settings/users.ts'],
  ['apps/server/src/graphql/resolvers/allowed2.ts', '@parley/domain'],
  ['apps/web/src/allowed.ts', '@parley/api'],
  ['apps/web/src/allowed2.ts', '@parley/ui/theme'],
  ['apps/web/src/features/settings/allowed.ts', '../channels/index.ts'],
  ['apps/web/src/features/settings/allowed2.ts', '../../lib/dates.ts'],
  ['apps/web/src/features/settings/allowed3.ts', './UserForm.tsx'],
  ['apps/web/src/features/inbox/conversation/allowed.ts', '../outbox/useOutbox.ts'],
  ['apps/web/src/features/inbox/conversation/allowed2.ts', '../../realtime/index.ts'],
  ['apps/web/src/features/inbox/conversation/allowed3.ts', '../../../lib/dates.ts'],
  ['apps/web/src/routes/_authenticated/allowed.tsx', '../../features/settings/index.ts'],
];

let dir;

function lint(files) {
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(join(dir, dirname(path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  const result = spawnSync(
    biome,
    ['lint', '--reporter=json', '--max-diagnostics=none', ...Object.keys(files)],
    { cwd: dir, encoding: 'utf8' },
  );
  for (const path of Object.keys(files)) rmSync(join(dir, path));
  const report = JSON.parse(result.stdout);
  return report.diagnostics.map((d) => ({ rule: d.category, path: d.location?.path?.file ?? '' }));
}

const importing = (specifier) => `import * as fixture from '${specifier}';\nexport const used = fixture;\n`;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'parley-boundaries-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  config.files = { includes: ['**'] };
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
});

after(() => rmSync(dir, { recursive: true, force: true }));

describe('dependency boundaries (biome.json)', () => {
  for (const [path, specifier, rule] of cases) {
    it(`${path.split('/src/')[0]} may not import ${specifier}`, () => {
      const reported = lint({ [path]: importing(specifier) });
      assert.ok(
        reported.some((d) => d.rule === rule),
        `expected ${rule}, got ${JSON.stringify(reported)}`,
      );
    });
  }

  for (const [path, specifier] of adapterCases) {
    it(`server adapter ${path.split('/src/')[1]} may not import ${specifier}`, () => {
      const reported = lint({ [path]: importing(specifier) });
      assert.ok(
        reported.some((d) => d.rule === restricted),
        `expected ${restricted}, got ${JSON.stringify(reported)}`,
      );
    });
  }

  for (const [path, specifier] of featureCases) {
    it(`web ${path.split('/src/')[1]} may not import ${specifier}`, () => {
      const reported = lint({ [path]: importing(specifier) });
      assert.ok(
        reported.some((d) => d.rule === restricted),
        `expected ${restricted}, got ${JSON.stringify(reported)}`,
      );
    });
  }

  it('reports none of the imports each package may make', () => {
    const files = Object.fromEntries(allowed.map(([path, specifier]) => [path, importing(specifier)]));
    assert.deepEqual(
      lint(files).filter((d) => d.rule === restricted),
      [],
    );
  });

  it('the web app may not call useMutation itself: mutations are hooks of @parley/api', () => {
    const reported = lint({
      'apps/web/src/fixture.ts':
        "import { useMutation } from '@tanstack/react-query';\nexport const m = useMutation;\n",
    });
    assert.ok(
      reported.some((d) => d.rule === restricted),
      JSON.stringify(reported),
    );
  });

  it('import cycles are reported', () => {
    const reported = lint({
      'packages/domain/src/a.ts': "import { b } from './b.ts';\nexport const a = () => b();\n",
      'packages/domain/src/b.ts': "import { a } from './a.ts';\nexport const b = () => a();\n",
    });
    assert.ok(
      reported.some((d) => d.rule === cycle),
      JSON.stringify(reported),
    );
  });
});
