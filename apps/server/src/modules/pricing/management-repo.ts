import { type AnyColumn, type SQL, and, asc, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrganizationPricingListQuery } from '@crossover/domain/pricing/organization-pricing';
import type { PricingRuleListQuery } from '@crossover/domain/pricing/pricing-rules';
import { type Db, queryRows } from '@/db/database.ts';
import { organizationPricing as op } from '@/db/schema/organization-pricing.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { pmapCampaigns } from '@/db/schema/pmap-campaigns.ts';
import { pricingRules as r } from '@/db/schema/pricing-rules.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { products } from '@/db/schema/products.ts';
import { escapeLike } from '@/modules/products/search.ts';

/**
 * The management side of pricing's tables: lists with the names they show (reads join products,
 * series and organizations, decision 0014), single rows, writes and the count cards.
 */
export type OrganizationPricingRow = typeof op.$inferSelect;
export type OrganizationPricingInsert = typeof op.$inferInsert;
export type PricingRuleRow = typeof r.$inferSelect;
export type PricingRuleInsert = typeof r.$inferInsert;

const MAX_WORDS = 8;
const buyer = alias(organizations, 'buyer');
const maker = alias(organizations, 'maker');

/** Each word found in one of the columns (case-insensitive). */
function wordsIn(q: string | null | undefined, columns: AnyColumn[]): SQL | undefined {
  const words = [...new Set((q ?? '').split(/\s+/u).filter(Boolean))].slice(0, MAX_WORDS);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(...columns.map((c) => sql`coalesce(${c}, '') ilike ${pattern}`))!;
    }),
  );
}

const status = (column: typeof op.isActive | typeof r.isActive, value: 'all' | 'active' | 'inactive') =>
  value === 'all' ? undefined : eq(column, value === 'active');

const organizationPricingSelect = {
  row: op,
  productName: products.name,
  productSku: products.sku,
  manufacturerName: maker.name,
  organizationName: buyer.name,
};
export type OrganizationPricingListRow = {
  row: OrganizationPricingRow;
  productName: string;
  productSku: string;
  manufacturerName: string | null;
  organizationName: string;
};

function organizationPricingQuery(db: Db) {
  return db
    .select(organizationPricingSelect)
    .from(op)
    .innerJoin(products, eq(products.id, op.productId))
    .innerJoin(buyer, eq(buyer.id, op.organizationId))
    .leftJoin(maker, eq(maker.id, products.manufacturerId));
}

/** Newest first; `q` matches the product's name or SKU or the buyer organization's name. */
export async function listOrganizationPricing(
  db: Db,
  query: OrganizationPricingListQuery,
): Promise<OrganizationPricingListRow[]> {
  return organizationPricingQuery(db)
    .where(
      and(
        status(op.isActive, query.status),
        query.organizationId ? eq(op.organizationId, query.organizationId) : undefined,
        wordsIn(query.q, [products.name, products.sku, buyer.name]),
      ),
    )
    .orderBy(desc(op.createdAt), asc(op.id))
    .limit(query.limit);
}

export async function findOrganizationPricing(
  db: Db,
  id: string,
): Promise<OrganizationPricingListRow | null> {
  const [found] = await organizationPricingQuery(db).where(eq(op.id, id));
  return found ?? null;
}

/** The row, locked until the transaction ends (two edits of one entry queue). */
export async function lockOrganizationPricing(db: Db, id: string): Promise<OrganizationPricingRow | null> {
  const [found] = await db.select().from(op).where(eq(op.id, id)).for('update');
  return found ?? null;
}

export async function insertOrganizationPricing(db: Db, values: OrganizationPricingInsert) {
  const [row] = await db.insert(op).values(values).returning();
  return row!;
}

export async function updateOrganizationPricing(
  db: Db,
  id: string,
  values: Partial<OrganizationPricingInsert>,
) {
  const [row] = await db
    .update(op)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(op.id, id))
    .returning();
  return row!;
}

const pricingRuleSelect = {
  row: r,
  productName: products.name,
  productSku: products.sku,
  seriesName: productSeries.name,
  manufacturerName: maker.name,
  organizationName: buyer.name,
  campaignName: pmapCampaigns.name,
};
export type PricingRuleListRow = {
  row: PricingRuleRow;
  productName: string | null;
  productSku: string | null;
  seriesName: string | null;
  manufacturerName: string | null;
  organizationName: string | null;
  campaignName: string | null;
};

function pricingRuleQuery(db: Db) {
  return db
    .select(pricingRuleSelect)
    .from(r)
    .leftJoin(products, eq(products.id, r.productId))
    .leftJoin(productSeries, eq(productSeries.id, r.seriesId))
    .leftJoin(maker, eq(maker.id, r.manufacturerId))
    .leftJoin(buyer, eq(buyer.id, r.organizationId))
    .leftJoin(pmapCampaigns, eq(pmapCampaigns.id, r.campaignId));
}

/** The rules kept here first (newest first), then PMAP campaigns' rules. */
export async function listPricingRules(db: Db, query: PricingRuleListQuery): Promise<PricingRuleListRow[]> {
  return pricingRuleQuery(db)
    .where(
      and(
        status(r.isActive, query.status),
        query.ruleType ? eq(r.ruleType, query.ruleType) : undefined,
        wordsIn(query.q, [r.name, r.description]),
      ),
    )
    .orderBy(sql`${r.campaignId} is not null`, desc(r.createdAt), asc(r.id))
    .limit(query.limit);
}

export async function findPricingRule(db: Db, id: string): Promise<PricingRuleListRow | null> {
  const [found] = await pricingRuleQuery(db).where(eq(r.id, id));
  return found ?? null;
}

export async function lockPricingRule(db: Db, id: string): Promise<PricingRuleRow | null> {
  const [found] = await db.select().from(r).where(eq(r.id, id)).for('update');
  return found ?? null;
}

export async function insertPricingRule(db: Db, values: PricingRuleInsert) {
  const [row] = await db.insert(r).values(values).returning();
  return row!;
}

export async function updatePricingRule(db: Db, id: string, values: Partial<PricingRuleInsert>) {
  const [row] = await db
    .update(r)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(r.id, id))
    .returning();
  return row!;
}

const liveRule = (at: Date) =>
  and(eq(r.isActive, true), lte(r.validFrom, at), or(isNull(r.validTo), gte(r.validTo, at)));

/** The four count cards: active entries live at `at`, one scan of each table. */
export async function pricingSummaryCounts(db: Db, at: Date) {
  const iso = at.toISOString();
  const [counts] = await queryRows<{
    active_pricing: number;
    special_offers: number;
    volume_discounts: number;
    promotions: number;
  }>(
    db,
    sql`select
      (select count(*)::int from ${op} where ${op.isActive} and ${op.effectiveFrom} <= ${iso}
        and (${op.effectiveTo} is null or ${op.effectiveTo} >= ${iso})) as active_pricing,
      count(*) filter (where ${r.ruleType} = 'manufacturer_special')::int as special_offers,
      count(*) filter (where ${r.ruleType} = 'volume_discount')::int as volume_discounts,
      count(*) filter (where ${r.ruleType} = 'promotional')::int as promotions
    from ${r} where ${liveRule(at)}`,
  );
  return counts!;
}
