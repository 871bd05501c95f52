import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Hono } from 'hono';
import { type Config, findRepoRoot } from '../config.ts';

/**
 * The kit's static Storybook (`corepack pnpm build-storybook` writes storybook-static/) under
 * /storybook, in development only: designers and brands open the foundations, the brand playground
 * and every component next to the running app. STORYBOOK_DIR points elsewhere if needed.
 */
export const defaultStorybookDir = () =>
  normalize(process.env.STORYBOOK_DIR?.trim() || join(findRepoRoot(), 'storybook-static'));

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file under `root` for a path below /storybook, or null when it escapes the root. */
function fileFor(root: string, urlPath: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath.replace(/^\/storybook\/?/, '')) || 'index.html';
  } catch {
    return null;
  }
  if (relative.includes('\0')) return null;
  const path = normalize(join(root, relative));
  return path.startsWith(root + sep) ? path : null;
}

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
    const path = fileFor(root, c.req.path);
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
      'Content-Type': contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
  });
  return routes;
}
