import type { RestAppointmentOverlap, RestUserTeamSettings } from '@parley/api/rest';
import type { Hono } from 'hono';
import { readUserTeamSettings, writeUserTeamSettings } from '../appointments/availability.ts';
import {
  availabilityScopeSchema,
  overlapQuerySchema,
  userTeamSettingsBodySchema,
} from '../appointments/inputs.ts';
import { presentOverlap } from '../appointments/present.ts';
import { checkOverlap, requireAppointments } from '../appointments/service.ts';
import type { DbDeps } from '../deps.ts';
import { parseInput } from '../errors.ts';
import { readJsonBody } from './respond.ts';
import type { Env } from './routes.ts';

/*
 * The appointments-service (spec 7): check-overlap and the user-team settings. The rules live in
 * src/appointments (service.ts, availability.ts); shapes in @parley/api/rest.
 */

const BASE = '/appointments-service';

export function registerAppointmentRoutes(api: Hono<Env>, deps: DbDeps) {
  const { db } = deps;

  // A brand without appointments has no appointments-service: FORBIDDEN before any input is read.
  api.use(`${BASE}/*`, async (c, next) => {
    await requireAppointments(db, c.get('viewer'));
    await next();
  });

  api.get(`${BASE}/appointments/check-overlap`, async (c) => {
    const query = parseInput(overlapQuerySchema, c.req.query());
    const rows = await checkOverlap(db, c.get('viewer'), query);
    c.header('Cache-Control', 'no-store');
    return c.json(presentOverlap(rows) satisfies RestAppointmentOverlap);
  });

  api.get(`${BASE}/availabilities/user-team-settings`, async (c) => {
    const { team_id, user_id } = c.req.query();
    const scope = parseInput(availabilityScopeSchema, { teamId: team_id ?? '', userId: user_id ?? null });
    const result = await readUserTeamSettings(db, c.get('viewer'), scope);
    c.header('Cache-Control', 'no-store');
    return c.json(result satisfies RestUserTeamSettings);
  });

  for (const method of ['post', 'put'] as const)
    api[method](`${BASE}/availabilities/user-team-settings`, async (c) => {
      const body = parseInput(userTeamSettingsBodySchema, await readJsonBody(c.req));
      const result = await writeUserTeamSettings(db, c.get('viewer'), body);
      return c.json(result satisfies RestUserTeamSettings);
    });
}
