import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { Hono } from 'hono';
import { type Config, findRepoRoot } from '../config.ts';
import { contentTypeOf, fileFor, isFile } from './files.ts';

/**
 * The kit's static Storybook (`corepack pnpm build-storybook` writes storybook-static/) under
 * /storybook, in development only: designers and brands open the foundations, the brand playground
 * and every component next to the running app. STORYBOOK_DIR points elsewhere if needed.
 */
export const defaultStorybookDir = () =>
  normalize(process.env.STORYBOOK_DIR?.trim() || join(findRepoRoot(), 'storybook-static'));

/**
 * Storybook's pages: sandboxed without allow-same-origin (an opaque origin: no access to the app's
 * localStorage, cookies or API with the user's session), scripts and styles from the server only (its
 * build inlines some), nothing framed by other sites.
 */
const storybookDirectives = [
  'sandbox allow-scripts allow-popups allow-forms allow-modals allow-downloads',
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
];
/** The manager page: framed by nobody else. */
export const storybookPolicy = [...storybookDirectives, "frame-ancestors 'self'"].join('; ');
/**
 * The preview (iframe.html) is framed by the manager, whose sandboxed origin is opaque and matches no
 * source list: it may be framed, and it shows only the kit's stories.
 */
export const storybookPreviewPolicy = storybookDirectives.join('; ');

export function createStorybookRoutes(
  config: Pick<Config, 'environment'>,
  dir: string = defaultStorybookDir(),
) {
  const routes = new Hono();
  if (config.environment !== 'development') return routes;
  const root = normalize(dir);

  // Storybook links its files relative to the page, so the folder needs its trailing slash.
  routes.get('/storybook', (c) => c.redirect('/storybook/', 302));
  routes.get('/storybook/*', async (c) => {
    const path = fileFor(root, c.req.path, '/storybook', 'index.html');
    if (!path) return c.text('Not found', 404);
    if (!(await isFile(path))) {
      if (!(await isFile(join(root, 'index.html')))) {
        return c.text('Storybook is not built: run `corepack pnpm build-storybook`.', 404, {
          'Cache-Control': 'no-cache',
        });
      }
      return c.text('Not found', 404);
    }
    const type = contentTypeOf(path);
    return c.body(await readFile(path), 200, {
      'Content-Type': type,
      'Cache-Control': 'no-cache',
      // Its pages run in an origin of their own (opaque), so nothing in Storybook can read the app's
      // storage (the session tokens) on this origin; its files are public, so the pages may fetch them.
      ...(type.startsWith('text/html')
        ? {
            'Content-Security-Policy': path.endsWith('iframe.html')
              ? storybookPreviewPolicy
              : storybookPolicy,
          }
        : {}),
      'Access-Control-Allow-Origin': '*',
    });
  });
  return routes;
}
