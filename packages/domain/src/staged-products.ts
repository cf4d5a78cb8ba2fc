import { z } from 'zod';
import { stagedAiFieldsSchema } from './ai-enhancement.ts';
import { exactCountResponseSchema, formatCount } from './counts.ts';
import { choice, tooLongMessage } from './fields.ts';
import { stagedRowProblemSchema } from './staged-products-check.ts';

/**
 * Staged Products (back-office §2.2, §3 staged_products, §4, §5, §7 "Staged products and AI", §8,
 * §9): GET /api/scraper/staged (a page of rows with totals), GET /api/scraper/staged/{id} (the
 * Product Data Preview) and POST /api/scraper/staged-bulk (approve or delete, admins only).
 * Admins see every row; a manufacturer its own brand's rows; a distributor the rows of the series
 * it carries, costs only where the catalogue shows them (decision 0027). Only admins approve or
 * delete. Decision 0021 explains the choices.
 */

/** Spec §9: page sizes 25, 50, 100, 500 (default 50); default status pending; polled every 3 s. */
export const STAGED_PAGE_SIZES = [25, 50, 100, 500] as const;
export const DEFAULT_STAGED_PAGE_SIZE = 50;
export const STAGED_POLL_MS = 3_000;
/** The most rows one approve or delete takes (issue 10), counted before any work. */
export const MAX_STAGED_BULK = 50_000;
/** How many problem rows an approval's answer lists (the count covers all). */
export const MAX_REPORTED_PROBLEMS = 20;
const MAX_ID_LENGTH = 100;
const MAX_SEARCH_LENGTH = 200;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** Spec §2.2: All Status, Pending, Approved, Rejected (default Pending). */
export const STAGED_STATUS_FILTERS = ['all', ...REVIEW_STATUSES] as const;
export type StagedStatusFilter = (typeof STAGED_STATUS_FILTERS)[number];
export const STAGED_STATUS_LABELS: Record<StagedStatusFilter, string> = {
  all: 'All Status',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Spec §2.2: the source shown in the preview, chosen by which id the row carries. */
export const STAGED_SOURCES = ['CSV Import', 'Web Scraper', 'Manual Entry'] as const;
export type StagedSource = (typeof STAGED_SOURCES)[number];
export function stagedSource(row: { csvImportId: string | null; scrapeJobId: string | null }): StagedSource {
  if (row.csvImportId) return 'CSV Import';
  if (row.scrapeJobId) return 'Web Scraper';
  return 'Manual Entry';
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** Spec §2.2, §5 and §8 texts, word for word (titles are the toasts' titles). */
export const STAGED_MESSAGES = {
  title: 'Staged Products',
  standardTab: 'Standard Review',
  aiTab: 'AI Enhanced',
  aiTabTitle: 'AI-Enhanced Product Staging',
  searchPlaceholder: 'Search by name, SKU, or series...',
  emptyStandard: 'No products found matching your criteria.',
  emptyAi: 'No staged products found.',
  noDescription: 'No original description',
  previewTitle: 'Product Data Preview',
  approveAllSelected: 'Approve All Selected',
  deleteAllSelected: 'Delete All Selected',
  clearSelection: 'Clear Selection',
  newBadge: 'New',
  updateBadge: 'Update',
  deleteOneConfirm: 'Are you sure you want to delete this product?',
  approveFailed: 'Failed to approve selected products. Please try again.',
  deleteFailedTitle: 'Deletion Failed',
  deleteFailed: 'Failed to delete selected products. Please try again.',
  aiApproveFailedTitle: 'Approval Failed',
  aiApproveFailed: 'Failed to approve products. Please try again.',
  aiApprovedTitle: 'Products Approved',
  fetchFailed: 'Failed to fetch staged products',
  rawApproveFailed: 'Failed to approve products',
  rawDeleteFailed: 'Failed to delete products',
  // Ours (the spec is silent): refusals of the bulk body, each naming its field.
  selectToApprove: 'Select at least one product to approve',
  selectToDelete: 'Select at least one product to delete',
  tooMany: `Select at most ${MAX_STAGED_BULK.toLocaleString('en-US')} products at a time`,
  selectionTwice: 'Send either productIds or a filter, not both',
  adminsOnly: 'Only administrators can approve or delete staged products',
  notFound: 'Staged product not found',
} as const;

/** Spec §2.2 subtitle. */
export const stagedSubtitle = (total: number, capped = false) =>
  `Review and approve products before they go live (${formatCount(total, capped)} total)`;
/** Spec §2.2 button; '1,000+' only until the exact count of a capped list has arrived. */
export const selectAllLabel = (count: number, capped = false) =>
  `Select All ${formatCount(count, capped)} Products`;
/** Spec §5 staged bulk delete confirmation. */
export const deleteManyConfirm = (count: number) =>
  `Are you sure you want to delete ${plural(count, 'product')}? This action cannot be undone.`;
/** Spec §8 standard tab successes. */
export const approvedMessage = (count: number) => `Successfully approved ${plural(count, 'product')}`;
export const deletedMessage = (count: number) => `Successfully deleted ${plural(count, 'product')}`;
/** Spec §8 AI tab success: 'n products have been approved and moved to catalog.' */
export const aiApprovedMessage = (count: number) =>
  `${plural(count, 'product')} ${count === 1 ? 'has' : 'have'} been approved and moved to catalog.`;
export const tooManyMessage = (count: number) =>
  `${STAGED_MESSAGES.tooMany}; this selection has ${plural(count, 'product')}`;

/** GET /api/scraper/staged. `_t` is the spec's cache-buster: accepted and ignored. */
export const stagedListQuerySchema = z.object({
  _t: z.string().max(50).optional(),
  page: z.coerce.number({ error: 'Page must be a whole number of at least 1' }).int().min(1).default(1),
  limit: z.coerce
    .number()
    .pipe(z.union(STAGED_PAGE_SIZES.map((size) => z.literal(size))))
    .default(DEFAULT_STAGED_PAGE_SIZE)
    .catch(DEFAULT_STAGED_PAGE_SIZE),
  search: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, tooLongMessage('Search', MAX_SEARCH_LENGTH))
    .optional()
    .transform((v) => v || undefined),
  status: choice('status', STAGED_STATUS_FILTERS).default('pending'),
});
export type StagedListQuery = z.output<typeof stagedListQuerySchema>;
export type StagedListParams = z.input<typeof stagedListQuerySchema>;

/**
 * The fields a staged row carries only for a reader the catalogue shows the product's costs: an
 * admin, its manufacturer, a distributor with a can_order or pricing_visible grant for its series.
 */
export const STAGED_COST_FIELDS = ['mfgCost', 'mfgMasterPackCost', 'mfgMasterPackQty'] as const;

/**
 * A staged row as the screens show it: the spec's staged_products fields (prices as the import
 * wrote them, text), the manufacturer's name and logo (the organization's, else the proposed
 * ones), New/Update checked against the catalogue when read, the source, and what would stop
 * its approval (`problems`, checked without the catalogue; approval checks again).
 */
export const stagedProductSchema = stagedAiFieldsSchema.extend({
  id: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  status: z.string(),
  /** Cost fields: absent where the catalogue would hide them (STAGED_COST_FIELDS). */
  mfgCost: z.string().nullable().optional(),
  mfgMasterPackCost: z.string().nullable().optional(),
  mapPrice: z.string().nullable(),
  retailPrice: z.string().nullable(),
  mfgMasterPackQty: z.number().int().nullable().optional(),
  imageUrl: z.string().nullable(),
  imageSourceUrl: z.string().nullable(),
  images: z.array(z.string()).nullable(),
  specifications: z.record(z.string(), z.unknown()).nullable(),
  sourceUrl: z.string().nullable(),
  upc: z.string().nullable(),
  weight: z.string().nullable(),
  dimensions: z.string().nullable(),
  manufacturerId: z.string().nullable(),
  manufacturerName: z.string().nullable(),
  manufacturerLogoUrl: z.string().nullable(),
  proposedManufacturerName: z.string().nullable(),
  proposedManufacturerLogo: z.string().nullable(),
  proposedSeriesName: z.string().nullable(),
  /** True when no catalogue product has this SKU (any case) now: the New badge; else Update. */
  isNewSku: z.boolean(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  /** Why the last approval left the row pending, or the reviewer's note. */
  reviewNotes: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  csvImportId: z.string().nullable(),
  scrapeJobId: z.string().nullable(),
  source: z.enum(STAGED_SOURCES),
  problems: z.array(stagedRowProblemSchema),
  /** What the import could not read of the row's cells (a field left empty, an amount rounded). */
  importWarnings: z.array(z.string()).nullable(),
  /** Why the import took the row for no product (a heading, a note): approval leaves it out unless insisted. */
  importFlag: z.string().nullable(),
  createdAt: z.string(),
});
export type StagedProduct = z.infer<typeof stagedProductSchema>;

export const stagedStatusCountsSchema = z.object({
  all: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type StagedStatusCounts = z.infer<typeof stagedStatusCountsSchema>;

/** Which of the counts per status stopped at the cap (domain counts.ts). */
export const stagedStatusCountsCappedSchema = z.object({
  all: z.boolean(),
  pending: z.boolean(),
  approved: z.boolean(),
  rejected: z.boolean(),
});
export type StagedStatusCountsCapped = z.infer<typeof stagedStatusCountsCappedSchema>;

/**
 * The list's answer: one page (newest first) and its totals, each counted up to a cap (decision
 * 0045; exact on demand: GET /api/scraper/staged/count). `total` counts the rows matching status and
 * search (pages, 'Select All n Products') up to COUNT_CAP or the page's end, whichever is further;
 * `counts` the caller's rows per status, whatever the search (the subtitle's n is `counts.all`).
 */
export const stagedListResponseSchema = z.object({
  products: z.array(stagedProductSchema),
  total: z.number().int(),
  /** More than `total` match: the screen says '1,000+' and asks for the exact count on Select All. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
  /** With a capped total: up to the page holding the row past the cap (there is at least that one). */
  totalPages: z.number().int(),
  counts: stagedStatusCountsSchema,
  countsCapped: stagedStatusCountsCappedSchema,
  /**
   * Of the rows matching status and search, those an import flagged as looking like no product;
   * counted to the same cap as `total`, so exact whenever `total` is.
   */
  flagged: z.number().int(),
});
export type StagedListResponse = z.infer<typeof stagedListResponseSchema>;

const idSchema = z.string().trim().min(1).max(MAX_ID_LENGTH);

/** GET /api/scraper/staged/count: exactly how many rows match the list, and how many are flagged. */
export const stagedExactCountResponseSchema = exactCountResponseSchema.extend({ flagged: z.number().int() });
export type StagedExactCountResponse = z.infer<typeof stagedExactCountResponseSchema>;

/** The list's search, for 'Select All n Products' (decision 0013: all matching is a filter). */
export const stagedBulkFilterSchema = z.object({
  search: stagedListQuerySchema.shape.search,
});

export const STAGED_BULK_ACTIONS = ['approve', 'delete'] as const;
export type StagedBulkAction = (typeof STAGED_BULK_ACTIONS)[number];

/**
 * POST /api/scraper/staged-bulk: `action`, and either `productIds` (1–50,000; one id for a row's
 * own button) or the list's `filter` with the rows the user unticked (`excludedIds`). Only
 * pending rows are approved or deleted. `useAiEnhancements` (approve): false on the standard tab,
 * true on the AI tab, where each row's use-flags choose the enhanced values.
 */
export const stagedBulkRequestSchema = z
  .object({
    action: choice('action', STAGED_BULK_ACTIONS),
    productIds: z
      .array(idSchema, { error: 'productIds must be a list of ids' })
      .max(MAX_STAGED_BULK, STAGED_MESSAGES.tooMany)
      .optional(),
    filter: stagedBulkFilterSchema.optional(),
    excludedIds: z.array(idSchema).max(MAX_STAGED_BULK, STAGED_MESSAGES.tooMany).optional(),
    useAiEnhancements: z.boolean({ error: 'useAiEnhancements must be true or false' }).default(false),
    /** Approve rows an import flagged as looking like no product (left pending otherwise). */
    includeFlagged: z.boolean({ error: 'includeFlagged must be true or false' }).default(false),
  })
  .superRefine((body, ctx) => {
    const none = body.action === 'delete' ? STAGED_MESSAGES.selectToDelete : STAGED_MESSAGES.selectToApprove;
    if (body.productIds !== undefined && body.filter !== undefined)
      ctx.addIssue({ code: 'custom', path: ['filter'], message: STAGED_MESSAGES.selectionTwice });
    else if (body.filter === undefined && (body.productIds ?? []).length === 0)
      ctx.addIssue({ code: 'custom', path: ['productIds'], message: none });
  });
export type StagedBulkRequest = z.input<typeof stagedBulkRequestSchema>;
export type StagedBulkCommand = z.output<typeof stagedBulkRequestSchema>;

/** A selected row that was not approved, and why (it stays pending with the reason as its note). */
export const stagedBulkProblemSchema = z.object({
  id: z.string(),
  sku: z.string().nullable(),
  message: z.string(),
});
export type StagedBulkProblem = z.infer<typeof stagedBulkProblemSchema>;

/**
 * The answer to either action; the spec's client reads `approved` and `deleted`. `skipped`
 * counts selected rows left as they were: no longer pending (someone else reviewed them), or, for
 * approve, with a problem (`problems` lists the first 20).
 */
export const stagedBulkResponseSchema = z.object({
  action: z.enum(STAGED_BULK_ACTIONS),
  message: z.string(),
  approved: z.number().int(),
  deleted: z.number().int(),
  /** Of the approved: new catalogue products, and existing ones updated by SKU. */
  created: z.number().int(),
  updated: z.number().int(),
  /** Series created for their manufacturers (proposed names that did not exist yet). */
  seriesCreated: z.array(z.string()),
  skipped: z.number().int(),
  problems: z.array(stagedBulkProblemSchema),
});
export type StagedBulkResponse = z.infer<typeof stagedBulkResponseSchema>;
