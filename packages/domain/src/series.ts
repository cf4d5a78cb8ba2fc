import { z } from 'zod';
import { choice, optionalText, requiredText } from './fields.ts';

/**
 * Series management contract (back-office §2.9, §5, §7, §8): GET /api/product-series (with the
 * management filters), POST, PATCH /{id}, DELETE /{id}, and GET /api/product-series/uncommitted
 * (series names proposed by pending staged products that do not exist yet). Admins manage every
 * manufacturer's series; a manufacturer only its own organization's.
 */

export const SERIES_MESSAGES = {
  nameRequired: 'Series name is required',
  manufacturerRequired: 'Manufacturer is required',
  notFound: 'Series not found',
  manufacturerInvalid: 'Choose an active manufacturer organization',
  otherManufacturer: 'You can only manage series of your own organization',
  created: 'Series created successfully',
  updated: 'Series updated successfully',
  deleted: 'Series deleted successfully',
  createFailed: 'Failed to create series',
  updateFailed: 'Failed to update series',
  deleteFailed: 'Failed to delete series',
  deleteConfirm: 'Are you sure you want to delete this series? This may affect existing products.',
  emptyTitle: 'No series found',
  emptyFilteredTitle: 'No series match your filters',
} as const;

export const MAX_SERIES_NAME_LENGTH = 200;
export const MAX_SERIES_DESCRIPTION_LENGTH = 2000;

const productsText = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

/** 409 on a name the manufacturer already uses (names are unique per manufacturer, any case). */
export function seriesNameTakenMessage(name: string): string {
  return `This manufacturer already has a series named "${name}"`;
}

/** 409 on deleting a series that still has products (they restrict the delete). */
export function seriesHasProductsMessage(name: string, count: number): string {
  return `Series "${name}" has ${productsText(count)}; move them to another series or delete them first`;
}

/** 409 on moving a series with products to another manufacturer (they would no longer match it). */
export function seriesManufacturerLockedMessage(name: string, count: number): string {
  return `Series "${name}" has ${productsText(count)} of its manufacturer; its manufacturer cannot change`;
}

/** Every field's rule once; create adds the default, update makes each optional (decision 0013). */
const seriesBodySchema = z.object({
  name: requiredText('Series name', MAX_SERIES_NAME_LENGTH, SERIES_MESSAGES.nameRequired),
  manufacturerId: requiredText('Manufacturer', 100, SERIES_MESSAGES.manufacturerRequired),
  description: optionalText('Description', MAX_SERIES_DESCRIPTION_LENGTH),
  isActive: z.boolean({ error: 'Active must be true or false' }),
});

/** POST /api/product-series. Unknown keys (id, timestamps) are dropped. */
export const createSeriesSchema = seriesBodySchema.extend({
  isActive: seriesBodySchema.shape.isActive.default(true),
});
export type CreateSeriesRequest = z.infer<typeof createSeriesSchema>;
/** What the series form edits (its input type: description may be blank). */
export type SeriesFormValues = z.input<typeof createSeriesSchema>;

/** PATCH /api/product-series/{id}: any subset; description null or blank clears it. */
export const updateSeriesSchema = seriesBodySchema.partial();
export type UpdateSeriesRequest = z.infer<typeof updateSeriesSchema>;

export const SERIES_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type SeriesStatusFilter = (typeof SERIES_STATUS_FILTERS)[number];

const filterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === '' || v === 'all' ? undefined : v));

/**
 * GET /api/product-series filters: search (series or manufacturer name), manufacturerId, status.
 * Without any, every series the caller may list (the catalogue filter's old answer).
 */
export const seriesManagementQuerySchema = z.object({
  search: filterText(200),
  manufacturerId: filterText(100),
  status: choice('status', SERIES_STATUS_FILTERS).default('all'),
});
export type SeriesManagementQuery = z.infer<typeof seriesManagementQuerySchema>;

/** A series name pending staged products propose for a manufacturer that has no such series yet. */
export const uncommittedSeriesSchema = z.object({
  manufacturerId: z.string(),
  manufacturerName: z.string(),
  /** The proposed name as first written (trimmed); matching ignores case. */
  name: z.string(),
  /** How many pending staged products propose it. */
  stagedProductCount: z.number().int(),
});
export type UncommittedSeries = z.infer<typeof uncommittedSeriesSchema>;
