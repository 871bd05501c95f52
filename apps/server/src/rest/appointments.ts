import type { RestAppointmentOverlap, RestUserTeamSettings } from '@parley/api/rest';
import type { Hono } from 'hono';
import { readUserTeamSettings, writeUserTeamSettings } from '../appointments/availability.ts';
import { checkOverlap } from '../appointments/service.ts';
import type { Db } from '../db/client.ts';
import { readJsonBody } from './respond.ts';
import type { Env } from './routes.ts';

/*
 * The appointments-service (spec 7): check-overlap and the user-team settings. The rules live in
 * src/appointments (service.ts, availability.ts); shapes in @parley/api/rest.
 */

const BASE = '/appointments-service';

export function registerAppointmentRoutes(api: Hono<Env>, deps: { db: Db }) {
  const { db } = deps;

  api.get(`${BASE}/appointments/check-overlap`, async (c) => {
    const result = await checkOverlap(db, c.get('viewer'), c.req.query());
    c.header('Cache-Control', 'no-store');
    return c.json(result satisfies RestAppointmentOverlap);
  });

  api.get(`${BASE}/availabilities/user-team-settings`, async (c) => {
    const result = await readUserTeamSettings(db, c.get('viewer'), c.req.query());
    c.header('Cache-Control', 'no-store');
    return c.json(result satisfies RestUserTeamSettings);
  });

  for (const method of ['post', 'put'] as const)
    api[method](`${BASE}/availabilities/user-team-settings`, async (c) => {
      const result = await writeUserTeamSettings(db, c.get('viewer'), await readJsonBody(c.req));
      return c.json(result satisfies RestUserTeamSettings);
    });
}
