import { websiteTypeSchema } from '@parley/domain';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { findPublicWidget } from '../touchpoints/service.ts';
import { WIDGET_SCRIPT } from '../touchpoints/widgetScript.ts';
import { fail } from './respond.ts';
import type { Env } from './routes.ts';

/*
 * The website widget's public side, before the auth middleware: it runs on the company's own website,
 * for visitors without an account. The script is static; the settings are found by the widget's
 * unguessable key (128 random bits) and say only what the widget shows. Any site may read them (CORS
 * `*`, no credentials).
 */

/** The key as websiteWidgets makes it: 16 random bytes in base64url. */
const keySchema = v.pipe(v.string(), v.length(22), v.regex(/^[A-Za-z0-9_-]+$/));

export function registerWidgetRoutes(api: Hono<Env>, deps: { db: Db }) {
  api.get('/widget/v1.js', (c) => {
    c.header('Content-Type', 'application/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Access-Control-Allow-Origin', '*');
    return c.body(WIDGET_SCRIPT);
  });

  api.get('/widget/:key', async (c) => {
    const key = v.safeParse(keySchema, c.req.param('key'));
    const type = v.safeParse(websiteTypeSchema, c.req.query('type') ?? 'chat-widget');
    const widget = key.success && type.success ? await findPublicWidget(deps, key.output, type.output) : null;
    if (!widget) return fail('NOT_FOUND', 'Widget not found');
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(widget);
  });
}
