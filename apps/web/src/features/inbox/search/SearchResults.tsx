import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { conversationSearchQueryOptions, type RestSearchMatch, useApi } from '@parley/api';
import {
  highlightRanges,
  homeSectionOf,
  phoneDigitsOf,
  searchTermsOf,
  snippetOf,
  type TextRange,
} from '@parley/domain';
import { Button, EmptyState, HighlightedText, Link, Spinner } from '@parley/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useChannelNames } from '../../../lib/channelNames.ts';
import { contactName } from '../../../lib/contactName.ts';
import { LoadFailed } from '../conversation/LoadFailed.tsx';
import { useInboxFormatters } from '../useFormatters.ts';
import * as styles from './search.css.ts';

/** Where a hit's match is marked: a phone number by its digits, anything else by the query's words. */
function marked(match: RestSearchMatch, query: string): { text: string; ranges: TextRange[] } {
  if (match.field === 'phone') {
    const digits = phoneDigitsOf(query) ?? '';
    // The number as written, its digits marked where the query's digits run through them.
    const positions: number[] = [];
    for (let i = 0; i < match.text.length; i += 1) {
      const c = match.text[i] ?? '';
      if (c >= '0' && c <= '9') positions.push(i);
    }
    const at = positions
      .map((i) => match.text[i])
      .join('')
      .indexOf(digits);
    const first = positions[at];
    const last = positions[at + digits.length - 1];
    return {
      text: match.text,
      ranges: at >= 0 && first !== undefined && last !== undefined ? [{ start: first, end: last + 1 }] : [],
    };
  }
  const ranges = highlightRanges(match.text, searchTermsOf(query));
  return match.field === 'message' ? snippetOf(match.text, ranges) : { text: match.text, ranges };
}

/**
 * The inbox search's hits for `query`, newest activity first: the customer, where it matched with the
 * match marked, and a link to the conversation in its section. Loaded when a search starts.
 */
export default function SearchResults({ query }: { query: string }) {
  const { t } = useLingui();
  const api = useApi();
  const { me } = useRouteContext({ from: '/_authenticated' });
  const search = useInfiniteQuery(conversationSearchQueryOptions(api, query));
  const channelName = useChannelNames();
  const format = useInboxFormatters();
  const fieldLabels: Record<RestSearchMatch['field'], string> = {
    name: t`Name`,
    phone: t`Phone`,
    email: t`Email`,
    company: t`Company`,
    message: t`Message`,
  };
  if (search.isPending) return <Spinner aria-label={t`Searching`} />;
  if (search.isError)
    return <LoadFailed title={t`The search failed`} onRetry={() => void search.refetch()} />;
  const hits = search.data.pages.flatMap((page) => page.items);
  const first = search.data.pages[0];
  const total = first?.total ?? 0;
  if (hits.length === 0)
    return (
      <EmptyState title={t`Nothing found`} description={t`No customer or message matches “${query}”.`} />
    );
  return (
    <section className={styles.results} aria-label={t`Search results`}>
      <p className={styles.count} role="status">
        {first?.capped
          ? t`Many conversations found, newest first`
          : t`${plural(total, { one: '# conversation found', other: '# conversations found' })}`}
      </p>
      <ul className={styles.list}>
        {hits.map(({ opportunity, match }) => {
          const { text, ranges } = marked(match, query);
          const name = contactName(opportunity);
          return (
            <li key={opportunity.id} className={styles.hit}>
              <Link
                href={`/opportunities/${homeSectionOf(opportunity, me.id)}/${opportunity.id}?q=${encodeURIComponent(query)}`}
                variant="standalone"
                className={styles.hitLink}
              >
                {match.field === 'name' ? <HighlightedText text={text} ranges={ranges} /> : name}
              </Link>
              {/* A customer with several conversations: the channel and the last activity tell them apart. */}
              <p className={styles.meta}>
                {channelName(opportunity.channelType)}
                {opportunity.lastMessageAt ? ` · ${format.day(opportunity.lastMessageAt)}` : ''}
                {opportunity.status === 'CLOSED' ? ` · ${t`Closed`}` : ''}
              </p>
              {match.field === 'name' ? null : (
                <p className={styles.match}>
                  <span className={styles.field}>{fieldLabels[match.field]}: </span>
                  <HighlightedText text={text} ranges={ranges} />
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {search.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          isPending={search.isFetchingNextPage}
          onPress={() => void search.fetchNextPage()}
        >
          {t`Show more`}
        </Button>
      ) : null}
    </section>
  );
}
