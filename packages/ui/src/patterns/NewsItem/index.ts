export {
  NewsArticle,
  type NewsArticleProps,
  NewsArticleSkeleton,
  NewsListItem,
  type NewsListItemProps,
  NewsListItemSkeleton,
} from './NewsItem';
