import { z } from 'zod';
import { choice } from './fields.ts';
import { moneySchema } from './pricing/money.ts';
import { fitmentFilterShape } from './vehicles.ts';
import {
  DEFAULT_PRODUCT_PAGE_SIZE,
  MAX_PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  PRODUCT_STATUS_FILTERS,
  SORT_ORDERS,
} from './catalog-lists.ts';

export * from './catalog-lists.ts';

/**
 * The catalogue contract: GET /api/products (+ /facets, /{id}), GET /api/series,
 * /api/product-series, /api/series-authorizations and POST /api/products/pmap-pricing/batch.
 * Field visibility is decided on the server: a product carries only the price fields its
 * `visibility` allows (see PRODUCT_FIELDS_BY_VISIBILITY).
 */

export const AUTHORIZATION_TYPES = ['can_order', 'pricing_visible', 'view_only'] as const;
export type AuthorizationType = (typeof AUTHORIZATION_TYPES)[number];
export const authorizationTypeSchema = z.enum(AUTHORIZATION_TYPES);
/** Spec §4 labels; admins show 'Admin Access' instead. */
export const AUTHORIZATION_LABELS: Record<AuthorizationType, string> = {
  can_order: 'Authorized',
  pricing_visible: 'Pricing Only',
  view_only: 'View Only',
};
export const ADMIN_ACCESS_LABEL = 'Admin Access';

export const PRODUCT_STATUSES = ['active', 'discontinued'] as const;

/**
 * The one meaning of a product's state (issue 15 item 21), from its two columns: `status`
 * (active or discontinued, changed by Discontinue and Reactivate) and `isActive` (the on/off
 * switch of edit and bulk update). Discontinued wins; an active product switched off is
 * inactive; only the rest is active (listed, orderable). Partners never see an inactive product.
 */
export type ProductLifecycle = 'active' | 'inactive' | 'discontinued';
export function productLifecycle(product: { status: string; isActive: boolean }): ProductLifecycle {
  if (product.status === 'discontinued') return 'discontinued';
  return product.isActive ? 'active' : 'inactive';
}
export const PRODUCT_LIFECYCLE_LABELS: Record<ProductLifecycle, string> = {
  active: 'Active',
  inactive: 'Inactive',
  discontinued: 'Discontinued',
};

/** Optional trimmed text; '' and 'all' mean none. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === '' || v === 'all' ? undefined : v));

/** Filters shared by the list and the facets. Empty strings and 'all' mean no filter. */
export const productFiltersSchema = z.object({
  search: optionalText(200),
  status: choice('status', PRODUCT_STATUS_FILTERS).default('active'),
  category: optionalText(200),
  subcategory: optionalText(200),
  manufacturerId: optionalText(100),
  seriesId: optionalText(100),
  /** 'Fits my vehicle': products linked to an active vehicle of this year, make and model (any subset). */
  ...fitmentFilterShape,
});
export type ProductFilters = z.infer<typeof productFiltersSchema>;

export const productListQuerySchema = productFiltersSchema.extend({
  sort: choice('sort order', PRODUCT_SORTS).default('createdAt'),
  /** Defaults to desc for createdAt, asc for every other sort. */
  order: choice('sort direction', SORT_ORDERS).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PRODUCT_PAGE_SIZE).default(DEFAULT_PRODUCT_PAGE_SIZE),
  /** The `nextCursor` of the previous page; opaque. Omit for the first page. */
  cursor: z.string().max(1000).optional(),
  /** Accepted for compatibility with the back office's call; emulation is the x-emulate-user header. */
  emulate: z.string().max(10).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** Which price fields a product answer may carry for this user. */
export const PRODUCT_VISIBILITIES = ['limited', 'buyer', 'cost'] as const;
export type ProductVisibility = (typeof PRODUCT_VISIBILITIES)[number];

export const priceBreakdownSchema = z.object({
  /** Who the price is from: the product's manufacturer or a distributor (for shop owners). */
  supplier: z.object({ id: z.string(), name: z.string() }).nullable(),
  base: z.object({
    /** tier: the buyer tier's list column; supplier: the chosen distributor's price. */
    source: z.enum(['tier', 'supplier']),
    unitPrice: moneySchema,
    masterPackPrice: moneySchema.nullable(),
    masterPackQty: z.number().int(),
  }),
  override: z
    .object({
      markupType: z.string(),
      markupValue: z.string().nullable(),
      unitPrice: moneySchema,
      masterPackPrice: moneySchema.nullable(),
    })
    .nullable(),
  rules: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      ruleType: z.string(),
      discountType: z.string(),
      discountValue: z.string(),
      canStack: z.boolean(),
      unitPriceBefore: moneySchema,
      unitPriceAfter: moneySchema,
    }),
  ),
  unitPrice: moneySchema,
  masterPackPrice: moneySchema.nullable(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

/** Fields every signed-in user may see (MAP and MSRP are public prices). */
export const productLimitedSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  description: z.string().nullable(),
  aiEnhancedDescription: z.string().nullable(),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  manufacturerId: z.string(),
  manufacturerName: z.string().nullable(),
  seriesId: z.string(),
  seriesName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  imageSourceUrl: z.string().nullable(),
  mapPrice: moneySchema.nullable(),
  retailPrice: moneySchema.nullable(),
  distributorPartNumber: z.string().nullable(),
  specifications: z.record(z.string(), z.unknown()).nullable(),
  isActive: z.boolean(),
  status: z.string(),
  source: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  scrapedAt: z.string().nullable(),
  /** For this user's organization; admins get can_order (shown as 'Admin Access'). */
  authorizationType: authorizationTypeSchema,
  canOrder: z.boolean(),
  visibility: z.enum(PRODUCT_VISIBILITIES),
});

/** Added for pricing_visible / can_order buyers: their own prices, never upstream costs. */
const buyerPriceFields = {
  /** This user's unit price for one unit (after overrides and rules); null when unpriced. */
  price: moneySchema.nullable(),
  /** Per-unit price in full master packs; null when there is none. */
  masterPackPrice: moneySchema.nullable(),
  masterPackQty: z.number().int(),
  priceBreakdown: priceBreakdownSchema.nullable(),
};
export const productBuyerSchema = productLimitedSchema.extend(buyerPriceFields);

/** Added for admins, the product's own manufacturer, and distributors with pricing_visible / can_order. */
const costFields = {
  mfgCost: moneySchema.nullable(),
  mfgMasterPackCost: moneySchema.nullable(),
  mfgMasterPackQty: z.number().int(),
  distributorCost: moneySchema.nullable(),
  distributorMpqCost: moneySchema.nullable(),
  /** The caller's own distributor_pricing row (distributors only). */
  ownDistributorPricing: z
    .object({
      distCost: moneySchema.nullable(),
      distMasterPack: moneySchema.nullable(),
      distMasterPackQty: z.number().int().nullable(),
    })
    .nullable(),
};
export const productCostSchema = productBuyerSchema.extend(costFields);

export const PRODUCT_SCHEMA_BY_VISIBILITY = {
  limited: productLimitedSchema,
  buyer: productBuyerSchema,
  cost: productCostSchema,
} as const satisfies Record<ProductVisibility, z.ZodObject>;

export const PRODUCT_FIELDS_BY_VISIBILITY: Record<ProductVisibility, readonly string[]> = {
  limited: Object.keys(productLimitedSchema.shape),
  buyer: Object.keys(productBuyerSchema.shape),
  cost: Object.keys(productCostSchema.shape),
};
/** Upstream cost fields a shop owner, marketing firm, or their reps and managers never receive. */
export const UPSTREAM_COST_FIELDS = [
  'mfgCost',
  'mfgMasterPackCost',
  'distributorCost',
  'distributorMpqCost',
  'ownDistributorPricing',
  'distCost',
  'distMasterPack',
] as const;

/**
 * What Product Management's detail viewer and edit form need beyond the catalogue's fields. Only
 * `GET /api/products/{id}` (and the product writes) carry it, and only to a caller holding
 * products.manage; it never holds a cost (those stay with visibility 'cost').
 */
export const productManagementSchema = z.object({
  upc: z.string().nullable(),
  weight: z.string().nullable(),
  dimensions: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  imageSourceSite: z.string().nullable(),
  primaryImage: z.string().nullable(),
  images: z.array(z.string()),
  aiEnhancedName: z.string().nullable(),
  aiEnhancedCategory: z.string().nullable(),
  aiEnhancedImageUrl: z.string().nullable(),
  imageSearchStatus: z.string().nullable(),
  imageSearchLastAttempt: z.string().nullable(),
  discontinuedAt: z.string().nullable(),
  /** Who discontinued it; null when active, or when that user no longer exists. */
  discontinuedBy: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  discontinuedReason: z.string().nullable(),
  /** product_images rows, in display order. */
  gallery: z.array(
    z.object({
      id: z.string(),
      imageUrl: z.string(),
      caption: z.string().nullable(),
      alt: z.string().nullable(),
      isPrimary: z.boolean(),
    }),
  ),
});
export type ProductManagement = z.infer<typeof productManagementSchema>;

/** The wire shape: the widest, with every visibility-dependent field optional. */
export const productSchema = productLimitedSchema.extend({
  price: buyerPriceFields.price.optional(),
  masterPackPrice: buyerPriceFields.masterPackPrice.optional(),
  masterPackQty: buyerPriceFields.masterPackQty.optional(),
  priceBreakdown: buyerPriceFields.priceBreakdown.optional(),
  mfgCost: costFields.mfgCost.optional(),
  mfgMasterPackCost: costFields.mfgMasterPackCost.optional(),
  mfgMasterPackQty: costFields.mfgMasterPackQty.optional(),
  distributorCost: costFields.distributorCost.optional(),
  distributorMpqCost: costFields.distributorMpqCost.optional(),
  ownDistributorPricing: costFields.ownDistributorPricing.optional(),
  /** Product Management's extra fields: the detail (and write answers) for products.manage only. */
  management: productManagementSchema.optional(),
});
export type Product = z.infer<typeof productSchema>;

export const productListResponseSchema = z.object({
  products: z.array(productSchema),
  /** How many match, counted up to COUNT_CAP (domain counts.ts); exact on demand: GET /api/products/count. */
  totalCount: z.number().int(),
  /** More than totalCount match: the screens say '1,000+'. */
  totalCountCapped: z.boolean(),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
  totalPages: z.number().int(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

const facetOption = z.object({ value: z.string(), count: z.number().int() });

/**
 * Options for each filter with product counts, cross-filtered: each facet applies every other
 * selected filter (and the search) but not its own, so the chosen option stays listed. Each list
 * holds the FACET_TOP_N options with most products and the chosen one, sorted by name; `more`
 * says which lists left options out.
 */
export const productFacetsResponseSchema = z.object({
  statuses: z.array(facetOption),
  categories: z.array(facetOption),
  subcategories: z.array(facetOption),
  manufacturers: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int() })),
  series: z.array(
    z.object({ id: z.string(), name: z.string(), manufacturerId: z.string(), count: z.number().int() }),
  ),
  more: z.object({
    categories: z.boolean(),
    subcategories: z.boolean(),
    manufacturers: z.boolean(),
    series: z.boolean(),
  }),
  /** Counted over the first FACET_SCAN_CAP (facets.ts) matches only: each count is a lower bound. */
  capped: z.boolean(),
});
export type ProductFacets = z.infer<typeof productFacetsResponseSchema>;

export const productIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const seriesSchema = z.object({
  id: z.string(),
  name: z.string(),
  manufacturerId: z.string(),
  manufacturerName: z.string().nullable(),
  description: z.string().nullable(),
  isActive: z.boolean(),
});
export type Series = z.infer<typeof seriesSchema>;
export const seriesListQuerySchema = z.object({ manufacturerId: optionalText(100) });

/** The effective user's organization's active series authorizations (dashboard list, filters). */
export const seriesAuthorizationSchema = z.object({
  seriesId: z.string(),
  seriesName: z.string(),
  manufacturerId: z.string(),
  manufacturerName: z.string().nullable(),
  authorizationType: authorizationTypeSchema,
});
export type SeriesAuthorization = z.infer<typeof seriesAuthorizationSchema>;

export const MAX_PMAP_BATCH = 200;
export const pmapBatchRequestSchema = z.object({
  productIds: z.array(z.string().min(1).max(100)).min(1, 'productIds must not be empty').max(MAX_PMAP_BATCH),
});
/**
 * Per product: the live PMAP campaign price (an active, in-window promotional new_price rule aimed
 * at the product), and for distributors their own distributor pricing. No campaign: hasPmap false.
 */
export const pmapPricingSchema = z.object({
  hasPmap: z.boolean(),
  pmapPrice: moneySchema.nullable(),
  campaignName: z.string().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  distributorPricing: z
    .object({
      distCost: moneySchema.nullable(),
      distMasterPack: moneySchema.nullable(),
      distMasterPackQty: z.number().int().nullable(),
    })
    .nullable(),
});
export type PmapPricing = z.infer<typeof pmapPricingSchema>;
export const pmapBatchResponseSchema = z.record(z.string(), pmapPricingSchema);
/** Spec partner §9: 'Expiring Soon' when valid-to is within this many days. */
export const PMAP_EXPIRING_SOON_DAYS = 7;
