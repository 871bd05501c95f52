/*
 * What an unexpected error writes to the server log: its kind, a message without values and the
 * stack frames. A failed database query's message carries the statement's parameters (an email, a
 * name, a password hash, a token), and a failed call's message may carry a URL with its query string
 * (a key, a code); both stay out of the log, which operators, log shippers and support staff read.
 */

const URL_QUERY = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#"'<>]+)\?[^\s#"'<>]*/gi;
/** drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>". */
const QUERY_PARAMS = /\nparams: [\s\S]*$/;

function safeMessage(message: string): string {
  return message.replace(QUERY_PARAMS, '\nparams: (left out)').replace(URL_QUERY, '$1?(query left out)');
}

/** One error (and its causes, at most 3 deep) as log text without parameter values. */
export function describeError(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return safeMessage(String(error));
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const own = `${error.name}: ${safeMessage(error.message)}${frames ? `\n${frames}` : ''}`;
  const cause = (error as { cause?: unknown }).cause;
  if (cause === undefined || depth >= 3) return own;
  return `${own}\ncaused by ${describeError(cause, depth + 1)}`;
}

/** console.error with the error described by `describeError`. */
export function logError(label: string, error: unknown): void {
  console.error(`${label} ${describeError(error)}`);
}
