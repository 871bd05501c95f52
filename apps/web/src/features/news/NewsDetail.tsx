import { useLingui } from '@lingui/react/macro';
import { brandNewsItemQueryOptions, useApi } from '@parley/api';
import { EmptyState, NewsArticle, NewsArticleSkeleton, NewsIcon } from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { type MouseEvent, useMemo } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { formatDay } from '../../lib/dates.ts';
import { usePageTitle } from '../../lib/pageTitle.ts';
import { CategoryIcon } from './categoryIcon.tsx';
import { isSameOrigin, sanitizeNewsHtml } from './sanitizeNewsHtml.ts';

/** One published news item: category, title, date, image and its body, sanitized (spec 5). */
export function NewsDetail({ id }: { id: string }) {
  const { t } = useLingui();
  const api = useApi();
  const { me } = useRouteContext({ from: '/_authenticated' });
  const query = useQuery(brandNewsItemQueryOptions(api, me.company.brand.id, id));
  const item = query.data;
  const html = useMemo(() => (item ? sanitizeNewsHtml(item.body) : ''), [item]);
  const router = useRouter();
  // A link of the article into the app is routed like the app's own links, instead of loading it anew.
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.target || !isSameOrigin(link.href)) return;
    event.preventDefault();
    router.history.push(`${link.pathname}${link.search}${link.hash}`);
  };
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
      {/* biome-ignore lint/a11y/noStaticElementInteractions: routes the clicks of the links inside, which the keyboard reaches */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link inside is a click */}
      <div data-testid="news-body" onClick={handleClick} dangerouslySetInnerHTML={{ __html: html }} />
    </NewsArticle>
  );
}
