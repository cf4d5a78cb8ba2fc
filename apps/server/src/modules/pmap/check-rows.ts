import {
  type PmapPreviewItem,
  parsePmapPrice,
  pmapPercentChange,
  pmapRowVerdict,
} from '@crossover/domain/pricing/pmap';
import { formatCentsOrNull, toCents } from '@crossover/domain/pricing/money';
import type { Db } from '@/db/database.ts';
import { productsBySkuKey } from '@/modules/products/sku-lookup.ts';

/** A checked row: the preview item, and the product it prices when it can be imported. */
export type CheckedItem = PmapPreviewItem & { productId: string | null };

/**
 * Checks rows against the catalogue in one query: an unknown SKU or an unreadable PMAP price is an
 * error, a price above the current MAP (or no MAP to compare with) a warning. A SKU repeated in the
 * list is an error after its first row. Used by the preview and again by the import, which trusts
 * nothing of what the client sends back but the SKU and the price.
 */
export async function checkRows(
  db: Db,
  rows: readonly { rowNumber: number; sku: string; price: string | number | null | undefined }[],
): Promise<CheckedItem[]> {
  const found = await productsBySkuKey(
    db,
    rows.map((r) => r.sku),
  );
  const firstRow = new Map<string, number>();
  return rows.map((row) => {
    const sku = row.sku.trim();
    const key = sku.toLowerCase();
    const product = found.get(key) ?? null;
    const duplicateOf = sku ? (firstRow.get(key) ?? null) : null;
    if (sku && duplicateOf === null) firstRow.set(key, row.rowNumber);
    const pmapCents = parsePmapPrice(row.price);
    const mapCents = product ? toCents(product.mapPrice) : null;
    const verdict = pmapRowVerdict({
      sku,
      productFound: product !== null,
      pmapCents,
      mapCents,
      duplicateOfRow: duplicateOf,
    });
    return {
      sku,
      productName: product?.name ?? null,
      currentMapPrice: formatCentsOrNull(mapCents),
      newPmapPrice: formatCentsOrNull(pmapCents),
      percentChange: pmapCents === null ? null : pmapPercentChange(mapCents, pmapCents),
      ...verdict,
      productId: verdict.status === 'error' ? null : (product?.id ?? null),
    };
  });
}

export const importable = (items: CheckedItem[]) =>
  items.filter((i): i is CheckedItem & { productId: string } => i.status !== 'error' && i.productId !== null);
