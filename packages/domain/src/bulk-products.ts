import { z } from 'zod';
import { productFiltersSchema } from './catalog.ts';
import { tooLongMessage } from './fields.ts';

/**
 * Bulk Product Update (back-office §2.14, §3 "Bulk update request", §4, §5):
 * PUT /api/products/bulk-update and DELETE /api/products/bulk-delete, admin only.
 *
 * A selection is either `productIds` (what the user ticked) or, per decision 0013, the list's
 * `filter` with the rows the user unticked (`excludedIds`): "all matching" covers rows the browser
 * never loaded and is never sent as a list of every id. Either way at most MAX_BULK_PRODUCTS.
 */

export const MAX_BULK_PRODUCTS = 10_000;
/** Spec §9: the preview shows the first 5 products before and after. */
export const BULK_PREVIEW_SAMPLES = 5;
const MAX_ID_LENGTH = 100;
const MAX_TEXT_LENGTH = 200;

/** Spec §5 and §8 texts, word for word (titles are the toasts' titles). */
export const BULK_MESSAGES = {
  noSelectionTitle: 'No Selection',
  selectToUpdate: 'Please select products to update',
  selectToDelete: 'Please select products to delete',
  noUpdatesTitle: 'No Updates',
  noUpdates: 'Please specify at least one field to update',
  unauthorizedTitle: 'Unauthorized',
  adminsOnlyDelete: 'Only administrators can delete products',
  updateFailedTitle: 'Update Failed',
  updateFailed: 'Failed to perform bulk update',
  deleteFailedTitle: 'Delete Failed',
  deleteFailed: 'Failed to delete products',
  tooMany: `Select at most ${MAX_BULK_PRODUCTS.toLocaleString('en-US')} products at a time`,
  selectionTwice: 'Send either productIds or a filter, not both',
  // products.series_id is required (spec §3): a product cannot be left without a series.
  seriesRequired: 'Every product needs a series: choose another series or keep the current one',
} as const;

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** 'Too many' with the selection's own size, for a filter that matches more than the limit. */
export const tooManyMessage = (count: number) =>
  `${BULK_MESSAGES.tooMany}; this selection has ${plural(count, 'product')}`;
export const bulkUpdatedMessage = (count: number) => `Successfully updated ${plural(count, 'product')}`;
export const bulkDeletedMessage = (count: number) => `Successfully deleted ${plural(count, 'product')}`;

const productIdSchema = z.string().trim().min(1).max(MAX_ID_LENGTH);

/** The list's filters (search, status, category, subcategory, manufacturer, series). */
export const bulkFilterSchema = productFiltersSchema;
export type BulkFilter = z.infer<typeof bulkFilterSchema>;

function selectionShape(noSelection: string) {
  return {
    productIds: z
      .array(productIdSchema)
      .min(1, noSelection)
      .max(MAX_BULK_PRODUCTS, BULK_MESSAGES.tooMany)
      .optional(),
    filter: bulkFilterSchema.optional(),
    /** Only with `filter`: rows of the filtered set the user unticked. */
    excludedIds: z.array(productIdSchema).max(MAX_BULK_PRODUCTS, BULK_MESSAGES.tooMany).optional(),
  };
}

/** Exactly one of productIds and filter. */
function checkSelection(
  value: { productIds?: string[] | undefined; filter?: unknown },
  ctx: z.RefinementCtx,
  noSelection: string,
) {
  if (value.productIds === undefined && value.filter === undefined)
    ctx.addIssue({ code: 'custom', path: ['productIds'], message: noSelection });
  if (value.productIds !== undefined && value.filter !== undefined)
    ctx.addIssue({ code: 'custom', path: ['filter'], message: BULK_MESSAGES.selectionTwice });
}

/**
 * Spec §5 for category and subcategory text: 'CLEAR' in any case clears (null), blank keeps
 * (undefined), anything else is the new value, trimmed. The request schema applies the same rule,
 * so a form can send what the user typed.
 */
export function bulkTextUpdate(text: string | null | undefined): string | null | undefined {
  if (text === null) return null;
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return undefined;
  return trimmed.toLowerCase() === 'clear' ? null : trimmed;
}

/** Spec §5: the series choice 'keep' leaves the series, 'remove' sets null, else a series id. */
export const SERIES_KEEP = 'keep';
export const SERIES_REMOVE = 'remove';
export function bulkSeriesUpdate(choice: string): string | null | undefined {
  if (choice === SERIES_KEEP || choice === '') return undefined;
  return choice === SERIES_REMOVE ? null : choice;
}

/** Spec §5: status keep / active / inactive sets isActive. */
export const BULK_STATUS_CHOICES = ['keep', 'active', 'inactive'] as const;
export type BulkStatusChoice = (typeof BULK_STATUS_CHOICES)[number];
export function bulkStatusUpdate(choice: BulkStatusChoice): boolean | undefined {
  return choice === 'keep' ? undefined : choice === 'active';
}

/** The Bulk Product Update form's settings as the request's `updates` (what the user typed or chose). */
export interface BulkUpdateForm {
  category: string;
  subcategory: string;
  /** 'keep', 'remove' or a series id. */
  series: string;
  status: BulkStatusChoice;
}
export function bulkUpdatesFromForm(form: BulkUpdateForm): BulkUpdates {
  const updates: BulkUpdates = {
    category: bulkTextUpdate(form.category),
    subcategory: bulkTextUpdate(form.subcategory),
    seriesId: bulkSeriesUpdate(form.series),
    isActive: bulkStatusUpdate(form.status),
  };
  // Absent rather than undefined, so the JSON body carries only what changes.
  return Object.fromEntries(Object.entries(updates).filter(([, v]) => v !== undefined)) as BulkUpdates;
}

const textUpdate = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(MAX_TEXT_LENGTH, tooLongMessage(label, MAX_TEXT_LENGTH))
    .nullable()
    .optional()
    .transform(bulkTextUpdate);

/** `undefined` (or absent) keeps a field; `null` clears it. */
export const bulkUpdatesSchema = z
  .object({
    category: textUpdate('Category'),
    subcategory: textUpdate('Subcategory'),
    seriesId: productIdSchema.nullable().optional(),
    isActive: z.boolean().optional(),
  })
  .superRefine((updates, ctx) => {
    if (updates.seriesId === null)
      ctx.addIssue({ code: 'custom', path: ['seriesId'], message: BULK_MESSAGES.seriesRequired });
  });
export type BulkUpdates = z.output<typeof bulkUpdatesSchema>;

/** Whether the updates change anything at all. */
export const hasBulkUpdates = (updates: BulkUpdates): boolean =>
  Object.values(updates).some((value) => value !== undefined);

export const bulkUpdateRequestSchema = z
  .object({
    ...selectionShape(BULK_MESSAGES.selectToUpdate),
    updates: bulkUpdatesSchema,
    /** Answer the preview and change nothing. */
    dryRun: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    checkSelection(value, ctx, BULK_MESSAGES.selectToUpdate);
    if (!hasBulkUpdates(value.updates))
      ctx.addIssue({ code: 'custom', path: ['updates'], message: BULK_MESSAGES.noUpdates });
  });
export type BulkUpdateRequest = z.input<typeof bulkUpdateRequestSchema>;
export type BulkUpdateCommand = z.output<typeof bulkUpdateRequestSchema>;

export const bulkDeleteRequestSchema = z
  .object(selectionShape(BULK_MESSAGES.selectToDelete))
  .superRefine((value, ctx) => checkSelection(value, ctx, BULK_MESSAGES.selectToDelete));
export type BulkDeleteRequest = z.input<typeof bulkDeleteRequestSchema>;
export type BulkDeleteCommand = z.output<typeof bulkDeleteRequestSchema>;

/** A product's bulk-editable values, before or after. */
export const bulkProductValuesSchema = z.object({
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  seriesId: z.string(),
  seriesName: z.string().nullable(),
  isActive: z.boolean(),
});
export type BulkProductValues = z.infer<typeof bulkProductValuesSchema>;

/** The updates as applied (after the 'CLEAR' and blank rules): absent keeps, null clears. */
export const appliedBulkUpdatesSchema = z.object({
  category: z.string().nullable().optional(),
  subcategory: z.string().nullable().optional(),
  seriesId: z.string().optional(),
  isActive: z.boolean().optional(),
});

/** Spec §3 preview: number of products, the changes, and the first 5 products before and after. */
export const bulkUpdatePreviewSchema = z.object({
  dryRun: z.literal(true),
  targetProducts: z.number().int(),
  updates: appliedBulkUpdatesSchema,
  /** The new series' name when the updates set one (for "Series → name"). */
  seriesName: z.string().nullable(),
  previewProducts: z.array(
    z.object({
      id: z.string(),
      sku: z.string(),
      name: z.string(),
      currentValues: bulkProductValuesSchema,
      newValues: bulkProductValuesSchema,
    }),
  ),
});
export type BulkUpdatePreview = z.infer<typeof bulkUpdatePreviewSchema>;

export const bulkUpdateResultSchema = z.object({
  dryRun: z.literal(false),
  message: z.string(),
  updated: z.number().int(),
});
export type BulkUpdateResult = z.infer<typeof bulkUpdateResultSchema>;

export const bulkUpdateResponseSchema = z.union([bulkUpdatePreviewSchema, bulkUpdateResultSchema]);
export type BulkUpdateResponse = z.infer<typeof bulkUpdateResponseSchema>;

export const bulkDeleteResponseSchema = z.object({ message: z.string(), deleted: z.number().int() });
export type BulkDeleteResponse = z.infer<typeof bulkDeleteResponseSchema>;

/** A product's values after the updates: the preview's "after" column. */
export function applyBulkUpdates(
  current: BulkProductValues,
  updates: z.infer<typeof appliedBulkUpdatesSchema>,
  newSeriesName: string | null,
): BulkProductValues {
  return {
    category: updates.category === undefined ? current.category : updates.category,
    subcategory: updates.subcategory === undefined ? current.subcategory : updates.subcategory,
    seriesId: updates.seriesId ?? current.seriesId,
    seriesName: updates.seriesId === undefined ? current.seriesName : newSeriesName,
    isActive: updates.isActive ?? current.isActive,
  };
}
