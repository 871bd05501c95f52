import { brandNewsArgsSchema } from '@parley/domain';
import { parseInput } from '../../errors.ts';
import type { BrandNewsPage, QueryBrandnewsArgs } from '../../generated/resolvers.ts';
import { presentBrandNews } from '../../news/present.ts';
import * as news from '../../news/service.ts';
import { type Resolve, requireViewer } from './guards.ts';

/* Parse with the domain's schema, call the news service (where the rules are), present. */

const brandnews: Resolve<unknown, QueryBrandnewsArgs, BrandNewsPage> = async (_p, args, ctx) => {
  const viewer = await requireViewer(ctx);
  const parsed = parseInput(brandNewsArgsSchema, args);
  const page = await news.listBrandNews(ctx, viewer, parsed);
  return { items: page.items.map(presentBrandNews), total: page.total };
};

export const newsResolvers = { Query: { brandnews } };
