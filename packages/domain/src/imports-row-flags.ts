import { quoteCell } from './imports-cells.ts';

/**
 * Rows of a price list that are not products (issue 15 item 4): section headings ('SUBWOOFERS'),
 * footers ('Prices subject to change'), a lone code under a heading. They have a SKU-like first
 * cell, so they can be staged, but they are flagged: approval leaves flagged rows out unless the
 * admin insists, and the staged list shows the reason.
 */

export const ROW_FLAGS = {
  onlySku: (sku: string) =>
    `Only the SKU cell ${quoteCell(sku)} is filled: a section heading or a note rather than a product?`,
  prose: (sku: string) =>
    `The SKU ${quoteCell(sku)} reads as a sentence, not a product code: a note or footer?`,
} as const;

/** Words of text (not codes): 'subject', 'Prices', 'change.'. */
const isWord = (part: string): boolean =>
  /^[A-Za-z][a-z]+[.,:;!]?$/.test(part) || /^(to|of|in|and|or|for|are|is)$/i.test(part);

/** Whether a SKU cell reads as a sentence: three or more parts, most of them plain words. */
function readsAsProse(sku: string): boolean {
  const parts = sku.split(/\s+/).filter((part) => part !== '');
  if (parts.length < 3) return false;
  return parts.filter(isWord).length * 2 > parts.length;
}

/**
 * Why a row that has a SKU looks like no product, or null. `skuIndex` is the SKU's column; every
 * other cell of the row (mapped or not) counts as "something else".
 */
export function rowFlagOf(row: readonly string[], skuIndex: number, sku: string): string | null {
  if (readsAsProse(sku)) return ROW_FLAGS.prose(sku);
  // A one-column file is a list of SKUs: nothing else to fill.
  const others = row.some((cell, index) => index !== skuIndex && cell.trim() !== '');
  if (row.length > 1 && !others) return ROW_FLAGS.onlySku(sku);
  return null;
}
