/** Which tasks a list holds: open or done ones, or those linked to a contact or an opportunity. */
export type TaskListFilter = {
  isDone?: boolean;
  /** Only the tasks the user gave to colleagues. */
  delegated?: boolean;
  contactId?: string;
  opportunityId?: string;
};

/**
 * Cache keys of the tasks, built only here. Everything sits under `all`; lists under `lists()`, so a
 * change refreshes every list (open, done, a contact's) in one call. The cache is dropped on sign-out,
 * so the keys need not carry the user.
 */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => ['tasks', 'list'] as const,
  list: (filter: TaskListFilter) =>
    [
      'tasks',
      'list',
      {
        isDone: filter.isDone ?? null,
        contactId: filter.contactId ?? null,
        opportunityId: filter.opportunityId ?? null,
      },
    ] as const,
  details: () => ['tasks', 'detail'] as const,
  detail: (id: string) => ['tasks', 'detail', id] as const,
};
