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
    return c.body(await readFile(path), 200, {
      'Content-Type': contentTypeOf(path),
      'Cache-Control': 'no-cache',
    });
  });
  return routes;
}
