import * as v from 'valibot';
import { attachmentInputSchema, idSchema, wholeNumberSchema } from '../inbox/inputSchemas.ts';
import { messageKeys } from '../messages.ts';
import { requiredString, requiredText } from '../validation/text.ts';
import { TASK_BODY_MAX_LENGTH, TASK_FILES_MAX, TASK_PAGE_SIZE, TASK_TITLE_MAX_LENGTH } from './constants.ts';
import { isInstant, isKnownTimeZone } from './dueDate.ts';

/*
 * What a task may hold, checked the same way by the web form and the server (REST bodies and query
 * strings). Every string and list is capped before anything else looks at it; no check can backtrack.
 */

const { required, notEmpty, general } = messageKeys;

/** The longest ISO 8601 instant we accept (`+275760-09-13T00:00:00.000000000+00:00` is 38). */
const DUE_DATE_MAX_LENGTH = 40;
const TIME_ZONE_MAX_LENGTH = 64;

/** Spec 5: a task needs a non-blank title; trimmed, at most 200 characters. */
export const taskTitleSchema = requiredText(TASK_TITLE_MAX_LENGTH, general, { blank: notEmpty });

/** Optional notes; a blank body counts as none. */
export const taskBodySchema = v.pipe(
  v.nullish(v.pipe(v.string(general), v.maxLength(TASK_BODY_MAX_LENGTH, general))),
  v.transform((body) => (body?.trim() ? body : null)),
);

/** A due date: an ISO 8601 instant with an offset (`2026-11-23T22:59:59Z`). */
export const taskDueDateSchema = v.pipe(
  v.string(required),
  v.maxLength(DUE_DATE_MAX_LENGTH, general),
  v.check(isInstant, general),
);

const timeZoneSchema = v.pipe(
  v.string(general),
  v.maxLength(TIME_ZONE_MAX_LENGTH, general),
  v.check(isKnownTimeZone, general),
);

const filesSchema = v.pipe(v.array(attachmentInputSchema, general), v.maxLength(TASK_FILES_MAX, general));

/** POST /api/tasks-service/v1/tasks/{userId}: a contact or an opportunity may be linked, not both. */
export const taskCreateInputSchema = v.pipe(
  v.object(
    {
      title: taskTitleSchema,
      body: v.optional(taskBodySchema, null),
      dueDate: v.optional(taskDueDateSchema),
      timeZone: v.optional(timeZoneSchema, 'UTC'),
      assigneeId: v.optional(idSchema),
      contactId: v.nullish(idSchema),
      opportunityId: v.nullish(idSchema),
      files: v.optional(filesSchema, []),
    },
    required,
  ),
  v.forward(
    v.check((input) => !(input.contactId && input.opportunityId), general),
    ['opportunityId'],
  ),
);
export type TaskCreateInput = v.InferOutput<typeof taskCreateInputSchema>;

/** PUT /api/tasks-service/v1/tasks/{userId}/{id}: title, body and due date (spec 7). */
export const taskUpdateInputSchema = v.object(
  {
    title: taskTitleSchema,
    body: v.optional(taskBodySchema, null),
    dueDate: taskDueDateSchema,
    assigneeId: v.optional(idSchema),
    files: v.optional(filesSchema),
  },
  required,
);
export type TaskUpdateInput = v.InferOutput<typeof taskUpdateInputSchema>;

/** PATCH …/{done|important}: `{status: boolean}`. */
export const taskStatusInputSchema = v.object({ status: v.boolean(required) });

const booleanQuerySchema = v.pipe(
  v.picklist(['true', 'false'], general),
  v.transform((s) => s === 'true'),
);

/** GET /api/tasks-service/v1/tasks/{userId}?page=1&take=100&isDone=&delegated=&assignee=&contactId=&opportunityId= */
export const taskListQuerySchema = v.object({
  page: v.optional(wholeNumberSchema(1, 10_000), 1),
  take: v.optional(wholeNumberSchema(1, TASK_PAGE_SIZE), TASK_PAGE_SIZE),
  isDone: v.optional(booleanQuerySchema),
  /** Only the tasks the caller gave to colleagues (owned by the caller, assigned to someone else). */
  delegated: v.optional(booleanQuerySchema),
  assignee: v.optional(idSchema),
  contactId: v.optional(idSchema),
  opportunityId: v.optional(idSchema),
});
export type TaskListQuery = v.InferOutput<typeof taskListQuerySchema>;

/** A calendar day `YYYY-MM-DD` (the form's due day). */
const formDateSchema = v.pipe(requiredString(10, general), v.isoDate(general));
/** A time of day `HH:MM` (the form's due time). */
const formTimeSchema = v.pipe(requiredString(5, general), v.isoTime(general));

/**
 * The create/edit form of the web app: what the user typed, checked like the server checks it. The
 * due day and time are in the user's time zone; `dueInstantOf` makes the request's instant of them.
 */
export const taskFormSchema = v.object({
  title: taskTitleSchema,
  body: v.pipe(v.string(general), v.maxLength(TASK_BODY_MAX_LENGTH, general)),
  dueDay: formDateSchema,
  dueTime: formTimeSchema,
  /** Who does it: the user (the default) or a colleague of the company. */
  assigneeId: idSchema,
});
export type TaskForm = v.InferInput<typeof taskFormSchema>;
