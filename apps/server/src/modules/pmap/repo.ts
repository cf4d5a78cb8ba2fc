import { type SQL, and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';
import { pmapCampaigns } from '@/db/schema/pmap-campaigns.ts';
import { pricingChanges } from '@/db/schema/pricing-changes.ts';
import { pricingImports } from '@/db/schema/pricing-imports.ts';
import { pricingRules } from '@/db/schema/pricing-rules.ts';
import { products } from '@/db/schema/products.ts';

/**
 * The pmap module owns pmap_campaigns and writes its campaigns' rules and their history rows
 * (pricing_imports of type pmap_campaign, pricing_changes pricing_rule_created/deactivated), set-based:
 * one statement per step whatever the number of products.
 */

const textArray = (values: readonly string[]): SQL => sql`${sql.param([...values])}::text[]`;

/** A campaign's rules rank above an ordinary promotional rule of the same product (the seed's 5). */
export const PMAP_RULE_PRIORITY = 5;

export interface CampaignSummaryRow {
  id: string;
  name: string;
  validFrom: Date;
  validTo: Date;
  productCount: number;
  averageDiscount: number;
}

/**
 * Campaigns not over at `now` (running or upcoming), soonest first, with how many products their
 * active rules price and the average percent off each product's current MAP (products with a MAP).
 */
export async function liveAndUpcomingCampaigns(db: Db, now: Date): Promise<CampaignSummaryRow[]> {
  const c = pmapCampaigns;
  const r = pricingRules;
  const p = products;
  const rows = await queryRows<{
    id: string;
    name: string;
    validFrom: string | Date;
    validTo: string | Date;
    productCount: number;
    averageDiscount: string | null;
  }>(
    db,
    sql`select ${c.id} as id, ${c.name} as name, ${c.validFrom} as "validFrom", ${c.validTo} as "validTo",
          count(${r.id})::int as "productCount",
          round(avg((${p.mapPrice} - ${r.discountValue}) * 100 / ${p.mapPrice})
            filter (where ${p.mapPrice} > 0), 2)::text as "averageDiscount"
        from ${c}
        left join ${r} on ${r.campaignId} = ${c.id} and ${r.isActive}
        left join ${p} on ${p.id} = ${r.productId}
        where ${c.validTo} >= ${now.toISOString()}
        group by ${c.id}
        order by ${c.validFrom}, ${c.name}`,
  );
  return rows.map((row) => ({
    ...row,
    validFrom: new Date(row.validFrom),
    validTo: new Date(row.validTo),
    averageDiscount: row.averageDiscount === null ? 0 : Number(row.averageDiscount),
  }));
}

export async function findCampaignByName(db: Db, name: string) {
  const [row] = await db.select().from(pmapCampaigns).where(eq(pmapCampaigns.name, name));
  return row ?? null;
}

/** Creates the campaign or moves an existing one (same name) to the new window; locks its row. */
export async function upsertCampaign(
  tx: Db,
  values: { name: string; validFrom: Date; validTo: Date; createdBy: string },
) {
  const [row] = await tx
    .insert(pmapCampaigns)
    .values(values)
    .onConflictDoUpdate({
      target: pmapCampaigns.name,
      set: { validFrom: values.validFrom, validTo: values.validTo, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function setCampaignImport(tx: Db, campaignId: string, pricingImportId: string) {
  await tx.update(pmapCampaigns).set({ pricingImportId }).where(eq(pmapCampaigns.id, campaignId));
}

/** The history row of one campaign import (completed: its rules are written in the same transaction). */
export async function insertPmapImport(tx: Db, values: typeof pricingImports.$inferInsert): Promise<string> {
  const [row] = await tx.insert(pricingImports).values(values).returning({ id: pricingImports.id });
  return row!.id;
}

/**
 * Deactivates the campaign's active rules and records one pricing_rule_deactivated change per rule
 * under the import, so rolling the import back reactivates them. Answers how many.
 */
export async function deactivateCampaignRules(tx: Db, campaignId: string, importId: string): Promise<number> {
  const r = pricingRules;
  const ch = pricingChanges;
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`with off as (
          update ${r} set is_active = false, updated_at = now()
          where ${r.campaignId} = ${campaignId} and ${r.isActive}
          returning ${r.id} as id, ${r.productId} as product_id
        ), changes as (
          insert into ${ch} (pricing_import_id, product_id, sku, change_type, field_name, old_value, new_value, pricing_rule_id)
          select ${importId}, off.product_id, ${products.sku}, 'pricing_rule_deactivated', 'is_active', 'true', 'false', off.id
          from off left join ${products} on ${products.id} = off.product_id
          returning 1
        )
        select count(*)::int as count from changes`,
  );
  return row?.count ?? 0;
}

export interface NewCampaignRules {
  campaignId: string;
  importId: string;
  name: string;
  validFrom: Date;
  validTo: Date;
  createdBy: string;
  /** One per product: its id, SKU and PMAP price ('129.99'). */
  items: readonly { productId: string; price: string }[];
}

/**
 * One promotional new_price rule per product in the campaign's window, and its
 * pricing_rule_created change under the import, in one statement. Answers how many rules.
 */
export async function createCampaignRules(tx: Db, input: NewCampaignRules): Promise<number> {
  const r = pricingRules;
  const ch = pricingChanges;
  const ids = input.items.map((i) => i.productId);
  const prices = input.items.map((i) => i.price);
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`with added as (
          insert into ${r} (name, description, rule_type, product_id, discount_type, discount_value, apply_to,
                            valid_from, valid_to, priority, created_by, campaign_id)
          select ${input.name}, ${`${input.name}: promotional MAP`}, 'promotional', u.product_id, 'new_price',
                 u.price, 'product', ${input.validFrom.toISOString()}::timestamptz,
                 ${input.validTo.toISOString()}::timestamptz, ${PMAP_RULE_PRIORITY}, ${input.createdBy},
                 ${input.campaignId}
          from unnest(${textArray(ids)}, ${sql.param(prices)}::numeric[]) as u(product_id, price)
          returning ${r.id} as id, ${r.productId} as product_id, ${r.discountValue} as price
        ), changes as (
          insert into ${ch} (pricing_import_id, product_id, sku, change_type, field_name, old_value, new_value, pricing_rule_id)
          select ${input.importId}, added.product_id, ${products.sku}, 'pricing_rule_created', 'discount_value', null,
                 added.price::text, added.id
          from added join ${products} on ${products.id} = added.product_id
          returning 1
        )
        select count(*)::int as count from changes`,
  );
  return row?.count ?? 0;
}

/** Deletes the campaign and (by cascade, counted first) all its rules. Answers how many rules. */
export async function deleteCampaign(tx: Db, campaignId: string): Promise<number> {
  const removed = await tx
    .delete(pricingRules)
    .where(eq(pricingRules.campaignId, campaignId))
    .returning({ id: pricingRules.id });
  await tx.delete(pmapCampaigns).where(eq(pmapCampaigns.id, campaignId));
  return removed.length;
}

/**
 * Products partners see (switched on, not discontinued) priced by an active rule of a campaign
 * running at `now`.
 */
export async function liveCampaignProductIds(db: Db, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const rows = await db
    .selectDistinct({ productId: pricingRules.productId })
    .from(pricingRules)
    .innerJoin(pmapCampaigns, eq(pmapCampaigns.id, pricingRules.campaignId))
    .innerJoin(products, eq(products.id, pricingRules.productId))
    .where(
      and(
        eq(pricingRules.isActive, true),
        eq(products.isActive, true),
        eq(products.status, 'active'),
        sql`${pmapCampaigns.validFrom} <= ${at} and ${pmapCampaigns.validTo} >= ${at}`,
      ),
    );
  return rows.flatMap((row) => (row.productId ? [row.productId] : []));
}
