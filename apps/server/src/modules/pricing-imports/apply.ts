import type { Db } from '@/db/database.ts';
import { type ChangeInsert, insertChanges } from './repo.ts';
import {
  PRICE_FIELDS,
  type PriceField,
  type PriceTarget,
  type PriceWrite,
  fieldNameOf,
  lockCurrentValues,
  writeValues,
} from './targets-repo.ts';

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
 * Applies a round now: locks and reads the current values (the old values recorded are the ones
 * replaced), writes only the fields that differ in one statement (an INSERT first for products the
 * distributor has no row for), and records one applied change per field changed. Answers how many
 * fields changed.
 */
export async function applyRound(
  tx: Db,
  target: PriceTarget,
  importId: string,
  rows: readonly PriceRow[],
): Promise<number> {
  const current = await lockCurrentValues(
    tx,
    target,
    rows.map((row) => row.productId),
  );
  const writes: PriceWrite[] = [];
  const changes: ChangeInsert[] = [];
  const missing = new Set<string>();
  for (const row of rows) {
    const before = current.get(row.productId);
    const set: PriceWrite['set'] = {};
    for (const field of PRICE_FIELDS) {
      const next = row.values[field];
      const old = before?.[field] ?? null;
      if (next === undefined || next === old) continue;
      set[field] = next;
      changes.push({
        productId: row.productId,
        sku: row.sku,
        changeType: field,
        fieldName: fieldNameOf(target, field),
        oldValue: old,
        newValue: next,
      });
    }
    if (Object.keys(set).length === 0) continue;
    if (!before) missing.add(row.productId);
    writes.push({ productId: row.productId, set });
  }
  await writeValues(tx, target, writes, missing);
  await insertChanges(tx, importId, target, 'applied', changes);
  return changes.length;
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
