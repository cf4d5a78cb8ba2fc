import { readAmount, readImageUrl, readWholeNumber } from './imports-cells.ts';
import {
  type ColumnMapping,
  IMPORT_FIELD_KEYS,
  IMPORT_FIELD_LABELS,
  type ImportField,
  REQUIRED_IMPORT_FIELDS,
} from './imports-fields.ts';
import { type FieldDefinition, type SuggestionSource, suggestColumns } from './imports/column-mapping.ts';
import { defaultStatusOf, isInvertedStatusHeader } from './imports-status.ts';

/**
 * ★ Column mapping suggestions for products (issue 10): the trade's names of each product field
 * ('Item No', 'Part #', 'Model' → SKU; 'MSRP' → retail; 'MAP' → MAP price) for the import
 * library's matcher (imports/column-mapping.ts), which also carries the manufacturer's last
 * mapping over. Pure and deterministic: the server answers it with the upload, the wizard can
 * recompute it.
 */

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

/** The product fields as the import library's field definitions, in the mapping step's order. */
export const PRODUCT_FIELD_DEFINITIONS: readonly FieldDefinition<ImportField>[] = IMPORT_FIELD_KEYS.map(
  (key) => ({
    key,
    label: IMPORT_FIELD_LABELS[key],
    required: REQUIRED_IMPORT_FIELDS.includes(key),
    synonyms: FIELD_SYNONYMS[key],
    weakSynonyms: WEAK_SYNONYMS[key],
    reads: CELL_READS[key],
  }),
);

/**
 * Suggests a column for each product field (the library's suggestColumns: the manufacturer's
 * previous mapping by column name, then names, synonyms and spelling). Never suggests what the
 * rows then cannot fill ('MSRP' full of 'Call' is left for the admin). Unmatched fields are null.
 */
export function suggestMapping(
  headers: readonly string[],
  previous?: PreviousMapping | null,
  sampleRows: readonly (readonly string[])[] = [],
): MappingSuggestion {
  const { mapping, sources } = suggestColumns(headers, PRODUCT_FIELD_DEFINITIONS, { previous, sampleRows });
  // A price list's 'Description' is its products' names when nothing else is name-like.
  if (mapping.name == null && mapping.description != null && sources.description !== 'previous') {
    [mapping.name, mapping.description] = [mapping.description, null];
    sources.name = sources.description;
    delete sources.description;
  }
  return { mapping: mapping as ColumnMapping, sources };
}
