import { useLingui } from '@lingui/react/macro';
import { brandNewsItemQueryOptions, useApi } from '@parley/api';
import { EmptyState, NewsArticle, NewsArticleSkeleton, NewsIcon } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { formatDay } from '../../lib/dates.ts';
import { usePageTitle } from '../../lib/pageTitle.ts';
import { CategoryIcon } from './categoryIcon.tsx';
import { sanitizeNewsHtml } from './sanitizeNewsHtml.ts';

/** One published news item: category, title, date, image and its body, sanitized (spec 5). */
export function NewsDetail({ id }: { id: string }) {
  const { t } = useLingui();
  const api = useApi();
  const { me } = useRouteContext({ from: '/_authenticated' });
  const query = useQuery(brandNewsItemQueryOptions(api, me.company.brand.id, id));
  const item = query.data;
  const html = useMemo(() => (item ? sanitizeNewsHtml(item.body) : ''), [item]);
  usePageTitle(item ? `${item.title} · ${t`News`}` : t`News`);

  if (query.isPending)
    return (
      <div role="status" aria-label={t`Loading news item`} aria-busy="true">
        <NewsArticleSkeleton />
      </div>
    );
  if (query.isError)
    return (
      <LoadError onRetry={() => void query.refetch()}>{t`The news item could not be loaded.`}</LoadError>
    );
  if (!item)
    return (
      <EmptyState
        icon={<NewsIcon size="lg" />}
        title={t`News item not found`}
        description={t`It may have expired or been withdrawn.`}
      />
    );
  return (
    <NewsArticle
      title={item.title}
      categoryName={item.category.name}
      categoryIcon={<CategoryIcon icon={item.category.icon} />}
      dateText={formatDay(item.publishedAt)}
      dateTime={item.publishedAt ?? undefined}
      imageSrc={item.image}
      imageAlt=""
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized to the news allow-list by DOMPurify */}
      <div data-testid="news-body" dangerouslySetInnerHTML={{ __html: html }} />
    </NewsArticle>
  );
}
