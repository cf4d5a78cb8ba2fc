import type { Product } from '@crossover/domain/catalog';
import type { SkuLookup, UpdateProductRequest } from '@crossover/domain/products';
import { DEFAULT_MASTER_PACK_QTY, updateProductSchema } from '@crossover/domain/products';

/**
 * What the product dialog's inputs hold: text as typed (money as "12.50", the quantity as "1").
 * The field names are the request's, so the domain schema's messages land on the inputs; the
 * schema itself turns blanks into null, amounts into two-decimal strings and '' quantity into 1.
 */
export interface ProductFormValues {
  name: string;
  sku: string;
  manufacturerId: string;
  seriesId: string;
  description: string;
  category: string;
  subcategory: string;
  mfgCost: string;
  mfgMasterPackCost: string;
  mfgMasterPackQty: string;
  mapPrice: string;
  retailPrice: string;
  distributorCost: string;
  distributorMpqCost: string;
  distributorPartNumber: string;
  imageUrl: string;
  sourceUrl: string;
  upc: string;
  weight: string;
  dimensions: string;
  isActive: boolean;
}

export const MONEY_INPUTS = [
  ['mfgCost', 'Mfg Cost'],
  ['mfgMasterPackCost', 'Mfg Master Pack Cost'],
  ['mapPrice', 'MAP Price'],
  ['retailPrice', 'Retail Price (MSRP)'],
  ['distributorCost', 'Distributor Cost'],
  ['distributorMpqCost', 'Distributor MPQ Cost'],
] as const satisfies readonly (readonly [keyof ProductFormValues, string])[];

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  sku: '',
  manufacturerId: '',
  seriesId: '',
  description: '',
  category: '',
  subcategory: '',
  mfgCost: '',
  mfgMasterPackCost: '',
  mfgMasterPackQty: String(DEFAULT_MASTER_PACK_QTY),
  mapPrice: '',
  retailPrice: '',
  distributorCost: '',
  distributorMpqCost: '',
  distributorPartNumber: '',
  imageUrl: '',
  sourceUrl: '',
  upc: '',
  weight: '',
  dimensions: '',
  isActive: true,
};

const str = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The edit dialog's starting values from an admin's product detail. */
export function toProductForm(product: Product): ProductFormValues {
  return {
    name: product.name,
    sku: product.sku,
    manufacturerId: product.manufacturerId,
    seriesId: product.seriesId,
    description: str(product.description),
    category: str(product.category),
    subcategory: str(product.subcategory),
    mfgCost: str(product.mfgCost),
    mfgMasterPackCost: str(product.mfgMasterPackCost),
    mfgMasterPackQty: str(product.mfgMasterPackQty ?? DEFAULT_MASTER_PACK_QTY),
    mapPrice: str(product.mapPrice),
    retailPrice: str(product.retailPrice),
    distributorCost: str(product.distributorCost),
    distributorMpqCost: str(product.distributorMpqCost),
    distributorPartNumber: str(product.distributorPartNumber),
    imageUrl: str(product.imageUrl),
    sourceUrl: str(product.management?.sourceUrl),
    upc: str(product.management?.upc),
    weight: str(product.management?.weight),
    dimensions: str(product.management?.dimensions),
    isActive: product.isActive,
  };
}

/**
 * The PATCH body: only the fields the person changed, as the schema converted them (so '' and
 * '1' for the quantity, or '12.5' and '12.50', are no change), so a save never overwrites what
 * someone else changed meanwhile in fields left alone. A manufacturer change always carries the
 * series, which the server checks against it.
 */
export function changedProductFields(
  initial: ProductFormValues,
  current: ProductFormValues,
  parsed: UpdateProductRequest,
): UpdateProductRequest {
  // Stored values the rules would now refuse cannot be converted: compare those as typed.
  const before = updateProductSchema.safeParse(initial);
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(initial) as (keyof ProductFormValues)[]) {
    if (!(key in parsed)) continue;
    const after = parsed[key as keyof UpdateProductRequest];
    const same = before.success
      ? before.data[key as keyof UpdateProductRequest] === after
      : // A disabled input (subcategory without a category) reads as undefined: it holds nothing.
        String(initial[key]).trim() === String(current[key] ?? '').trim();
    if (!same) body[key] = after;
  }
  if ('manufacturerId' in body) body.seriesId = parsed.seriesId;
  return body as UpdateProductRequest;
}

/**
 * Spec §5 SKU lookup: the manufacturer always (the lookup runs only while none is chosen), and
 * name, description, category and series only where the form is still empty. Returns the fields
 * to set; nothing when a manufacturer has been chosen meanwhile.
 */
export function skuLookupFill(current: ProductFormValues, found: SkuLookup): Partial<ProductFormValues> {
  if (current.manufacturerId !== '') return {};
  const fill: Partial<ProductFormValues> = { manufacturerId: found.manufacturerId };
  if (current.name.trim() === '') fill.name = found.name;
  if (current.description.trim() === '' && found.description) fill.description = found.description;
  if (current.category.trim() === '' && found.category) fill.category = found.category;
  if (current.seriesId === '') fill.seriesId = found.seriesId;
  return fill;
}
