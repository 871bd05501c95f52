import { brandNewsCategoryIconOf } from '@parley/domain';
import type { BrandNews } from '../generated/resolvers.ts';
import { sanitizedNewsBody } from './sanitize.ts';
import type { BrandNewsItem } from './service.ts';

/* A news item with its category as the dashboard and the news page read it. */

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const presentBrandNews = (item: BrandNewsItem): BrandNews => ({
  id: item.id,
  title: item.title,
  body: sanitizedNewsBody(item),
  category: {
    id: item.category.id,
    icon: brandNewsCategoryIconOf(item.category.icon),
    name: item.category.name,
  },
  status: item.status,
  createdAt: item.createdAt.toISOString(),
  publishedAt: iso(item.publishedAt),
  expiredAt: iso(item.expiredAt),
  updatedAt: item.updatedAt.toISOString(),
  fileId: item.fileId,
  image: item.image,
  editedBy: item.editedBy,
});
