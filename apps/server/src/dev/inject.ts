import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { demoIds } from '../db/demo.ts';
import type { Delivery } from '../inbox/delivery.ts';
import { InjectError, injectInbound } from '../inbox/inbound.ts';
import type { Jobs } from '../jobs/queue.ts';
import type { Notifier } from '../realtime/socket.ts';
import { fail, failWithStatus, invalidInput, readJsonObject } from '../rest/respond.ts';
import { isLocalRequest } from '../security/clientAddress.ts';

/*
 * Playing the customer (development only): store an inbound customer message as if it had arrived
 * over a channel (inbox/inbound.ts), and notify the company's users in real time.
 */

const optionalText = (name: string, max: number) =>
  v.optional(v.pipe(v.string(`${name} must be a string`), v.maxLength(max, `${name} is too long`)));

const injectBody = v.object({
  companyId: optionalText('companyId', 100),
  opportunityId: optionalText('opportunityId', 100),
  contact: v.optional(
    v.object({
      firstName: optionalText('contact.firstName', 100),
      lastName: optionalText('contact.lastName', 100),
      phone: optionalText('contact.phone', 40),
      email: optionalText('contact.email', 200),
    }),
  ),
  body: optionalText('body', 4096),
  attachments: v.optional(
    v.array(v.object({ displayName: v.string(), url: v.string() }), 'attachments must be an array'),
  ),
  samples: v.optional(
    v.array(v.picklist(['image', 'pdf', 'audio', 'video'], 'samples: image, pdf, audio or video')),
  ),
  buttonId: optionalText('buttonId', 100),
  hoursAgo: v.optional(v.pipe(v.number('hoursAgo must be a number'), v.minValue(0), v.maxValue(720))),
  channelType: v.optional(
    v.picklist(
      ['EMAIL', 'GMAIL', 'OFFICE365', 'MESSENGER', 'WHATSAPP', 'GOOGLE_REVIEWS'],
      'unknown channelType',
    ),
  ),
});

/** Dev routes exist only with the Auth Emulator (so never in production). */
export function devRoutesEnabled(config: Pick<Config, 'firebaseAuthEmulatorHost' | 'environment'>): boolean {
  return Boolean(config.firebaseAuthEmulatorHost) && config.environment !== 'production';
}

/**
 * The body of a dev route, parsed with its schema; or the answer instead of it: 403 to anyone but the
 * local host (also when the server listens on 0.0.0.0), 400 for a body that is not what the route takes.
 */
export async function readDevBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
  whole: string,
): Promise<v.InferOutput<TSchema> | Response> {
  if (!isLocalRequest(c)) return fail('FORBIDDEN', 'The dev endpoint answers only on the local host');
  // JSON only: a page on another site can POST text/plain here without asking first, not JSON.
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json'))
    return failWithStatus(415, 'BAD_REQUEST', 'The dev endpoint takes application/json');
  const json = await readJsonObject(c.req);
  if (json instanceof Response) return json;
  const parsed = v.safeParse(schema, json, { abortPipeEarly: true });
  return parsed.success ? parsed.output : invalidInput(parsed.issues, whole);
}

/**
 * POST /api/dev/inject (body: InjectInput without companyId required — default Demo GmbH). No auth,
 * but bound only when devRoutesEnabled and answered only to loopback clients (403 otherwise, also
 * when the server listens on 0.0.0.0). Answers InjectResult.
 */
export function registerDevRoutes(
  app: Hono,
  deps: { db: Db; config: Config; notifier: Notifier; delivery?: Delivery; jobs?: Jobs | undefined },
) {
  if (!devRoutesEnabled(deps.config)) return;
  app.post('/api/dev/inject', async (c) => {
    const body = await readDevBody(c, injectBody, 'Invalid inject body');
    if (body instanceof Response) return body;
    try {
      const result = await injectInbound(
        deps.db,
        deps.notifier,
        { ...body, companyId: body.companyId ?? demoIds.companyDemo },
        deps.delivery,
        deps.jobs,
      );
      return c.json(result, result.created ? 201 : 200);
    } catch (error) {
      if (error instanceof InjectError)
        return fail(error.code, error.message, error.field ? { field: error.field } : {});
      throw error;
    }
  });
}
