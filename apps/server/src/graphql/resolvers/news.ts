import { brandNewsArgsSchema, brandNewsCategoryIconOf } from '@parley/domain';
import { parseInput } from '../../errors.ts';
import type { BrandNews, BrandNewsPage, QueryBrandnewsArgs } from '../../generated/resolvers.ts';
import * as news from '../../news/service.ts';
import { type Resolve, requireViewer } from './guards.ts';

/* Parse with the domain's schema, call the news service (where the rules are), present. */

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const present = (item: news.BrandNewsItem): BrandNews => ({
  id: item.id,
  title: item.title,
  body: item.body,
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

const brandnews: Resolve<unknown, QueryBrandnewsArgs, BrandNewsPage> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  const parsed = parseInput(brandNewsArgsSchema, args);
  const page = await news.listBrandNews(ctx, viewer, parsed);
  return { items: page.items.map(present), total: page.total };
};

export const newsResolvers = { Query: { brandnews } };
