import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';

/**
 * The prices an import writes (issue 16 "Who"): a distributor's own distributor_pricing row per
 * product, or — for an import without an organization — the catalogue's reference columns on
 * products (a round's write and its change log: apply.ts). Every statement here is set-based: one array parameter per column (`unnest`), never
 * one statement per row.
 *
 * These tables belong to modules/pricing and modules/products; the import writes them here, in
 * its own rounds' transactions, because a price list is a bulk write of exactly these three
 * columns with its change log in the same statement round (decision 0035).
 */

export const PRICE_FIELDS = ['distributor_cost', 'distributor_mpq_cost', 'distributor_part_number'] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

/** Whose prices: a distributor organization, or null for products' own reference columns. */
export type PriceTarget = string | null;

const DISTRIBUTOR_COLUMNS: Record<PriceField, string> = {
  distributor_cost: 'dist_cost',
  distributor_mpq_cost: 'dist_master_pack',
  distributor_part_number: 'dist_part_number',
};
const PRODUCT_COLUMNS: Record<PriceField, string> = {
  distributor_cost: 'distributor_cost',
  distributor_mpq_cost: 'distributor_mpq_cost',
  distributor_part_number: 'distributor_part_number',
};
/** The field names the change log shows (the columns' names in the API). */
const DISTRIBUTOR_FIELD_NAMES: Record<PriceField, string> = {
  distributor_cost: 'distCost',
  distributor_mpq_cost: 'distMasterPack',
  distributor_part_number: 'distPartNumber',
};
const PRODUCT_FIELD_NAMES: Record<PriceField, string> = {
  distributor_cost: 'distributorCost',
  distributor_mpq_cost: 'distributorMpqCost',
  distributor_part_number: 'distributorPartNumber',
};

export const fieldNameOf = (target: PriceTarget, field: PriceField): string =>
  (target === null ? PRODUCT_FIELD_NAMES : DISTRIBUTOR_FIELD_NAMES)[field];

const isMoney = (field: PriceField) => field !== 'distributor_part_number';

/**
 * Sets each field an import's changes (those `filter` selects, alias c) touched back to the
 * change's `from` value ('old_value' to restore, in one statement for every product at once).
 */
export async function restoreFromChanges(tx: Db, target: PriceTarget, filter: SQL): Promise<number> {
  const columns = target === null ? PRODUCT_COLUMNS : DISTRIBUTOR_COLUMNS;
  const assign = (field: PriceField) => {
    const column = sql.identifier(columns[field]);
    const cast = isMoney(field) ? sql`::numeric` : sql``;
    return sql`${column} = case when c.${sql.identifier(`has_${field}`)} then c.${sql.identifier(`old_${field}`)}${cast} else t.${column} end`;
  };
  const aggregate = (field: PriceField) =>
    sql`bool_or(c.change_type = ${field}) as ${sql.identifier(`has_${field}`)},
        max(c.old_value) filter (where c.change_type = ${field}) as ${sql.identifier(`old_${field}`)}`;
  const table = target === null ? sql`products` : sql`distributor_pricing`;
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with restored as (
      update ${table} t set
        ${assign('distributor_cost')}, ${assign('distributor_mpq_cost')}, ${assign('distributor_part_number')},
        updated_at = now()
      from (
        select c.product_id, ${aggregate('distributor_cost')}, ${aggregate('distributor_mpq_cost')},
          ${aggregate('distributor_part_number')}
        from pricing_changes c
        where ${filter} and c.product_id is not null
          and c.change_type in ('distributor_cost', 'distributor_mpq_cost', 'distributor_part_number')
        group by c.product_id
      ) c
      where ${target === null ? sql`t.id = c.product_id` : sql`t.distributor_id = ${target} and t.product_id = c.product_id`}
      returning 1)
    select count(*)::int as n from restored`,
  );
  return rows[0]?.n ?? 0;
}

/** Undoes the rule changes `filter` (alias c) selects: created rules off, deactivated ones on again. */
export async function restoreRules(tx: Db, filter: SQL): Promise<void> {
  await tx.execute(sql`update pricing_rules r set
      is_active = (c.change_type = 'pricing_rule_deactivated'), updated_at = now()
    from pricing_changes c
    where ${filter} and c.pricing_rule_id = r.id
      and c.change_type in ('pricing_rule_created', 'pricing_rule_deactivated')`);
}

/** Switches off the rules the changes `filter` (alias c) created (a PMAP import's expiry). */
export async function switchOffCreatedRules(tx: Db, filter: SQL): Promise<void> {
  await tx.execute(sql`update pricing_rules r set is_active = false, updated_at = now()
    from pricing_changes c
    where ${filter} and c.pricing_rule_id = r.id and c.change_type = 'pricing_rule_created' and r.is_active`);
}
