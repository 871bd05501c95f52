import * as v from 'valibot';
import { idSchema } from '../inbox/inputSchemas.ts';
import { messageKeys } from '../messages.ts';

/*
 * The shop (spec 2, 3): bots and links of the brand, as cards a company admin can filter by category
 * (reach, grow, delight) and billing (free, costs) and sort by newest, name or price (spec 2), kept in
 * the address. A purchased bot lands in the company's automation.
 */

export const SHOP_CATEGORIES = ['reach', 'grow', 'delight'] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];
export const SHOP_BILLING = ['free', 'costs'] as const;
export type ShopBilling = (typeof SHOP_BILLING)[number];
export const SHOP_SORTS = ['newest', 'name', 'price'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

export type ShopView = {
  /** null: every category. */
  category: ShopCategory | null;
  /** null: free and paid. */
  billing: ShopBilling | null;
  sort: ShopSort;
};

type Sortable = { name: string; price: number; createdAt: string; category: ShopCategory };

/**
 * The products a view shows: of its category and billing, sorted newest first, by name (in the user's
 * language's order) or by price (cheapest first, then by name).
 */
export function shopProductsFor<T extends Sortable>(
  products: readonly T[],
  view: ShopView,
  locale = 'en',
): T[] {
  const byName = new Intl.Collator(locale, { sensitivity: 'base' });
  const shown = products.filter(
    (product) =>
      (view.category === null || product.category === view.category) &&
      (view.billing === null || (view.billing === 'free' ? product.price === 0 : product.price > 0)),
  );
  const compare: Record<ShopSort, (a: T, b: T) => number> = {
    newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || byName.compare(a.name, b.name),
    name: (a, b) => byName.compare(a.name, b.name),
    price: (a, b) => a.price - b.price || byName.compare(a.name, b.name),
  };
  return [...shown].sort(compare[view.sort]);
}

/** POST …/shop/purchase: the product and (optionally, must be the caller's) company. */
export const shopPurchaseInputSchema = v.object(
  { productId: idSchema, companyId: v.optional(idSchema) },
  messageKeys.required,
);

/** GET …/shop/products/bots and …/links: brandId, companyId (must be the caller's) and status=ACTIVE. */
export const shopProductsQuerySchema = v.object({
  brandId: v.optional(idSchema),
  companyId: v.optional(idSchema),
  status: v.optional(v.picklist(['ACTIVE'], messageKeys.general), 'ACTIVE'),
});

/** The product was bought before (a bot once per company). */
export const SHOP_ALREADY_PURCHASED = 'SHOP.ALREADY_PURCHASED';
