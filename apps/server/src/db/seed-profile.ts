import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { demoIds } from './demo.ts';
import { brandProductCustomerTypes, brandServiceProducts } from './features/profile.ts';
import { companyServices } from './features/settings.ts';
import { brandProducts } from './schema.ts';
import { inboxIds } from './seed-inbox.ts';
import { settingsIds } from './seed-settings.ts';

/**
 * The service portfolio's dependencies for the demo brand (which products are for which customer types,
 * which services belong to which products), and a second service Demo GmbH offers, so the profile's
 * 3-step choice has something to narrow down. Idempotent.
 */
export async function seedProfile(db: Db): Promise<void> {
  // The inbox seed makes the products; without them there is nothing to link.
  const [product] = await db
    .select({ id: brandProducts.id })
    .from(brandProducts)
    .where(eq(brandProducts.id, inboxIds.product(3)))
    .limit(1);
  if (!product) return;
  const [privat, gewerbe, vermieter] = [1, 2, 3].map(settingsIds.customerType);
  const [photovoltaik, waermepumpe, wallbox] = [1, 2, 3].map(inboxIds.product);
  const [beratung, video, wartung] = [1, 2, 3].map(settingsIds.service);
  const links: [string, string | undefined][] = [
    [photovoltaik as string, privat],
    [photovoltaik as string, gewerbe],
    [photovoltaik as string, vermieter],
    [wallbox as string, privat],
    [waermepumpe as string, gewerbe],
    [waermepumpe as string, vermieter],
  ];
  await db
    .insert(brandProductCustomerTypes)
    .values(
      links.map(([productId, customerTypeId]) => ({ productId, customerTypeId: customerTypeId as string })),
    )
    .onConflictDoNothing();
  const serviceLinks: [string | undefined, string | undefined][] = [
    [beratung, photovoltaik],
    [beratung, waermepumpe],
    [beratung, wallbox],
    [video, photovoltaik],
    [video, wallbox],
    [wartung, waermepumpe],
  ];
  await db
    .insert(brandServiceProducts)
    .values(
      serviceLinks.map(([serviceId, productId]) => ({
        serviceId: serviceId as string,
        productId: productId as string,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(companyServices)
    .values([{ companyId: demoIds.companyDemo, serviceId: video as string, active: true }])
    .onConflictDoNothing();
}
