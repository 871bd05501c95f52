import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { shopProductsFor, shopPurchaseInputSchema } from './shop.ts';

const product = (name: string, price: number, category: 'reach' | 'grow' | 'delight', createdAt: string) => ({
  name,
  price,
  category,
  createdAt,
});
const products = [
  product('Review booster', 29, 'grow', '2026-03-01'),
  product('Opt-in bot', 0, 'reach', '2026-05-01'),
  product('appointment bot', 49, 'delight', '2026-01-01'),
  product('QR poster', 0, 'reach', '2026-04-01'),
];
const names = (list: { name: string }[]) => list.map((item) => item.name);

describe('shop filters and sort (spec 2)', () => {
  it('sorts newest first, by name (case-insensitive) or by price', () => {
    const all = { category: null, billing: null } as const;
    expect(names(shopProductsFor(products, { ...all, sort: 'newest' }))).toEqual([
      'Opt-in bot',
      'QR poster',
      'Review booster',
      'appointment bot',
    ]);
    expect(names(shopProductsFor(products, { ...all, sort: 'name' }))).toEqual([
      'appointment bot',
      'Opt-in bot',
      'QR poster',
      'Review booster',
    ]);
    expect(names(shopProductsFor(products, { ...all, sort: 'price' }))).toEqual([
      'Opt-in bot',
      'QR poster',
      'Review booster',
      'appointment bot',
    ]);
  });
  it('filters by category and billing', () => {
    expect(names(shopProductsFor(products, { category: 'reach', billing: null, sort: 'name' }))).toEqual([
      'Opt-in bot',
      'QR poster',
    ]);
    expect(names(shopProductsFor(products, { category: null, billing: 'costs', sort: 'price' }))).toEqual([
      'Review booster',
      'appointment bot',
    ]);
    expect(shopProductsFor(products, { category: 'grow', billing: 'free', sort: 'name' })).toEqual([]);
  });
  it('a purchase names a product', () => {
    expect(v.safeParse(shopPurchaseInputSchema, { productId: 'p1' }).success).toBe(true);
    expect(v.safeParse(shopPurchaseInputSchema, {}).success).toBe(false);
  });
});
