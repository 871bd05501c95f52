import type { RestTask, RestTaskPage } from '@parley/api/rest';
import {
  idSchema,
  taskCreateInputSchema,
  taskListQuerySchema,
  taskStatusInputSchema,
  taskUpdateInputSchema,
} from '@parley/domain';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { parseInput } from '../errors.ts';
import { presentTask, presentTasks } from '../tasks/present.ts';
import type { TaskDeps } from '../tasks/service.ts';
import * as service from '../tasks/service.ts';
import { readJsonBody } from './respond.ts';
import type { Env } from './routes.ts';

/*
 * The tasks-service (spec 7): parse path, query and body with the domain's schemas, call the tasks
 * service (src/tasks/service.ts, where the rules are documented), present.
 */

const BASE = '/tasks-service/v1/tasks';
const userPathSchema = v.object({ userId: idSchema });
const taskPathSchema = v.object({ userId: idSchema, id: idSchema });
const statusPathSchema = v.object({
  userId: idSchema,
  id: idSchema,
  which: v.picklist(['done', 'important']),
});

export function registerTaskRoutes(api: Hono<Env>, deps: TaskDeps) {
  const { db } = deps;

  api.get(`${BASE}/:userId`, async (c) => {
    const { userId } = parseInput(userPathSchema, c.req.param(), 'Invalid path');
    const query = parseInput(taskListQuerySchema, c.req.query(), 'Invalid query');
    const page = await service.listTasks(deps, c.get('viewer'), userId, query);
    c.header('Cache-Control', 'no-store');
    return c.json({
      items: await presentTasks(db, page.rows),
      total: page.total,
      page: page.page,
      take: page.take,
    } satisfies RestTaskPage);
  });

  api.post(`${BASE}/:userId`, async (c) => {
    const { userId } = parseInput(userPathSchema, c.req.param(), 'Invalid path');
    const input = parseInput(taskCreateInputSchema, await readJsonBody(c.req));
    const row = await service.createTask(deps, c.get('viewer'), userId, input);
    return c.json((await presentTask(db, row)) satisfies RestTask, 201);
  });

  api.get(`${BASE}/:userId/:id`, async (c) => {
    const { userId, id } = parseInput(taskPathSchema, c.req.param(), 'Invalid path');
    const row = await service.findTask(deps, c.get('viewer'), userId, id);
    c.header('Cache-Control', 'no-store');
    return c.json((await presentTask(db, row)) satisfies RestTask);
  });

  api.put(`${BASE}/:userId/:id`, async (c) => {
    const { userId, id } = parseInput(taskPathSchema, c.req.param(), 'Invalid path');
    const input = parseInput(taskUpdateInputSchema, await readJsonBody(c.req));
    const row = await service.updateTask(deps, c.get('viewer'), userId, id, input);
    return c.json((await presentTask(db, row)) satisfies RestTask);
  });

  api.patch(`${BASE}/:userId/:id/:which`, async (c) => {
    const { userId, id, which } = parseInput(statusPathSchema, c.req.param(), 'Invalid path');
    const { status } = parseInput(taskStatusInputSchema, await readJsonBody(c.req));
    const row = await service.setTaskStatus(deps, c.get('viewer'), userId, id, which, status);
    return c.json((await presentTask(db, row)) satisfies RestTask);
  });

  api.delete(`${BASE}/:userId/:id`, async (c) => {
    const { userId, id } = parseInput(taskPathSchema, c.req.param(), 'Invalid path');
    await service.deleteTask(deps, c.get('viewer'), userId, id);
    return c.json({ ok: true });
  });
}
