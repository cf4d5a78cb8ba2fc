import { distance } from 'fastest-levenshtein';
import { readAmount, readImageUrl, readWholeNumber } from './imports-cells.ts';
import { type ColumnMapping, IMPORT_FIELD_KEYS, type ImportField } from './imports-fields.ts';
import { defaultStatusOf, isInvertedStatusHeader } from './imports-status.ts';

/**
 * ★ Column mapping suggestions (issue 10): from the manufacturer's last mapping when its file had
 * columns of the same names, else from each header's name — exact, a synonym of the trade
 * ('Item No', 'Part #', 'Model' → SKU; 'MSRP' → retail; 'MAP' → MAP price), or close in spelling
 * (Levenshtein similarity ≥ SIMILARITY_THRESHOLD). Pure and deterministic: the server answers it
 * with the upload, the wizard can recompute it.
 */

/** "Part #" → "partno", "Item No." → "itemno", "MSRP ($)" → "msrp", "Série" → "serie". */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/#/g, 'no')
    .replace(/number/g, 'no')
    .replace(/[^a-z0-9]/g, '');
}

/** Normalised names each field is known by, the field's own name first. */
export const FIELD_SYNONYMS: Record<ImportField, readonly string[]> = {
  sku: [
    'sku',
    'itemno',
    'item',
    'itemcode',
    'partno',
    'part',
    'model',
    'modelno',
    'productcode',
    'productno',
    'productid',
    'mpn',
    'mfgpartno',
    'manufacturerpartno',
    'articleno',
    'stockno',
    'catalogno',
    'skuno',
    'code',
    // Shopify's export.
    'variantsku',
  ],
  name: ['name', 'productname', 'title', 'producttitle', 'itemname', 'itemtitle', 'product', 'modelname'],
  seriesName: ['seriesname', 'series', 'productline', 'line', 'collection', 'family', 'productseries'],
  description: [
    'description',
    'desc',
    'longdescription',
    'productdescription',
    'details',
    'fulldescription',
    'itemdescription',
    // Shopify's export ('SEO Description' is only close in spelling, so this wins).
    'bodyhtml',
    'body',
  ],
  category: ['category', 'productcategory', 'cat', 'categoryname', 'categories', 'productcategories'],
  subcategory: ['subcategory', 'subcat', 'subtype', 'subcategoryname', 'productsubcategory'],
  status: [
    'status',
    'productstatus',
    'itemstatus',
    'availability',
    'active',
    'published',
    'discontinued',
    'isdiscontinued',
    'nla',
    'disc',
  ],
  mfgCost: [
    'mfgcost',
    'cost',
    'unitcost',
    'dealercost',
    'dealerprice',
    'dealer',
    'wholesale',
    'wholesaleprice',
    'netprice',
    'net',
    'manufacturercost',
    'costperitem',
  ],
  mfgMasterPackCost: [
    'mfgmasterpackcost',
    'masterpackcost',
    'mpcost',
    'mpqcost',
    'casecost',
    'cartoncost',
    'masterpackqtycost',
  ],
  mfgMasterPackQty: [
    'mfgmasterpackqty',
    'masterpackqty',
    'masterpack',
    'masterpackquantity',
    'mpq',
    'packqty',
    'casepack',
    'caseqty',
    'cartonqty',
    'qtypercase',
    'unitspercase',
  ],
  mfgMAP: ['mfgmap', 'map', 'mapprice', 'umap', 'minimumadvertisedprice', 'minadvertisedprice'],
  mfgRetail: [
    'mfgretail',
    'retail',
    'retailprice',
    'msrp',
    'srp',
    'listprice',
    'list',
    'suggestedretail',
    'variantprice',
    'regularprice',
  ],
  imageUrl: [
    'imageurl',
    'image',
    'imagelink',
    'img',
    'imgurl',
    'picture',
    'pictureurl',
    'photo',
    'photourl',
    'mainimage',
    'imagesrc',
    'images',
  ],
  upc: ['upc', 'upccode', 'barcode', 'ean', 'gtin', 'upcean', 'variantbarcode'],
  weight: ['weight', 'wt', 'shippingweight', 'weightlbs', 'netweight', 'grossweight'],
  dimensions: ['dimensions', 'dims', 'dimension', 'size', 'measurements', 'productdimensions'],
};

/**
 * Names that mean the field in some files only: they lose to any exact name or synonym. 'Type' is a
 * price list's category but WooCommerce's simple/variable, next to its real 'Categories'.
 */
const WEAK_SYNONYMS: Partial<Record<ImportField, readonly string[]>> = {
  category: ['type', 'producttype'],
};

/** Below this similarity (1 − distance / longer length) a header is not suggested. */
export const SIMILARITY_THRESHOLD = 0.75;
/** Headers shorter than this are matched exactly: 'last' is one letter from 'list'. */
const MIN_SIMILAR_LENGTH = 6;

export type SuggestionSource = 'previous' | 'name' | 'synonym' | 'similar';

export interface MappingSuggestion {
  mapping: ColumnMapping;
  /** Why each suggested field was chosen, for the ★ and its tooltip. */
  sources: Partial<Record<ImportField, SuggestionSource>>;
}

/** A mapping a manufacturer used before, with the header row of the file it was used on. */
export interface PreviousMapping {
  headers: readonly string[];
  mapping: ColumnMapping;
}

const similarity = (a: string, b: string): number =>
  a === b ? 1 : 1 - distance(a, b) / Math.max(a.length, b.length, 1);

/** How well a normalised header names a field, with why; null below the threshold. */
function score(header: string, field: ImportField): { score: number; source: SuggestionSource } | null {
  if (header === '') return null;
  const synonyms = FIELD_SYNONYMS[field];
  if (header === normalizeHeader(field) || header === synonyms[0]) return { score: 1, source: 'name' };
  if (synonyms.includes(header)) return { score: 0.99, source: 'synonym' };
  if (WEAK_SYNONYMS[field]?.includes(header)) return { score: 0.9, source: 'synonym' };
  // Short names ('wt', 'map', 'last') differ from others by a letter or two: exact matches only.
  if (header.length < MIN_SIMILAR_LENGTH) return null;
  let best = 0;
  for (const synonym of synonyms) if (synonym.length >= 4) best = Math.max(best, similarity(header, synonym));
  return best >= SIMILARITY_THRESHOLD ? { score: best * 0.98, source: 'similar' } : null;
}

/**
 * The previous mapping carried over by column name: a field goes to the column of the new file
 * named as its column was named before (wherever it now sits). Fields whose column is gone stay
 * for the name-based pass.
 */
function carryOver(headers: readonly string[], previous: PreviousMapping): MappingSuggestion {
  const mapping: ColumnMapping = {};
  const sources: MappingSuggestion['sources'] = {};
  const used = new Set<number>();
  const byName = new Map<string, number>();
  headers.forEach((header, index) => {
    const key = normalizeHeader(header);
    if (key !== '' && !byName.has(key)) byName.set(key, index);
  });
  for (const field of IMPORT_FIELD_KEYS) {
    const before = previous.mapping[field];
    if (before === null || before === undefined) continue;
    const name = previous.headers[before];
    const index = name === undefined ? undefined : byName.get(normalizeHeader(name));
    if (index === undefined || used.has(index)) continue;
    mapping[field] = index;
    sources[field] = 'previous';
    used.add(index);
  }
  return { mapping, sources };
}

/** Whether one sample cell would give the field a value (a rounded amount does). */
const CELL_READS: Partial<Record<ImportField, (cell: string, header: string) => boolean>> = {
  mfgCost: (cell) => readAmount(cell, '', Number.MAX_SAFE_INTEGER).value !== null,
  mfgMasterPackCost: (cell) => readAmount(cell, '', Number.MAX_SAFE_INTEGER).value !== null,
  mfgMAP: (cell) => readAmount(cell, '', Number.MAX_SAFE_INTEGER).value !== null,
  mfgRetail: (cell) => readAmount(cell, '', Number.MAX_SAFE_INTEGER).value !== null,
  mfgMasterPackQty: (cell) => readWholeNumber(cell, '', Number.MAX_SAFE_INTEGER).value !== null,
  imageUrl: (cell) => readImageUrl(cell, '').value !== null,
  status: (cell, header) => defaultStatusOf(cell, isInvertedStatusHeader(header)) !== null,
};

/**
 * Never suggest what the rows then cannot fill: a field with a reader is suggested for a column only
 * when the sample's filled cells do not all fail it ('MSRP' full of 'Call' is left for the admin).
 */
function readsAs(
  field: ImportField,
  header: string | undefined,
  sampleRows: readonly (readonly string[])[],
  index: number,
): boolean {
  const reads = CELL_READS[field];
  if (!reads) return true;
  const cells = sampleRows.map((row) => (row[index] ?? '').trim()).filter((cell) => cell !== '');
  return cells.length === 0 || cells.some((cell) => reads(cell, header ?? ''));
}

/**
 * Suggests a column for each field: first the previous mapping by column name, then the best
 * remaining header by name, synonym or spelling — each column used once, the strongest pairs
 * first, ties to the leftmost column and the field listed first. Unmatched fields are null.
 */
export function suggestMapping(
  headers: readonly string[],
  previous?: PreviousMapping | null,
  sampleRows: readonly (readonly string[])[] = [],
): MappingSuggestion {
  const carried = previous ? carryOver(headers, previous) : { mapping: {}, sources: {} };
  const mapping: ColumnMapping = { ...carried.mapping };
  const sources = { ...carried.sources };
  const usedColumns = new Set(Object.values(mapping).filter((index): index is number => index != null));

  const candidates: { field: ImportField; index: number; score: number; source: SuggestionSource }[] = [];
  const normalized = headers.map(normalizeHeader);
  IMPORT_FIELD_KEYS.forEach((field) => {
    if (mapping[field] != null) return;
    normalized.forEach((header, index) => {
      if (usedColumns.has(index)) return;
      const match = score(header, field);
      if (match && readsAs(field, headers[index], sampleRows, index))
        candidates.push({ field, index, ...match });
    });
  });
  const fieldOrder = (field: ImportField) => IMPORT_FIELD_KEYS.indexOf(field);
  candidates.sort(
    (a, b) => b.score - a.score || a.index - b.index || fieldOrder(a.field) - fieldOrder(b.field),
  );
  for (const candidate of candidates) {
    if (mapping[candidate.field] != null || usedColumns.has(candidate.index)) continue;
    mapping[candidate.field] = candidate.index;
    sources[candidate.field] = candidate.source;
    usedColumns.add(candidate.index);
  }
  // A price list's 'Description' is its products' names when nothing else is name-like.
  if (mapping.name == null && mapping.description != null && sources.description !== 'previous') {
    [mapping.name, mapping.description] = [mapping.description, null];
    sources.name = sources.description;
    delete sources.description;
  }
  const ordered = Object.fromEntries(IMPORT_FIELD_KEYS.map((field) => [field, mapping[field] ?? null]));
  return { mapping: ordered as ColumnMapping, sources };
}
