import { websiteTypeSchema, widgetBookingSchema } from '@parley/domain';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { bookFromWidget, findBookableWidget, widgetView } from '../appointments/widget.ts';
import { APPOINTMENT_WIDGET_SCRIPT } from '../appointments/widgetScript.ts';
import type { Config } from '../config.ts';
import type { DbDeps } from '../deps.ts';
import { AppError, invalidInputError, isAppError, notFound } from '../errors.ts';
import { clientAddress } from '../security/clientAddress.ts';
import {
  type RateLimiter,
  type RateLimitRule,
  widgetBookingPerAddress,
  widgetBookingPerWidget,
  widgetViewPerAddress,
} from '../security/rateLimit.ts';
import { presentPublicWidget } from '../touchpoints/present.ts';
import { findPublicWidget } from '../touchpoints/service.ts';
import { WIDGET_SCRIPT } from '../touchpoints/widgetScript.ts';
import { fail, readJsonBody, restErrorResponse } from './respond.ts';
import type { Env } from './routes.ts';

/*
 * The website widget's public side, before the auth middleware: it runs on the company's own website,
 * for visitors without an account. The script is static; the settings are found by the widget's
 * unguessable key (128 random bits) and say only what the widget shows. Any site may read them (CORS
 * `*`, no credentials).
 */

/** The key as websiteWidgets makes it: 16 random bytes in base64url. */
const keySchema = v.pipe(v.string(), v.length(22), v.regex(/^[A-Za-z0-9_-]+$/));

/** The appointment widget's key as widgetRow makes it: 18 random bytes in base64url. */
const appointmentKeySchema = v.pipe(v.string(), v.length(24), v.regex(/^[A-Za-z0-9_-]+$/));

const script = (c: Context, body: string) => {
  c.header('Content-Type', 'application/javascript; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=300');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Access-Control-Allow-Origin', '*');
  return c.body(body);
};

/** Errors of the public calls carry CORS too, so the widget on another site can read their message. */
async function publicCall(run: () => Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    if (!isAppError(error)) throw error;
    response = restErrorResponse(error);
  }
  response.headers.set('Access-Control-Allow-Origin', '*');
  return response;
}

export function registerWidgetRoutes(
  api: Hono<Env>,
  deps: DbDeps & { rateLimiter: RateLimiter; config: Pick<Config, 'trustProxy'> },
) {
  const limit = async (rule: RateLimitRule, key: string) => {
    const outcome = await deps.rateLimiter.hit(rule, key);
    if (!outcome.allowed)
      throw new AppError('TOO_MANY_REQUESTS', 'Too many appointment requests; try again later', {
        headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
      });
  };

  // The appointment widget (appointments/widget.ts): its script, its look and free slots, a booking.
  api.get('/widget/appointments-v1.js', (c) => script(c, APPOINTMENT_WIDGET_SCRIPT));
  api.get('/widget/appointments/:key', (c) =>
    publicCall(async () => {
      await limit(widgetViewPerAddress, clientAddress(c, deps.config));
      const key = v.safeParse(appointmentKeySchema, c.req.param('key'));
      const view = key.success ? await widgetView(deps.db, key.output) : null;
      if (!view) throw new AppError('NOT_FOUND', 'Widget not found');
      // Free slots change with every booking: never cached.
      return c.json(view, 200, { 'Cache-Control': 'no-store' });
    }),
  );
  // Sent as text/plain JSON by the widget: a simple request, so no preflight from the company's site.
  api.post('/widget/appointments/:key', (c) =>
    publicCall(async () => {
      const key = v.safeParse(appointmentKeySchema, c.req.param('key'));
      if (!key.success) throw new AppError('NOT_FOUND', 'Widget not found');
      // Each client address first (an IPv6 one by its /64), so a few addresses cannot use up the
      // widget's budget for every real visitor; the widget's own budget counts valid bookings only.
      await limit(widgetBookingPerAddress, clientAddress(c, deps.config));
      // An unknown or switched-off widget is NOT_FOUND whatever the body says.
      const widget = await findBookableWidget(deps.db, key.output);
      if (!widget) throw notFound('Widget');
      const booking = v.safeParse(widgetBookingSchema, await readJsonBody(c.req));
      if (!booking.success) throw invalidInputError(booking.issues);
      await limit(widgetBookingPerWidget, key.output);
      const booked = await bookFromWidget(deps.db, widget, booking.output);
      return c.json(booked, 201, { 'Cache-Control': 'no-store' });
    }),
  );

  api.get('/widget/v1.js', (c) => script(c, WIDGET_SCRIPT));

  api.get('/widget/:key', async (c) => {
    const key = v.safeParse(keySchema, c.req.param('key'));
    const type = v.safeParse(websiteTypeSchema, c.req.query('type') ?? 'chat-widget');
    const found = key.success && type.success ? await findPublicWidget(deps, key.output, type.output) : null;
    if (!found) return fail('NOT_FOUND', 'Widget not found');
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(presentPublicWidget(found.widget, found.chatLink));
  });
}
