import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { distributorPricing } from '@/db/schema/distributor-pricing.ts';
import { inventory } from '@/db/schema/inventory.ts';
import { organizationAuthorizations } from '@/db/schema/organization-authorizations.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { products } from '@/db/schema/products.ts';
import { seriesAuthorizations } from '@/db/schema/series-authorizations.ts';
import { users } from '@/db/schema/users.ts';
import { hashPassword } from '@/lib/passwords.ts';
import { demoImageUrl } from '@/modules/demo-images/demo-image-url.ts';
import { insertInBatches } from './batches.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, type DemoAccountKey } from './demo-accounts.ts';
import { type DemoManufacturerKey, buildDemoCatalog } from './demo-catalog.ts';
import { DEMO_ORGANIZATIONS, type DemoOrganizationKey } from './demo-organizations.ts';
import { demoPaymentOptions } from './demo-payment-options.ts';
import { seedDemoPmap } from './demo-pmap.ts';
import { seedDemoPricing } from './demo-pricing.ts';
import { seedDemoVehicles } from './demo-vehicles.ts';
import { DISTRIBUTOR_LINES, ORGANIZATION_GRANTS, seriesAuthorizationRows } from './demo-relations.ts';
import { seedDemoExternalImages } from './demo-external-images.ts';
import { seedDemoImports } from './demo-imports.ts';
import { seedDemoPriceImport } from './demo-price-import.ts';
import { seedDemoStagedProducts } from './demo-staged.ts';
import { seedDemoImageSearch } from './demo-image-search.ts';
import { centsToMoney, createRandom } from './prng.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';

/** The demo catalogue's random source: the same products, prices and pictures on every run. */
export const DEMO_SEED = 20_260_412;
const DAY_MS = 86_400_000;
/** Serialises concurrent seeders (a starting server and `npm run db:seed`) on one database. */
const SEED_LOCK_KEY = 7_312_026;

const toCents = (money: string) => Math.round(Number(money) * 100);

async function demoDataExists(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.admin.email))
    .limit(1);
  return rows.length > 0;
}

/**
 * Loads the demo organizations, accounts and catalogue in one transaction. Does nothing when the
 * demo admin already exists, so it is safe to run on every start of a development server.
 */
export async function seedDemoData(
  db: Db,
  /** The app's address (config.publicUrl): the demo's external images point at it (demo-external-images.ts). */
  options: { publicUrl?: string } = {},
): Promise<{ seeded: boolean }> {
  if (await demoDataExists(db)) return { seeded: false };
  // One hash for all accounts: argon2 is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const random = createRandom(DEMO_SEED);
  const catalog = buildDemoCatalog(random);
  const now = Date.now();

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await demoDataExists(tx)) return { seeded: false };

    const orgIds = Object.fromEntries(DEMO_ORGANIZATIONS.map((o) => [o.key, randomUUID()])) as Record<
      DemoOrganizationKey,
      string
    >;
    await tx.insert(organizations).values(
      DEMO_ORGANIZATIONS.map((o) => ({
        id: orgIds[o.key],
        name: o.name,
        type: o.type,
        parentId: o.parent ? orgIds[o.parent] : null,
        contactEmail: o.contactEmail,
        contactPhone: o.contactPhone,
        address: o.address,
        websiteUrl: o.websiteUrl,
        taxRate: o.taxRate,
      })),
    );

    const accounts = Object.entries(DEMO_ACCOUNTS) as [DemoAccountKey, DemoAccount][];
    const userIds = Object.fromEntries(accounts.map(([key]) => [key, randomUUID()])) as Record<
      DemoAccountKey,
      string
    >;
    await tx.insert(users).values(
      accounts.map(([key, a]) => ({
        id: userIds[key],
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        organizationId: a.organization ? orgIds[a.organization] : null,
        role: a.role,
        phone: a.phone,
        title: a.title,
        department: a.department,
        territory: a.territory ?? null,
        managerId: a.manager ? userIds[a.manager] : null,
        password: passwordHash,
        authType: a.authType,
        mustChangePassword: a.mustChangePassword ?? false,
      })),
    );

    const seriesIds = catalog.map(() => randomUUID());
    await tx.insert(productSeries).values(
      catalog.map((s, i) => ({
        id: seriesIds[i],
        name: s.name,
        manufacturerId: orgIds[s.manufacturer],
        description: s.description,
      })),
    );
    const seriesByManufacturer: Record<DemoManufacturerKey, string[]> = {
      thunderline: [],
      kestrel: [],
      northgate: [],
    };
    catalog.forEach((s, i) => seriesByManufacturer[s.manufacturer].push(seriesIds[i]!));

    const productRows = catalog.flatMap((s, i) =>
      s.products.map((p) => {
        const created = new Date(now - p.ageDays * DAY_MS);
        return {
          id: randomUUID(),
          manufacturer: s.manufacturer,
          seriesName: s.name,
          row: {
            name: p.name,
            sku: p.sku,
            seriesId: seriesIds[i]!,
            manufacturerId: orgIds[s.manufacturer],
            description: p.description,
            category: p.category,
            subcategory: p.subcategory,
            mfgCost: p.mfgCost,
            mfgMasterPackCost: p.mfgMasterPackCost,
            mfgMasterPackQty: p.mfgMasterPackQty,
            mapPrice: p.mapPrice,
            retailPrice: p.retailPrice,
            distributorCost: p.distributorCost,
            distributorMpqCost: p.distributorMpqCost,
            distributorPartNumber: `${s.manufacturer === 'northgate' ? 'MMD' : 'PCS'}-${p.sku}`,
            source: s.manufacturer === 'northgate' ? 'Manual Entry' : 'CSV Import',
            upc: p.upc,
            // Drawn by the server on first view (modules/demo-images): no seeding time, no storage.
            imageUrl: demoImageUrl(p.sku),
            weight: p.weight,
            dimensions: p.dimensions,
            specifications: p.specifications,
            isActive: !p.discontinued,
            status: p.discontinued ? 'discontinued' : 'active',
            discontinuedAt: p.discontinued ? new Date(now - DAY_MS * 14) : null,
            discontinuedBy: p.discontinued ? userIds.admin : null,
            discontinuedReason: p.discontinued ? 'Superseded by a newer model' : null,
            createdAt: created,
            updatedAt: created,
          },
          distributorCost: p.distributorCost,
          packQty: p.mfgMasterPackQty,
        };
      }),
    );
    await insertInBatches(
      tx,
      products,
      productRows.map((p) => ({ id: p.id, ...p.row })),
    );

    const pricingRows: (typeof distributorPricing.$inferInsert)[] = [];
    const inventoryRows: (typeof inventory.$inferInsert)[] = [];
    for (const [distributor, lines] of Object.entries(DISTRIBUTOR_LINES) as [
      DemoOrganizationKey,
      DemoManufacturerKey[],
    ][]) {
      for (const p of productRows.filter((row) => lines.includes(row.manufacturer))) {
        const cost = Math.round(toCents(p.distributorCost) * random.between(0.97, 1.03));
        pricingRows.push({
          productId: p.id,
          distributorId: orgIds[distributor],
          distCost: centsToMoney(cost),
          distMasterPack: centsToMoney(cost * 0.96),
          distMasterPackQty: p.packQty,
        });
        const onHand = random.chance(0.08) ? 0 : random.int(1, 160);
        inventoryRows.push({
          productId: p.id,
          organizationId: orgIds[distributor],
          quantityOnHand: onHand,
          quantityReserved: Math.min(onHand, random.chance(0.3) ? random.int(1, 12) : 0),
          quantityOnOrder: onHand < 20 ? random.int(0, 48) : 0,
          reorderPoint: random.pick([5, 10, 15, 20]),
          maxStockLevel: 200,
          lastRestocked: new Date(now - random.int(2, 90) * DAY_MS),
        });
      }
    }
    await insertInBatches(tx, distributorPricing, pricingRows);
    await insertInBatches(tx, inventory, inventoryRows);

    const shopOwners = new Set(DEMO_ORGANIZATIONS.filter((o) => o.type === 'shop_owner').map((o) => o.key));
    await insertInBatches(
      tx,
      seriesAuthorizations,
      seriesAuthorizationRows(seriesByManufacturer, orgIds, shopOwners, userIds.admin),
    );
    await tx.insert(organizationAuthorizations).values(
      ORGANIZATION_GRANTS.map(([shop, supplier]) => ({
        shopOwnerId: orgIds[shop],
        authorizedOrganizationId: orgIds[supplier],
        authorizedBy: userIds.admin,
      })),
    );
    await demoPaymentOptions(tx, orgIds, userIds);
    await seedDemoStagedProducts(tx, orgIds, userIds.admin);
    await seedDemoImports(tx, orgIds, userIds.admin, now);
    await seedDemoPriceImport(tx, orgIds.pacific, userIds.distributor, now);
    const campaignProducts = productRows.map((p) => ({
      id: p.id,
      seriesName: p.seriesName,
      mapPrice: p.row.mapPrice,
      distributorCost: p.distributorCost,
      active: p.row.isActive,
    }));
    await seedDemoPmap(tx, campaignProducts, userIds.admin, now);
    await seedDemoPricing(
      tx,
      campaignProducts,
      new Map(catalog.map((s, i) => [s.name, seriesIds[i]!])),
      orgIds,
      userIds.admin,
      now,
    );
    await seedDemoVehicles(tx, new Map(productRows.map((p) => [p.row.sku, p.id])), userIds.admin);
    await seedDemoImageSearch(tx, productRows);
    await seedDemoExternalImages(tx, options.publicUrl ?? 'http://localhost:5000');
    return { seeded: true };
  });
}
