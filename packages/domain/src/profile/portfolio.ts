/**
 * The service portfolio a user offers (spec 2, 5): customer types, then products shown only for the
 * selected customer types, then services shown only for the selected products. On save, whatever
 * depends on something no longer selected is dropped; the web app and the server use the same rule.
 */

export type PortfolioEntry = { id: string; parentIds?: readonly string[] };

/** What the user may choose from: the company's offered customer types, products and services. */
export type PortfolioCatalog = {
  customerTypes: readonly PortfolioEntry[];
  /** `parentIds`: the customer types the product is for. */
  products: readonly PortfolioEntry[];
  /** `parentIds`: the products the service belongs to. */
  services: readonly PortfolioEntry[];
};

export type PortfolioSelection = {
  customerTypes: readonly string[];
  products: readonly string[];
  services: readonly string[];
};

/** At most this many ids per list in one update (the server refuses more). */
export const PORTFOLIO_MAX_IDS = 200;

const under = <T extends PortfolioEntry>(entries: readonly T[], selectedParents: readonly string[]): T[] => {
  const parents = new Set(selectedParents);
  return entries.filter((entry) => (entry.parentIds ?? []).some((parent) => parents.has(parent)));
};

/** Step 2: the products of the selected customer types. */
export const productsFor = <T extends PortfolioEntry>(
  catalog: { products: readonly T[] },
  customerTypeIds: readonly string[],
): T[] => under(catalog.products, customerTypeIds);

/** Step 3: the services of the selected products. */
export const servicesFor = <T extends PortfolioEntry>(
  catalog: { services: readonly T[] },
  productIds: readonly string[],
): T[] => under(catalog.services, productIds);

const keep = (ids: readonly string[], allowed: readonly PortfolioEntry[]): string[] => {
  const offered = new Set(allowed.map((entry) => entry.id));
  return [...new Set(ids)].filter((id) => offered.has(id));
};

/** The selection as it is saved: unknown ids and dependents of deselected entries dropped. */
export function prunePortfolio(catalog: PortfolioCatalog, selection: PortfolioSelection): PortfolioSelection {
  const customerTypes = keep(selection.customerTypes, catalog.customerTypes);
  const products = keep(selection.products, productsFor(catalog, customerTypes));
  const services = keep(selection.services, servicesFor(catalog, products));
  return { customerTypes, products, services };
}
