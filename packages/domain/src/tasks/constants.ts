// Limits of a task, in their own module: the api's query options read the page size without pulling
// the schemas (and Temporal, which they use) into every chunk that imports the api.

/** Spec 9: a task list is one page of 100. */
export const TASK_PAGE_SIZE = 100;
export const TASK_TITLE_MAX_LENGTH = 200;
export const TASK_BODY_MAX_LENGTH = 4000;
export const TASK_FILES_MAX = 10;
