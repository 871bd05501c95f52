import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { demoIds } from './demo.ts';
import {
  brandCustomerTypes,
  brandServices,
  companyCustomerTypes,
  companyProducts,
  companyServices,
} from './features/settings.ts';
import { brandProducts } from './schema.ts';

/** Fixed ids of the brands' customer types and services, so the seed is idempotent. */
export const settingsIds = {
  customerType: (n: number) => `00000000-0000-4000-8301-${String(n).padStart(12, '0')}`,
  service: (n: number) => `00000000-0000-4000-8302-${String(n).padStart(12, '0')}`,
};

/**
 * The brands' portfolio (customer types, services) and what Demo GmbH offers of it: both customer
 * types, the first two products, the consultation. Other AG chooses nothing yet.
 */
export async function seedSettings(db: Db): Promise<void> {
  await db
    .insert(brandCustomerTypes)
    .values([
      { id: settingsIds.customerType(1), brandId: demoIds.brandParley, name: 'Privatkunde', icon: 'person' },
      { id: settingsIds.customerType(2), brandId: demoIds.brandParley, name: 'Gewerbekunde', icon: 'shop' },
      { id: settingsIds.customerType(3), brandId: demoIds.brandParley, name: 'Vermieter', icon: 'home' },
      {
        id: settingsIds.customerType(4),
        brandId: demoIds.brandNordlicht,
        name: 'Privatkunde',
        icon: 'person',
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(brandServices)
    .values([
      { id: settingsIds.service(1), brandId: demoIds.brandParley, name: 'Beratung vor Ort', duration: 60 },
      { id: settingsIds.service(2), brandId: demoIds.brandParley, name: 'Videoberatung', duration: 30 },
      { id: settingsIds.service(3), brandId: demoIds.brandParley, name: 'Wartung', duration: 90 },
      { id: settingsIds.service(4), brandId: demoIds.brandNordlicht, name: 'Aufmaß', duration: 45 },
    ])
    .onConflictDoNothing();
  const company = demoIds.companyDemo;
  await db
    .insert(companyCustomerTypes)
    .values([
      { companyId: company, customerTypeId: settingsIds.customerType(1), active: true },
      { companyId: company, customerTypeId: settingsIds.customerType(2), active: true },
    ])
    .onConflictDoNothing();
  await db
    .insert(companyServices)
    .values([{ companyId: company, serviceId: settingsIds.service(1), active: true }])
    .onConflictDoNothing();
  const products = await db
    .select({ id: brandProducts.id })
    .from(brandProducts)
    .where(eq(brandProducts.brandId, demoIds.brandParley))
    .orderBy(brandProducts.name)
    .limit(2);
  if (products.length > 0)
    await db
      .insert(companyProducts)
      .values(products.map((product) => ({ companyId: company, productId: product.id, active: true })))
      .onConflictDoNothing();
}
