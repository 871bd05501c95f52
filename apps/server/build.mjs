// Bundles the server for production: workspace packages (@parley/*, which export TypeScript source)
// and their own dependencies go into dist/main.js; the server's own dependencies stay external and
// are loaded from node_modules at run time. The SQL migrations are copied next to the bundle.
import { cp, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(await readFile(join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !name.startsWith('@parley/'))
  .flatMap((name) => [name, `${name}/*`]);

const dist = join(here, 'dist');
await rm(dist, { recursive: true, force: true });

const result = await build({
  entryPoints: [join(here, 'src', 'main.ts')],
  outfile: join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  banner: {
    js: "import { createRequire as __parleyCreateRequire } from 'node:module'; const require = __parleyCreateRequire(import.meta.url);",
  },
});

// The demo logins, for the start script to print next to the URL.
await build({
  entryPoints: [join(here, 'src', 'db', 'demo.ts')],
  outfile: join(dist, 'demo.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});

await cp(join(here, 'drizzle'), join(dist, 'drizzle'), { recursive: true });

const bundled = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules'));
console.log(`dist/main.js: ${bundled.length} source files bundled, ${external.length / 2} packages external`);
