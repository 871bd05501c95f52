import { expect, within } from 'storybook/test';
import { CalendarIcon, SparkleIcon } from '../../icons/Icon';
import { expectRowLink, inBox, selectedRow } from '../../stories/helpers';
import preview from '../../stories/preview';
import { NewsArticle, NewsArticleSkeleton, NewsListItem, NewsListItemSkeleton } from './NewsItem';

const meta = preview.meta({
  component: NewsListItem,
  decorators: [inBox({ maxWidth: 640 })],
  args: {
    title: 'Reply to Google reviews right in Parley',
    href: '#news-1',
    categoryName: 'Product update',
    categoryIcon: <SparkleIcon size="sm" />,
    dateText: '22.11.2026',
    dateTime: '2026-11-22T09:00:00Z',
  },
});

export const ListItem = meta.story({
  play: async ({ canvasElement }) => {
    await expectRowLink(canvasElement, /Reply to Google reviews/, '#news-1');
  },
});

export const SelectedListItem = meta.story(selectedRow());

export const List = meta.story({
  render: (args) => (
    <nav aria-label="News">
      <NewsListItem {...args} isSelected />
      <NewsListItem
        {...args}
        href="#news-2"
        title="Partner day in Berlin on 12 March"
        categoryName="Event"
        categoryIcon={<CalendarIcon size="sm" />}
      />
      <NewsListItemSkeleton />
    </nav>
  ),
});

const banner =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 200"><rect width="640" height="200" fill="#40929F"/></svg>',
  );

export const Article = meta.story({
  // The list item's texts: what the article shares with its entry in the list.
  render: ({ href, isSelected, className, ...texts }) => (
    <NewsArticle {...texts} imageSrc={banner}>
      <p>
        From today you can answer <strong>Google reviews</strong> directly in Parley.
      </p>
      <ul>
        <li>Filter by stars</li>
        <li>Only unanswered</li>
      </ul>
      <p>
        More in the <a href="#help">help center</a>.
      </p>
    </NewsArticle>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: /Reply to Google reviews/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Reply to Google reviews');
    await expect(canvas.getByText('Product update')).toBeVisible();
  },
});

export const ArticleLoading = meta.story({ render: () => <NewsArticleSkeleton /> });
