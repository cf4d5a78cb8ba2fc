import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { distributorPricing as dp } from '@/db/schema/distributor-pricing.ts';
import { pricingChanges } from '@/db/schema/pricing-changes.ts';
import { pricingImports } from '@/db/schema/pricing-imports.ts';
import { products } from '@/db/schema/products.ts';

const DAY_MS = 86_400_000;

/**
 * One completed distributor price list in Pricing Import History (issue 16): the demo
 * distributor (Pacific Coast) lowered three of its costs by 5 % and set their part numbers two
 * days ago, so the history, its details (old → new) and its rollback have something to show.
 * The prices it lists are the ones the demo's distributor_pricing rows hold afterwards.
 */
export async function seedDemoPriceImport(db: Db, distributorId: string, userId: string, now = Date.now()) {
  const rows = await db
    .select({ productId: dp.productId, sku: products.sku, distCost: dp.distCost, part: dp.distPartNumber })
    .from(dp)
    .innerJoin(products, eq(products.id, dp.productId))
    .where(
      and(eq(dp.distributorId, distributorId), eq(products.isActive, true), sql`${dp.distCost} is not null`),
    )
    .orderBy(asc(products.sku))
    .limit(3);
  if (rows.length === 0) return;
  const appliedAt = new Date(now - 2 * DAY_MS);
  const effectiveDate = new Date(Math.floor(appliedAt.getTime() / DAY_MS) * DAY_MS);
  const [created] = await db
    .insert(pricingImports)
    .values({
      userId,
      importType: 'distributor_pricing',
      filename: 'pacific-coast-price-update.csv',
      organizationId: distributorId,
      effectiveDate,
      recordsProcessed: rows.length,
      recordsSuccessful: rows.length,
      recordsFailed: 0,
      status: 'completed',
      appliedAt,
      createdAt: appliedAt,
      updatedAt: appliedAt,
    })
    .returning({ id: pricingImports.id });
  const changes: (typeof pricingChanges.$inferInsert)[] = [];
  for (const row of rows) {
    const newCost = (Number(row.distCost) * 0.95).toFixed(2);
    const part = `PC-${row.sku}`;
    await db
      .update(dp)
      .set({ distCost: newCost, distPartNumber: part })
      .where(and(eq(dp.distributorId, distributorId), eq(dp.productId, row.productId)));
    const common = {
      pricingImportId: created!.id,
      organizationId: distributorId,
      productId: row.productId,
      sku: row.sku,
      state: 'applied',
      createdAt: appliedAt,
    };
    changes.push(
      {
        ...common,
        changeType: 'distributor_cost',
        fieldName: 'distCost',
        oldValue: row.distCost,
        newValue: newCost,
      },
      {
        ...common,
        changeType: 'distributor_part_number',
        fieldName: 'distPartNumber',
        oldValue: row.part,
        newValue: part,
      },
    );
  }
  await db.insert(pricingChanges).values(changes);
}
