import { z } from 'zod';
import { tooLongMessage } from './fields.ts';
import { MAX_MONEY_CENTS, formatCents } from './pricing/money.ts';
import { PRODUCT_FIELD_LIMITS, PRODUCT_MESSAGES, PRODUCT_MONEY_FIELDS } from './products.ts';
import { MAX_SERIES_NAME_LENGTH } from './series.ts';

/**
 * What a staged row must hold to become a catalogue product (approval, issue 10), as pure checks
 * the list (each row's `problems`) and the approval share. The catalogue-dependent checks (an
 * active manufacturer, a SKU another manufacturer owns, the same SKU twice in one selection) are
 * the server's; their texts are here so the screen and the notes read alike.
 */

/** Why approval left a flagged row pending (issue 15 item 4). */
export const flaggedRowMessage = (flag: string): string =>
  `Flagged at import: ${flag} Approve it with 'Include flagged rows' if it is a product.`;

export const stagedRowProblemSchema = z.object({ field: z.string(), message: z.string() });
export type StagedRowProblem = z.infer<typeof stagedRowProblemSchema>;

export const STAGED_CHECK_MESSAGES = {
  skuRequired: PRODUCT_MESSAGES.skuRequired,
  nameRequired: PRODUCT_MESSAGES.nameRequired,
  manufacturerRequired: 'The row has no manufacturer: delete it, or import it again for a manufacturer',
  statusInvalid: 'Status must be active or discontinued',
  masterPackQtyInvalid: PRODUCT_MESSAGES.masterPackQtyInvalid,
  imageUrlInvalid: 'Image URL must be an http(s) address',
  sourceUrlInvalid: PRODUCT_MESSAGES.sourceUrlInvalid,
  duplicateSku: 'Another selected row has the same SKU; only the newest of them is approved',
  // Issue 15 item 23: a new product is never put in an invented series partners would then see.
  seriesRequired:
    'Needs a series: import the row again with a series, or use the AI series on the AI Enhanced tab',
} as const;

export const manufacturerInactiveMessage = (name: string) =>
  `${name} is not an active manufacturer organization`;
export const skuOfOtherManufacturerMessage = (sku: string, owner: string) =>
  `SKU "${sku}" is already a catalogue product of ${owner}`;

/** '$1,234.50', ' 12.5 ', '.99', '1234' (thousands separators in groups of three). */
const MONEY_TEXT = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/;

export type MoneyText = { ok: true; cents: number | null } | { ok: false; message: string };

/**
 * A price as a file or a scraper wrote it: '$' and thousands separators accepted, at least 0, at
 * most 2 decimals and what numeric(10,2) holds. Missing or blank is null.
 */
export function parseMoneyText(label: string, text: string | null | undefined): MoneyText {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return { ok: true, cents: null };
  const shown = trimmed.length > 40 ? `${trimmed.slice(0, 40)}…` : trimmed;
  if (/^\$?\s*-|^-/.test(trimmed))
    return { ok: false, message: `${label} must be 0 or more (is "${shown}")` };
  const match = MONEY_TEXT.exec(trimmed);
  const [, whole = '', fraction] = match ?? [];
  if (!match || (whole === '' && !fraction))
    return { ok: false, message: `${label} must be an amount such as 12.50 (is "${shown}")` };
  if ((fraction ?? '').length > 2)
    return { ok: false, message: `${label} can have at most 2 decimals (is "${shown}")` };
  const cents = Number(whole.replaceAll(',', '') || '0') * 100 + Number((fraction ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_MONEY_CENTS)
    return { ok: false, message: `${label} must be at most 99,999,999.99 (is "${shown}")` };
  return { ok: true, cents };
}

export const STAGED_MONEY_FIELDS = ['mfgCost', 'mfgMasterPackCost', 'mapPrice', 'retailPrice'] as const;
export type StagedMoneyField = (typeof STAGED_MONEY_FIELDS)[number];

/** A staged status: active or discontinued in any case; null for anything else. */
export function productStatusOf(text: string | null | undefined): 'active' | 'discontinued' | null {
  const status = (text ?? '').trim().toLowerCase();
  return status === 'active' || status === 'discontinued' ? status : null;
}

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** What the checks read of a row: the values approval would write (after the AI choices). */
export interface StagedCheckInput {
  sku: string | null;
  name: string;
  manufacturerId: string | null;
  description: string | null;
  category: string | null;
  subcategory: string | null;
  seriesName: string | null;
  status: string | null;
  mfgCost: string | null;
  mfgMasterPackCost: string | null;
  mapPrice: string | null;
  retailPrice: string | null;
  mfgMasterPackQty: number | null;
  imageUrl: string | null;
  sourceUrl: string | null;
  upc: string | null;
  weight: string | null;
  dimensions: string | null;
}

/** The row's values parsed for the catalogue, or its problems (each naming its field). */
export type StagedCheck =
  | {
      ok: true;
      money: Record<StagedMoneyField, string | null>;
      status: 'active' | 'discontinued';
      mfgMasterPackQty: number | null;
    }
  | { ok: false; problems: StagedRowProblem[] };

const L = PRODUCT_FIELD_LIMITS;
const TEXT_LIMITS = [
  ['name', 'Product name', L.name],
  ['sku', 'SKU', L.sku],
  ['description', 'Description', L.description],
  ['category', 'Category', L.category],
  ['subcategory', 'Subcategory', L.subcategory],
  ['seriesName', 'Series name', MAX_SERIES_NAME_LENGTH],
  ['upc', 'UPC', L.upc],
  ['weight', 'Weight', L.weight],
  ['dimensions', 'Dimensions', L.dimensions],
  ['imageUrl', 'Image URL', L.url],
  ['sourceUrl', 'Source URL', L.url],
] as const;

/** Every problem of one row that can be seen without the catalogue. */
export function checkStagedRow(row: StagedCheckInput): StagedCheck {
  const problems: StagedRowProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ field, message });
  if (!row.sku?.trim()) problem('sku', STAGED_CHECK_MESSAGES.skuRequired);
  if (!row.name.trim()) problem('name', STAGED_CHECK_MESSAGES.nameRequired);
  if (!row.manufacturerId) problem('manufacturerId', STAGED_CHECK_MESSAGES.manufacturerRequired);
  for (const [field, label, max] of TEXT_LIMITS) {
    const value = row[field];
    if (value && value.trim().length > max) problem(field, tooLongMessage(label, max));
  }
  const status = productStatusOf(row.status ?? 'active');
  if (!status) problem('status', STAGED_CHECK_MESSAGES.statusInvalid);
  const qty = row.mfgMasterPackQty;
  if (qty !== null && (!Number.isSafeInteger(qty) || qty < 1 || qty > L.masterPackQty))
    problem('mfgMasterPackQty', STAGED_CHECK_MESSAGES.masterPackQtyInvalid);
  const imageUrl = row.imageUrl?.trim();
  if (imageUrl && !HTTP_URL.test(imageUrl) && !SITE_PATH.test(imageUrl))
    problem('imageUrl', STAGED_CHECK_MESSAGES.imageUrlInvalid);
  const sourceUrl = row.sourceUrl?.trim();
  if (sourceUrl && !HTTP_URL.test(sourceUrl)) problem('sourceUrl', STAGED_CHECK_MESSAGES.sourceUrlInvalid);
  const money = {} as Record<StagedMoneyField, string | null>;
  for (const field of STAGED_MONEY_FIELDS) {
    const parsed = parseMoneyText(PRODUCT_MONEY_FIELDS[field], row[field]);
    if (parsed.ok) money[field] = parsed.cents === null ? null : formatCents(parsed.cents);
    else problem(field, parsed.message);
  }
  if (problems.length > 0 || !status) return { ok: false, problems };
  return { ok: true, money, status, mfgMasterPackQty: qty };
}

/** One line for a row's note: its problems joined. */
export const problemsText = (problems: readonly StagedRowProblem[]) =>
  problems.map((p) => p.message).join('; ');
