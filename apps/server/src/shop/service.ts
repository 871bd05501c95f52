import type { RestShopProduct, RestShopPurchase } from '@parley/api/rest';
import { SHOP_ALREADY_PURCHASED } from '@parley/domain';
import { and, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { assertAdmin } from '../auth/access.ts';
import type { Viewer as SignedIn } from '../auth/viewer.ts';
import { brandOfCompany } from '../company/service.ts';
import type { Db } from '../db/client.ts';
import { companyBots, shopProducts, shopPurchases } from '../db/features/shop.ts';
import { AppError, notFound } from '../errors.ts';

/*
 * The shop (spec 3, 7), company admins only: the brand's bots and links on sale now, and the purchase
 * of a bot, which installs it (inactive) in the company's automation, once per company.
 */

type Viewer = Pick<SignedIn, 'user' | 'companyId'>;

async function brandOf(
  db: Db,
  viewer: Viewer,
  query: { brandId?: string | undefined; companyId?: string | undefined },
) {
  assertAdmin(viewer);
  if (query.companyId && query.companyId !== viewer.companyId)
    throw new AppError('FORBIDDEN', 'Another company');
  const brand = await brandOfCompany(db, viewer.companyId);
  if (!brand) throw notFound('Brand');
  if (query.brandId && query.brandId !== brand.id) throw new AppError('FORBIDDEN', 'Another brand');
  return brand;
}

const onSale = (now: Date) =>
  and(
    eq(shopProducts.status, 'ACTIVE'),
    or(isNull(shopProducts.startDate), lte(shopProducts.startDate, now)),
    or(isNull(shopProducts.endDate), gte(shopProducts.endDate, now)),
  );

/** The brand's products of a type on sale now, newest first, each with whether the company bought it. */
export async function listProducts(
  { db }: { db: Db },
  viewer: Viewer,
  type: 'BOT' | 'LINK',
  query: { brandId?: string | undefined; companyId?: string | undefined },
): Promise<RestShopProduct[]> {
  const brand = await brandOf(db, viewer, query);
  const rows = await db
    .select({ product: shopProducts, purchase: shopPurchases.id, botId: shopPurchases.botId })
    .from(shopProducts)
    .leftJoin(
      shopPurchases,
      and(eq(shopPurchases.productId, shopProducts.id), eq(shopPurchases.companyId, viewer.companyId)),
    )
    .where(and(eq(shopProducts.brandId, brand.id), eq(shopProducts.type, type), onSale(new Date())))
    .orderBy(desc(shopProducts.createdAt))
    .limit(200);
  return rows.map(({ product, purchase, botId }) => ({
    _id: product.id,
    name: product.name,
    teaser: product.teaser,
    description: product.description,
    category: product.category,
    price: product.priceCents / 100,
    image: product.image,
    startDate: product.startDate?.toISOString() ?? null,
    endDate: product.endDate?.toISOString() ?? null,
    createdAt: product.createdAt.toISOString(),
    botId: botId ?? null,
    link: product.link,
    type: product.type,
    purchased: purchase !== null,
  }));
}

/** Buys a bot for the company: it appears in the company's automation, inactive. */
export async function purchase(
  { db }: { db: Db },
  viewer: Viewer,
  input: { productId: string; companyId?: string | undefined },
): Promise<RestShopPurchase> {
  const brand = await brandOf(db, viewer, input);
  const [product] = await db
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.id, input.productId), eq(shopProducts.brandId, brand.id), onSale(new Date())));
  if (product?.type !== 'BOT' || !product.blueprint) throw notFound('Product');
  const blueprint = product.blueprint;
  const result = await db.transaction(async (tx) => {
    const [bought] = await tx
      .insert(shopPurchases)
      .values({
        companyId: viewer.companyId,
        productId: product.id,
        priceCents: product.priceCents,
        purchasedBy: viewer.user.id,
      })
      .onConflictDoNothing()
      .returning();
    if (!bought) return null;
    const [bot] = await tx
      .insert(companyBots)
      .values({
        companyId: viewer.companyId,
        name: blueprint.name,
        type: blueprint.type,
        config: { nodes: blueprint.nodes, edges: blueprint.edges },
        productId: product.id,
      })
      .returning();
    if (!bot) throw new Error('bot not stored');
    await tx.update(shopPurchases).set({ botId: bot.id }).where(eq(shopPurchases.id, bought.id));
    return { bought, bot };
  });
  if (!result)
    throw new AppError('ALREADY_PURCHASED', 'The company already has this bot', {
      messageKey: SHOP_ALREADY_PURCHASED,
      field: 'productId',
    });
  return {
    id: result.bought.id,
    productId: product.id,
    price: result.bought.priceCents / 100,
    createdAt: result.bought.createdAt.toISOString(),
    bot: { id: result.bot.id, name: result.bot.name, active: result.bot.active },
  };
}
