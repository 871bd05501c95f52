/** Spec 4 and 9: the first internal server error refetches; more than 10 reload the page. */
export const SERVER_ERROR_RELOAD_AFTER = 10;

export type ServerErrorCounter = {
  /** Counts the error when its message contains "internal server error"; returns whether it counted. */
  report: (error: unknown) => boolean;
  readonly count: number;
  reset: () => void;
};

export function isInternalServerError(error: unknown): boolean {
  const message =
    typeof error === 'string' ? error : error instanceof Error ? error.message : JSON.stringify(error ?? '');
  return /internal server error/i.test(message);
}

export function createServerErrorCounter(handlers: {
  refetch: () => void;
  reload: () => void;
}): ServerErrorCounter {
  let count = 0;
  return {
    report(error) {
      if (!isInternalServerError(error)) return false;
      count += 1;
      if (count === 1) handlers.refetch();
      if (count > SERVER_ERROR_RELOAD_AFTER) handlers.reload();
      return true;
    },
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
  };
}
