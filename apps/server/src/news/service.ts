import type { BrandNewsArgs } from '@parley/domain';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer.ts';
import { findCompany } from '../company/service.ts';
import type { Db } from '../db/client.ts';
import {
  type BrandNewsCategoryRow,
  type BrandNewsRow,
  brandNews,
  brandNewsCategories,
} from '../db/tables.ts';
import { forbidden } from '../errors.ts';

/*
 * Brand news (spec 7: brandnews): the news of the caller's own brand, only published and unexpired
 * items (spec 4). Another brand's id is FORBIDDEN, so nobody reads the news of a brand they are not in.
 */

type Deps = { db: Db };

export type BrandNewsItem = BrandNewsRow & { category: BrandNewsCategoryRow };

export async function listBrandNews(
  { db }: Deps,
  viewer: Viewer,
  args: BrandNewsArgs,
  now = new Date(),
): Promise<{ items: BrandNewsItem[]; total: number }> {
  const company = await findCompany(db, viewer.companyId);
  if (!company || company.brandId !== args.brandId) throw forbidden('Not the brand of your company');

  // The domain's isListedNews as SQL: published, published at or before now, not expired.
  const listed = and(
    eq(brandNews.brandId, company.brandId),
    eq(brandNews.status, 'PUBLISHED'),
    isNotNull(brandNews.publishedAt),
    lte(brandNews.publishedAt, now),
    or(isNull(brandNews.expiredAt), gt(brandNews.expiredAt, now)),
    args.ids ? inArray(brandNews.id, args.ids.length ? args.ids : ['']) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ news: brandNews, category: brandNewsCategories })
      .from(brandNews)
      .innerJoin(brandNewsCategories, eq(brandNewsCategories.id, brandNews.categoryId))
      .where(listed)
      .orderBy(desc(brandNews.publishedAt), desc(brandNews.id))
      .offset(args.skip)
      .limit(args.take),
    db.select({ total: count() }).from(brandNews).where(listed),
  ]);
  return {
    items: rows.map(({ news, category }) => ({ ...news, category })),
    total: totals[0]?.total ?? 0,
  };
}
