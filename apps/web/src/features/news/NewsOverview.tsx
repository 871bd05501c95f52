import { useLingui } from '@lingui/react/macro';
import { brandNewsQueryOptions, useApi } from '@parley/api';
import { EmptyState, NewsIcon, NewsListItem, NewsListItemSkeleton } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useChildMatches, useParams, useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { formatDay } from '../../lib/dates.ts';
import { CategoryIcon } from './categoryIcon.tsx';
import * as styles from './news.css.ts';

/** The brand's published news for the signed-in user's brand. */
export function useBrandNews() {
  const api = useApi();
  const { me } = useRouteContext({ from: '/_authenticated' });
  return useQuery(brandNewsQueryOptions(api, me.company.brand.id));
}

/** /news/overview: the list of published news beside the open item (the first one opens by itself). */
export function NewsOverview() {
  const { t } = useLingui();
  const query = useBrandNews();
  const selectedId = useParams({ strict: false, select: (params) => params.id ?? null });
  const hasChild = useChildMatches({ select: (matches) => matches.length > 0 });

  let list: ReactNode;
  if (query.isPending) {
    list = (
      <div role="status" aria-label={t`Loading news`} aria-busy="true">
        {['a', 'b', 'c'].map((key) => (
          <NewsListItemSkeleton key={key} />
        ))}
      </div>
    );
  } else if (query.isError) {
    list = (
      <div className={styles.message}>
        <LoadError onRetry={() => void query.refetch()}>{t`The news could not be loaded.`}</LoadError>
      </div>
    );
  } else if (query.data.items.length === 0) {
    list = (
      <EmptyState
        icon={<NewsIcon size="lg" />}
        title={t`No news yet`}
        description={t`News from your brand appear here.`}
      />
    );
  } else {
    list = (
      <ul className={styles.list} aria-label={t`News`}>
        {query.data.items.map((item) => (
          <li key={item.id}>
            <NewsListItem
              title={item.title}
              href={`/news/overview/${item.id}`}
              categoryName={item.category.name}
              categoryIcon={<CategoryIcon icon={item.category.icon} />}
              dateText={formatDay(item.publishedAt)}
              dateTime={item.publishedAt ?? undefined}
              isSelected={item.id === selectedId}
            />
          </li>
        ))}
      </ul>
    );
  }

  const first = query.data?.items[0];
  return (
    <div className={styles.split}>
      <section className={styles.listPane} aria-label={t`News`}>
        {list}
      </section>
      <div className={styles.detailPane}>
        {hasChild ? (
          <Outlet />
        ) : first ? (
          // Spec 2: the first published item opens by itself.
          <Navigate to="/news/overview/$id" params={{ id: first.id }} replace />
        ) : (
          <EmptyState
            icon={<NewsIcon size="lg" />}
            title={t`No news open`}
            description={t`Choose a news item from the list.`}
          />
        )}
      </div>
    </div>
  );
}
