import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/*
 * Reads of the embedded database remembered until its next write. PGlite is one process's database
 * (one session over one data directory, which no other process may open), so this process sees every
 * write, and a read answered from here is what PGlite would answer: the paginated list, its counters and
 * the presenters' lookups that a team's browsers repeat between two changes cost no query. PostgreSQL
 * (several instances) is never cached this way.
 *
 * What is remembered: a statement that only reads (SELECT or WITH without a writing word), whose answer
 * depends on nothing but the data (no clock, no randomness, no sequence, no row locks), with small plain
 * values. Everything else is a write and forgets everything, so does every transaction when it ends
 * (reads inside one are neither remembered nor answered from here: they may see what a rollback undoes).
 * The job queue's own statements (schema `pgboss`, polled every few seconds) are neither: they touch
 * no table of the app. Answers are copied out, so a caller that changes a row changes no remembered one.
 */

/** How many answers, and rows in all, are kept (least recently used go first): a few megabytes. */
const MAX_ENTRIES = 2000;
const MAX_ROWS = 20_000;
/** An answer with more rows than this (an export, a report) is not kept. */
const MAX_ANSWER_ROWS = 1000;
/** Statements and values longer than this are not remembered (an import's batch, a big array). */
const MAX_KEY_LENGTH = 16_000;

const reading = /^\s*(?:select|with)\b/i;
const writingWord = /\b(?:insert|update|delete|merge|truncate)\b/i;
/** Answers that change without a write: the clock, randomness, sequences, locks. */
const volatile =
  /\b(?:now|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|random|gen_random_uuid|nextval|setval|currval|pg_advisory\w*|pg_try_advisory\w*)\s*\(|\bcurrent_(?:date|time|timestamp)\b|\blocal(?:time|timestamp)\b|\bfor\s+(?:no\s+key\s+)?(?:update|share)\b/i;
const jobQueue = /\bpgboss\./i;

export type ReadCacheStats = { hits: number; misses: number; clears: number; size: () => number };

type Kind = 'cached' | 'uncached read' | 'write' | 'job queue';

function kindOf(text: string): Kind {
  if (jobQueue.test(text)) return 'job queue';
  if (!reading.test(text) || writingWord.test(text)) return 'write';
  return volatile.test(text) ? 'uncached read' : 'cached';
}

/** The key of a statement with plain values (strings, numbers, booleans, null, dates, arrays of them). */
function keyOf(
  text: string,
  params: unknown[] | undefined,
  options: QueryOptions | undefined,
): string | null {
  // The same statement read with other type parsers is another answer.
  let key = `${options?.rowMode ?? 'object'}\u0000${Object.keys(options?.parsers ?? {}).join(',')}\u0000${text}`;
  for (const param of params ?? []) {
    if (param instanceof Date) key += `\u0000d${param.toISOString()}`;
    else if (param === null || ['string', 'number', 'boolean'].includes(typeof param))
      key += `\u0000${typeof param}${String(param)}`;
    else if (
      Array.isArray(param) &&
      param.every((item) => typeof item === 'string' || typeof item === 'number')
    )
      key += `\u0000a${JSON.stringify(param)}`;
    else return null;
    if (key.length > MAX_KEY_LENGTH) return null;
  }
  return key.length > MAX_KEY_LENGTH ? null : key;
}

function copied<T>(results: Results<T>): Results<T> {
  return {
    ...results,
    rows: results.rows.map((row) => (Array.isArray(row) ? [...row] : { ...(row as object) }) as T),
  };
}

/** Puts the cache in front of `client`'s query, exec and transaction (the ones drizzle and pg-boss use). */
export function cacheReads(client: PGlite): ReadCacheStats {
  const answers = new Map<string, Results<unknown>>();
  let rows = 0;
  const stats: ReadCacheStats = { hits: 0, misses: 0, clears: 0, size: () => answers.size };
  // A write's generation: an answer read while a write ran is not kept.
  let generation = 0;
  const forget = () => {
    generation += 1;
    stats.clears += 1;
    answers.clear();
    rows = 0;
  };

  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);

  client.query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const kind = kindOf(text);
    if (kind !== 'cached') {
      try {
        return await query<T>(text, params, options);
      } finally {
        if (kind === 'write') forget();
      }
    }
    const key = keyOf(text, params, options);
    const known = key === null ? undefined : answers.get(key);
    if (key !== null && known) {
      stats.hits += 1;
      answers.delete(key);
      answers.set(key, known);
      return copied(known as Results<T>);
    }
    stats.misses += 1;
    const before = generation;
    const results = await query<T>(text, params, options);
    if (key !== null && generation === before && results.rows.length <= MAX_ANSWER_ROWS) {
      rows += results.rows.length - (answers.get(key)?.rows.length ?? 0);
      answers.set(key, copied(results) as Results<unknown>);
      for (const [oldest, answer] of answers) {
        if (answers.size <= MAX_ENTRIES && rows <= MAX_ROWS) break;
        answers.delete(oldest);
        rows -= answer.rows.length;
      }
    }
    return results;
  };

  client.exec = async (text: string, options?: QueryOptions) => {
    try {
      return await exec(text, options);
    } finally {
      if (!jobQueue.test(text)) forget();
    }
  };

  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    forget();
    try {
      return await transaction(callback);
    } finally {
      forget();
    }
  };

  return stats;
}
