import { describe, expect, it } from 'vitest';
import { type PortfolioCatalog, productsFor, prunePortfolio, servicesFor } from './portfolio.ts';

const catalog: PortfolioCatalog = {
  customerTypes: [{ id: 'private' }, { id: 'business' }],
  products: [
    { id: 'car', parentIds: ['private'] },
    { id: 'fleet', parentIds: ['business'] },
    { id: 'bike', parentIds: ['private', 'business'] },
  ],
  services: [
    { id: 'repair', parentIds: ['car', 'bike'] },
    { id: 'leasing', parentIds: ['fleet'] },
  ],
};

describe('service portfolio (spec 5: products only for selected customer types, services only for selected products)', () => {
  it('offers the products of the selected customer types only', () => {
    expect(productsFor(catalog, ['private']).map((p) => p.id)).toEqual(['car', 'bike']);
    expect(productsFor(catalog, []).map((p) => p.id)).toEqual([]);
  });

  it('offers the services of the selected products only', () => {
    expect(servicesFor(catalog, ['fleet']).map((s) => s.id)).toEqual(['leasing']);
    expect(servicesFor(catalog, ['bike']).map((s) => s.id)).toEqual(['repair']);
  });

  it('drops a product of a deselected customer type and the services hanging on it', () => {
    expect(
      prunePortfolio(catalog, {
        customerTypes: ['private'],
        products: ['car', 'fleet', 'bike'],
        services: ['repair', 'leasing'],
      }),
    ).toEqual({ customerTypes: ['private'], products: ['car', 'bike'], services: ['repair'] });
  });

  it('drops ids that are not in the catalog and keeps each id once', () => {
    expect(
      prunePortfolio(catalog, {
        customerTypes: ['business', 'business', 'gone'],
        products: ['fleet', 'car'],
        services: ['leasing', 'repair'],
      }),
    ).toEqual({ customerTypes: ['business'], products: ['fleet'], services: ['leasing'] });
  });
});
