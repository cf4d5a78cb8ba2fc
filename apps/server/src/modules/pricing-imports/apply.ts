import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';
import { type ChangeInsert, insertChanges } from './repo.ts';
import { PRICE_FIELDS, type PriceField, type PriceTarget, fieldNameOf } from './targets-repo.ts';

/**
 * One round of a price list's rows: what each row asks for (a field left empty in the file keeps
 * its value), and how a round is applied or scheduled. Rows are the server's own re-validated,
 * non-error rows, one per product (the file's last row of a repeated SKU wins).
 */
export interface PriceRow {
  productId: string;
  sku: string;
  values: Partial<Record<PriceField, string>>;
}

/** Compact form kept in pricing_imports.changes until the job has applied them: [productId, sku, part, cost, mpq]. */
export type StoredRow = [string, string, string | null, string | null, string | null];

export const toStored = (row: PriceRow): StoredRow => [
  row.productId,
  row.sku,
  row.values.distributor_part_number ?? null,
  row.values.distributor_cost ?? null,
  row.values.distributor_mpq_cost ?? null,
];

export function fromStored([productId, sku, part, cost, mpq]: StoredRow): PriceRow {
  const values: PriceRow['values'] = {};
  if (part !== null) values.distributor_part_number = part;
  if (cost !== null) values.distributor_cost = cost;
  if (mpq !== null) values.distributor_mpq_cost = mpq;
  return { productId, sku, values };
}

/**
 * Applies a round now, in one data-modifying statement (decision 0035, bench target): lock and
 * read the current values (FOR UPDATE, so the old values recorded are the ones replaced), create
 * the distributor's missing rows with the round's values, write only the fields that differ, and
 * insert one applied change per field changed (old → new). Answers how many fields changed.
 */
export async function applyRound(
  tx: Db,
  target: PriceTarget,
  importId: string,
  rows: readonly PriceRow[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const text = (pick: (row: PriceRow) => string | null) => sql`${sql.param(rows.map(pick))}::text[]`;
  const input = sql`select * from unnest(${text((r) => r.productId)}, ${text((r) => r.sku)},
      ${text((r) => r.values.distributor_cost ?? null)}, ${text((r) => r.values.distributor_mpq_cost ?? null)},
      ${text((r) => r.values.distributor_part_number ?? null)}) as v(product_id, sku, cost, mpq, part)`;
  const distributor = target !== null;
  const [cost, mpq, part] = distributor
    ? [sql`dist_cost`, sql`dist_master_pack`, sql`dist_part_number`]
    : [sql`distributor_cost`, sql`distributor_mpq_cost`, sql`distributor_part_number`];
  const table = distributor ? sql`distributor_pricing` : sql`products`;
  const key = distributor ? sql`product_id` : sql`id`;
  const mine = distributor ? sql`t.distributor_id = ${target} and` : sql``;
  // A distributor without a row for a product gets one (its old values are then none).
  const created = distributor
    ? sql`, created as (
        insert into distributor_pricing (product_id, distributor_id, dist_cost, dist_master_pack, dist_part_number)
        select v.product_id, ${target}, v.cost::numeric, v.mpq::numeric, v.part from v
        where not exists (select 1 from old where old.product_id = v.product_id)
        on conflict (product_id, distributor_id) do nothing
        returning product_id)`
    : sql``;
  const field = (name: PriceField) => fieldNameOf(target, name);
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with v as (${input}),
    old as (
      select t.${key} as product_id, t.${cost}::text as cost, t.${mpq}::text as mpq, t.${part} as part
      from ${table} t where ${mine} t.${key} = any(${text((r) => r.productId)})
      order by t.${key} for update of t)${created},
    diff as (
      select v.product_id, v.sku, v.cost, v.mpq, v.part, old.cost as old_cost, old.mpq as old_mpq, old.part as old_part,
        old.product_id is not null as existing,
        v.cost is not null and v.cost is distinct from old.cost as set_cost,
        v.mpq is not null and v.mpq is distinct from old.mpq as set_mpq,
        v.part is not null and v.part is distinct from old.part as set_part
      from v left join old on old.product_id = v.product_id),
    updated as (
      update ${table} t set
        ${cost} = case when d.set_cost then d.cost::numeric else t.${cost} end,
        ${mpq} = case when d.set_mpq then d.mpq::numeric else t.${mpq} end,
        ${part} = case when d.set_part then d.part else t.${part} end,
        updated_at = now()
      from diff d
      -- (the ids again, so the rows are found by index, not by joining every row of the distributor)
      where ${mine} t.${key} = any(${text((r) => r.productId)}) and t.${key} = d.product_id and d.existing and (d.set_cost or d.set_mpq or d.set_part)
      returning 1),
    logged as (
      insert into pricing_changes
        (pricing_import_id, organization_id, state, product_id, sku, change_type, field_name, old_value, new_value)
      select ${importId}, ${target}, 'applied', d.product_id, d.sku, f.change_type, f.field_name, f.old_value, f.new_value
      from diff d cross join lateral (values
        ('distributor_cost', ${field('distributor_cost')}, d.old_cost, d.cost, d.set_cost),
        ('distributor_mpq_cost', ${field('distributor_mpq_cost')}, d.old_mpq, d.mpq, d.set_mpq),
        ('distributor_part_number', ${field('distributor_part_number')}, d.old_part, d.part, d.set_part)
      ) as f(change_type, field_name, old_value, new_value, changed)
      where f.changed
      returning 1)
    -- (a data-modifying CTE runs whether or not the outer query reads it)
    select count(*)::int as n from logged`,
  );
  return row?.n ?? 0;
}

/** Records a round for a future effective date: one scheduled change per field given (old values come when applied). */
export async function scheduleRound(
  tx: Db,
  target: PriceTarget,
  importId: string,
  rows: readonly PriceRow[],
): Promise<number> {
  const changes: ChangeInsert[] = rows.flatMap((row) =>
    PRICE_FIELDS.flatMap((field) => {
      const next = row.values[field];
      return next === undefined
        ? []
        : [
            {
              productId: row.productId,
              sku: row.sku,
              changeType: field,
              fieldName: fieldNameOf(target, field),
              oldValue: null,
              newValue: next,
            },
          ];
    }),
  );
  await insertChanges(tx, importId, target, 'scheduled', changes);
  return changes.length;
}
