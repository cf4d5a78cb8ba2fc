import type { Product } from '@crossover/domain/catalog';
import type { StagedProduct } from '@crossover/domain/staged-products';
import { formatMoney } from '@/lib/format';
import {
  STAGED_MONEY_FIELDS,
  parseMoneyText,
  productStatusOf,
} from '@crossover/domain/staged-products-check';

export interface CatalogueChange {
  label: string;
  current: string;
  incoming: string;
}

const blank = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);
const cents = (text: string | null | undefined): number | null => {
  const parsed = parseMoneyText('', text);
  return parsed.ok ? parsed.cents : null;
};
const money = (value: number | null) => formatMoney(value === null ? null : value / 100);

const MONEY_LABELS: Record<(typeof STAGED_MONEY_FIELDS)[number], string> = {
  mfgCost: 'Mfg Cost',
  mfgMasterPackCost: 'Master Pack Cost',
  mapPrice: 'MAP Price',
  retailPrice: 'Retail Price',
};

/**
 * What approving an 'Update' row changes in the catalogue product of its SKU, as approval writes
 * it (modules/products/approval.ts): the name and the master pack quantity always; the series when
 * the row names one; other fields only where the row has a value (a blank keeps the catalogue's);
 * the status only to discontinued. Unchanged fields are left out.
 */
export function catalogueChanges(row: StagedProduct, current: Product): CatalogueChange[] {
  const changes: CatalogueChange[] = [];
  const add = (label: string, now: string | null | undefined, next: string) => {
    if ((now ?? '-') !== next) changes.push({ label, current: now ?? '-', incoming: next });
  };
  add('Name', current.name, row.name.trim());
  const series = blank(row.proposedSeriesName);
  if (series && series.toLowerCase() !== (current.seriesName ?? '').toLowerCase())
    add('Series', current.seriesName, series);
  for (const [label, now, next] of [
    ['Category', current.category, row.category],
    ['Subcategory', current.subcategory, row.subcategory],
    ['Description', current.description, row.description],
  ] as const) {
    const value = blank(next);
    if (value !== null) add(label, now, value);
  }
  for (const field of STAGED_MONEY_FIELDS) {
    const next = cents(row[field]);
    const now = cents(current[field] ?? null);
    if (next !== null && next !== now) add(MONEY_LABELS[field], money(now), money(next));
  }
  if (row.mfgMasterPackQty !== null && current.mfgMasterPackQty !== undefined)
    add('Master Pack Qty', String(current.mfgMasterPackQty), String(row.mfgMasterPackQty));
  if (productStatusOf(row.status) === 'discontinued' && current.status !== 'discontinued')
    add('Status', current.status, 'discontinued');
  return changes;
}
