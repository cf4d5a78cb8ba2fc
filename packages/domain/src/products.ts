import { z } from 'zod';
import { productSchema, PRODUCT_STATUSES } from './catalog.ts';
import { choice, optionalText, requiredText, tooLongMessage } from './fields.ts';
import { MAX_MONEY_CENTS, formatCents } from './pricing/money.ts';

/**
 * Product Management's write contract (back-office §5, §7 "Products and series"):
 * POST /api/products, PATCH /api/products/{id}, DELETE /api/products/{id},
 * PUT /api/products/{productId}/status, GET /api/products/search-by-sku/{sku} and
 * GET /api/categories/stats. The list and the detail are the catalogue's (catalog.ts); an admin's
 * detail carries `management` (productManagementSchema) for the detail viewer and the edit form.
 */

export const PRODUCT_MESSAGES = {
  nameRequired: 'Product name is required',
  skuRequired: 'SKU is required',
  manufacturerRequired: 'Manufacturer is required',
  seriesRequired: 'Series is required',
  notFound: 'Product not found',
  skuNotFound: 'No product has this SKU',
  manufacturerInvalid: 'Choose an active manufacturer organization',
  seriesNotFound: 'The series does not exist',
  seriesOtherManufacturer:
    "The series belongs to another manufacturer; choose one of this manufacturer's series",
  reasonRequired: 'Reason is required to discontinue a product',
  imageUrlInvalid: 'Image URL must be an http(s) address or a path on this site',
  imageUrlStored:
    'Image URL names a file stored for another record (/objects/…); give the http(s) address of the image',
  sourceUrlInvalid: 'Source URL must be an http(s) address',
  specificationsTooLarge: 'Specifications must be at most 20,000 characters as JSON',
  masterPackQtyInvalid: 'Master pack quantity must be a whole number of at least 1',
  deleteConfirm: 'Are you sure you want to delete this product?',
} as const;

/** 409 for a taken SKU; names it so the person sees which one. */
export const skuTakenMessage = (sku: string) => `A product with SKU "${sku}" already exists`;

/** Spec §8 Products: the toasts, title 'Success' for the four successes. */
export const PRODUCT_TOASTS = {
  successTitle: 'Success',
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
  statusUpdated: 'Product status updated successfully',
  createFailed: 'Failed to create product',
  updateFailed: 'Failed to update product',
  deleteFailed: 'Failed to delete product',
  statusFailed: 'Failed to update product status',
  exportStartedTitle: 'Export Started',
  exportStarted: 'Your CSV file download should begin shortly',
  exportFailedTitle: 'Export Failed',
  exportFailed: 'Failed to export products',
} as const;

/** Spec §9: SKU lookup after this pause, for SKUs of at least this many characters. */
export const SKU_LOOKUP_DELAY_MS = 500;
export const SKU_LOOKUP_MIN_LENGTH = 3;
/** Spec §9 / §3: master pack quantity defaults to 1; the default source of a product. */
export const DEFAULT_MASTER_PACK_QTY = 1;
export const DEFAULT_PRODUCT_SOURCE = 'Manual Entry';

export const PRODUCT_FIELD_LIMITS = {
  name: 300,
  sku: 100,
  description: 10_000,
  category: 200,
  subcategory: 200,
  distributorPartNumber: 255,
  url: 2000,
  upc: 50,
  weight: 100,
  dimensions: 200,
  specificationsJson: 20_000,
  masterPackQty: 1_000_000,
} as const;

/** The money fields of a product, with the label each message names. */
export const PRODUCT_MONEY_FIELDS = {
  mfgCost: 'Manufacturer cost',
  mfgMasterPackCost: 'Manufacturer master pack cost',
  mapPrice: 'MAP price',
  retailPrice: 'Retail price',
  distributorCost: 'Distributor cost',
  distributorMpqCost: 'Distributor MPQ cost',
} as const;
export type ProductMoneyField = keyof typeof PRODUCT_MONEY_FIELDS;

/**
 * A money amount as typed or sent: "12.5", "12.50" or 12.5 → "12.50"; missing, null or blank →
 * null. At least 0, at most 2 decimals, and no more than numeric(10,2) holds.
 */
export function moneyInput(label: string) {
  return z
    .union([z.string(), z.number()], { error: `${label} must be an amount such as 12.50` })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return null;
      const text = typeof value === 'number' ? String(value) : value.trim();
      if (text === '') return null;
      if (/^-/.test(text) && !Number.isNaN(Number(text))) {
        ctx.addIssue({ code: 'custom', message: `${label} must be 0 or more` });
        return z.NEVER;
      }
      const match = /^(\d+)(?:\.(\d*))?$/.exec(text) ?? /^()\.(\d+)$/.exec(text);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: `${label} must be an amount such as 12.50` });
        return z.NEVER;
      }
      const [, whole = '', fraction = ''] = match;
      if (fraction.length > 2) {
        ctx.addIssue({ code: 'custom', message: `${label} can have at most 2 decimals` });
        return z.NEVER;
      }
      const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
      if (!Number.isSafeInteger(cents) || cents > MAX_MONEY_CENTS) {
        ctx.addIssue({ code: 'custom', message: `${label} must be at most 99,999,999.99` });
        return z.NEVER;
      }
      return formatCents(cents);
    });
}

/**
 * Master pack quantity: a whole number ≥ 1. Blank or null falls back to 1 (spec §5); a missing
 * key stays missing, so a PATCH without it keeps the stored quantity.
 */
const masterPackQty = z
  .union([z.string(), z.number()], { error: PRODUCT_MESSAGES.masterPackQtyInvalid })
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const text = value === null ? '' : String(value).trim();
    if (text === '') return DEFAULT_MASTER_PACK_QTY;
    const qty = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(qty) || qty < 1) {
      ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.masterPackQtyInvalid });
      return z.NEVER;
    }
    if (qty > PRODUCT_FIELD_LIMITS.masterPackQty) {
      ctx.addIssue({ code: 'custom', message: 'Master pack quantity must be at most 1,000,000' });
      return z.NEVER;
    }
    return qty;
  });

/** An absolute http(s) address, or a path on this site (/objects/…, /api/demo-images/…). */
const IMAGE_URL = /^(https?:\/\/[^\s/?#]+[^\s]*|\/(?![/\\])[^\s\\]*)$/i;
const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

function urlField(pattern: RegExp, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(PRODUCT_FIELD_LIMITS.url, message)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || pattern.test(v), message);
}

const specifications = z
  .record(z.string().max(200), z.unknown(), { error: 'Specifications must be a group of named values' })
  .nullish()
  .transform((v) => v ?? null)
  .refine(
    (v) => v === null || JSON.stringify(v).length <= PRODUCT_FIELD_LIMITS.specificationsJson,
    PRODUCT_MESSAGES.specificationsTooLarge,
  );

const L = PRODUCT_FIELD_LIMITS;
/** A required reference: '' and 'none' (an empty select) are missing. */
const reference = (label: string, message: string) =>
  requiredText(label, 100, message).refine((v) => v !== 'none', message);

/**
 * Every field's rule, once and without defaults (decision 0013): create adds the defaults, PATCH
 * is this `.partial()`. Unknown keys (id, status, discontinued*, createdAt, source …) are dropped,
 * never applied; status changes only through PUT …/status.
 */
const productBodySchema = z.object({
  name: requiredText('Product name', L.name, PRODUCT_MESSAGES.nameRequired),
  sku: requiredText('SKU', L.sku, PRODUCT_MESSAGES.skuRequired),
  manufacturerId: reference('Manufacturer', PRODUCT_MESSAGES.manufacturerRequired),
  seriesId: reference('Series', PRODUCT_MESSAGES.seriesRequired),
  description: optionalText('Description', L.description),
  category: optionalText('Category', L.category),
  subcategory: optionalText('Subcategory', L.subcategory),
  mfgCost: moneyInput(PRODUCT_MONEY_FIELDS.mfgCost),
  mfgMasterPackCost: moneyInput(PRODUCT_MONEY_FIELDS.mfgMasterPackCost),
  mfgMasterPackQty: masterPackQty,
  mapPrice: moneyInput(PRODUCT_MONEY_FIELDS.mapPrice),
  retailPrice: moneyInput(PRODUCT_MONEY_FIELDS.retailPrice),
  distributorCost: moneyInput(PRODUCT_MONEY_FIELDS.distributorCost),
  distributorMpqCost: moneyInput(PRODUCT_MONEY_FIELDS.distributorMpqCost),
  distributorPartNumber: optionalText('Distributor part number', L.distributorPartNumber),
  imageUrl: urlField(IMAGE_URL, PRODUCT_MESSAGES.imageUrlInvalid),
  sourceUrl: urlField(HTTP_URL, PRODUCT_MESSAGES.sourceUrlInvalid),
  upc: optionalText('UPC', L.upc),
  weight: optionalText('Weight', L.weight),
  dimensions: optionalText('Dimensions', L.dimensions),
  specifications,
  /**
   * The on/off switch of edit and bulk update (hide a product for a while, no reason needed). A
   * product is orderable only when active and not discontinued; Discontinue also switches it off
   * and Reactivate on, so the list's Active column follows the product's life (as the demo data).
   */
  isActive: z.boolean({ error: 'Active must be true or false' }),
});

/** POST /api/products. Defaults per spec: active, master pack quantity 1. */
export const createProductSchema = productBodySchema.extend({
  mfgMasterPackQty: masterPackQty.transform((v) => v ?? DEFAULT_MASTER_PACK_QTY),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
});
export type CreateProductRequest = z.infer<typeof createProductSchema>;
export type CreateProductInput = z.input<typeof createProductSchema>;

/**
 * PATCH /api/products/{id}: any subset; a missing key keeps the stored value, null or blank
 * clears an optional one. A new manufacturerId must come with a series of that manufacturer.
 */
export const updateProductSchema = productBodySchema.partial();
export type UpdateProductRequest = z.infer<typeof updateProductSchema>;

/** PUT /api/products/{productId}/status. Reactivate is sent without a reason (spec §4). */
export const productStatusRequestSchema = z
  .object({
    status: choice('status', PRODUCT_STATUSES),
    reason: z
      .string({ error: 'Reason must be text' })
      .trim()
      .max(1000, tooLongMessage('Reason', 1000))
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'discontinued' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: PRODUCT_MESSAGES.reasonRequired });
  })
  // A reason means something only while discontinued.
  .transform((body) => ({
    status: body.status,
    reason: body.status === 'discontinued' ? body.reason : null,
  }));
export type ProductStatusRequest = z.infer<typeof productStatusRequestSchema>;

export const productStatusParamsSchema = z.object({ productId: z.string().min(1).max(100) });
export const skuParamsSchema = z.object({
  sku: requiredText('SKU', L.sku, PRODUCT_MESSAGES.skuRequired),
});

/** GET /api/products/search-by-sku/{sku}: what the form fills in (spec §5 SKU lookup). */
export const skuLookupSchema = z.object({
  id: z.string(),
  sku: z.string(),
  manufacturerId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  seriesId: z.string(),
});
export type SkuLookup = z.infer<typeof skuLookupSchema>;

/**
 * GET /api/products/sku-match?sku=: the same lookup as a search, answering 200 `{ match: null }`
 * when no product has the SKU, so the form's lookup of every new SKU typed is no failed request.
 */
export const skuMatchQuerySchema = skuParamsSchema;
export const skuMatchSchema = z.object({ match: skuLookupSchema.nullable() });
export type SkuMatch = z.infer<typeof skuMatchSchema>;

/** GET /api/categories/stats (spec §3): category → count and its subcategories' counts. */
export const categoryStatsSchema = z.object({
  categories: z.record(
    z.string(),
    z.object({
      count: z.number().int(),
      subcategories: z.record(z.string(), z.number().int()),
    }),
  ),
});
export type CategoryStats = z.infer<typeof categoryStatsSchema>;

/** What POST, PATCH and PUT …/status answer: the product as an admin's detail shows it. */
export const productWriteResponseSchema = productSchema;
