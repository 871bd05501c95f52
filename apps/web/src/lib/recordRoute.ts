import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { AppContext } from './appContext.ts';
import { idParams } from './routeArgs.ts';

type RecordParams = { id: string };

/*
 * What a record's page (`…/$id`: an appointment, a task, a quick reply) shares. Its route spreads
 * `recordPage` and sets `loader: prefetchRecord(…)` as a property of its own: the router's code
 * splitting moves only a `loader` it finds there (with the record's query) out of the entry chunk.
 */

/**
 * The `$id` parsed (`idParams`), and a new mount per record: a form starts from that record's values
 * and a detail screen from its own state, without a `key` on the screen.
 */
export const recordPage = {
  params: idParams,
  remountDeps: ({ params }: { params: RecordParams }) => params.id,
};

/**
 * A loader that starts the record's query with the navigation; the screen shows its spinner until the
 * record is there.
 */
export function prefetchRecord<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  recordQuery: (app: AppContext, id: string) => FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
) {
  return ({ context: { app }, params: { id } }: { context: { app: AppContext }; params: RecordParams }) => {
    void app.queryClient.prefetchQuery(recordQuery(app, id));
  };
}
