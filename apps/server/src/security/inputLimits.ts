import { messageKeys } from '@parley/domain';
import { badUserInput } from '../graphql/errors.ts';

/**
 * Id lists arrive in variables, which GraphQL Armor's token limit does not count: the body limit
 * alone would still let one request ask for tens of thousands of rows in one `IN (…)`. No screen asks
 * for more than a page of ids at once.
 */
export const MAX_IDS_PER_REQUEST = 500;

export function assertIdCount(ids: readonly unknown[] | null | undefined, field = 'ids'): void {
  if (ids && ids.length > MAX_IDS_PER_REQUEST)
    throw badUserInput(field, messageKeys.general, `At most ${MAX_IDS_PER_REQUEST} ids per request`);
}
