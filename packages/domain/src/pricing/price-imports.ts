import { z } from 'zod';
import { priceListInputSchema, priceListRowSchema, priceListStatsSchema } from './price-list.ts';

/**
 * Distributor price-list processing, history and rollback (back-office §2.5, §2.6, §3
 * pricing_imports / pricing_changes, §4, §5, §7 "Pricing"; issue 16; the pricing contract):
 *
 * - POST /api/pricing-import/process (processPriceListRequestSchema) → 202 processPriceListResponseSchema
 * - GET /api/pricing-imports → pricingImportListSchema (newest first; a distributor sees its own)
 * - GET /api/pricing-imports/{id} → pricingImportDetailSchema (changes, progress while processing)
 * - POST /api/pricing-imports/{id}/rollback (rollbackRequestSchema) → 200 pricingImportSummarySchema,
 *   or for a large import 202 rollbackStartedSchema (follow GET /api/pricing-imports/{id})
 *
 * The upload (POST /api/pricing-import/upload) and the row rules are in price-list.ts.
 */

export const PRICING_IMPORT_TYPES = ['distributor_pricing', 'pmap_campaign'] as const;

/**
 * processing → scheduled | completed | failed; scheduled → completed; completed → expired; scheduled
 * or completed → rolled_back, directly for a small import or through rolling_back (transient: the
 * rollback job is working it in rounds; back to its previous status if that job fails for good).
 */
export const PRICING_IMPORT_STATUSES = [
  'processing',
  'scheduled',
  'completed',
  'expired',
  'failed',
  'rolling_back',
  'rolled_back',
] as const;
export type PricingImportStatus = (typeof PRICING_IMPORT_STATUSES)[number];

/** Only these may be rolled back (spec §4: Rollback for completed; a scheduled one is cancelled). */
export const ROLLBACK_STATUSES: readonly PricingImportStatus[] = ['scheduled', 'completed'];

export const PRICING_CHANGE_TYPES = [
  'distributor_cost',
  'distributor_mpq_cost',
  'distributor_part_number',
  'pricing_rule_created',
  'pricing_rule_deactivated',
] as const;
export type PricingChangeType = (typeof PRICING_CHANGE_TYPES)[number];

export const PRICING_CHANGE_STATES = ['scheduled', 'applied', 'expired'] as const;

/** Rows one price list may hold (the CSV import's limit). */
export const MAX_PRICE_LIST_ROWS = 100_000;

/** Spec §5/§8 and the server's own refusals, word for word on both sides. */
export const PRICING_IMPORT_MESSAGES = {
  rollbackReasonRequired: 'Rollback reason is required',
  effectiveDateRequired: 'Effective date is required',
  dateFormat: 'Expected a date as YYYY-MM-DD',
  expirationAfterEffective: 'Expiration date must be after the effective date',
  expirationInPast: 'Expiration date must be in the future',
  organizationNotDistributor: 'Choose a distributor organization, or none for the catalogue',
  ownOrganizationOnly: 'You can import prices for your own organization only',
  noRows: 'The price list has no rows',
  importNotFound: 'Pricing import not found',
  notRollbackable: (status: string) =>
    `Only scheduled or completed imports can be rolled back (this one is ${status.replace('_', ' ')})`,
  laterImport: (filename: string, date: string) =>
    `A later import changed the same prices since: ${filename} (${date}). Roll that one back first.`,
  rollbackOwnOnly: 'You can roll back your own organization’s imports only',
} as const;

const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, PRICING_IMPORT_MESSAGES.dateFormat)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && dayIsReal(value), {
    message: PRICING_IMPORT_MESSAGES.dateFormat,
  });

/** 2026-02-30 parses in some engines; a real day prints back as itself. */
function dayIsReal(value: string): boolean {
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

export const processPriceListRequestSchema = z.object({
  pricingData: z.array(priceListInputSchema).max(MAX_PRICE_LIST_ROWS),
  effectiveDate: z.string({ error: PRICING_IMPORT_MESSAGES.effectiveDateRequired }).pipe(dateText),
  expirationDate: dateText.nullable().optional(),
  filename: z.string().trim().min(1).max(255),
  /** Admins: a distributor organization, or null for the catalogue's reference columns. */
  organizationId: z.string().max(100).nullable().optional(),
});
export type ProcessPriceListRequest = z.infer<typeof processPriceListRequestSchema>;

export const processPriceListResponseSchema = z.object({
  importId: z.string(),
  jobId: z.string(),
  status: z.enum(PRICING_IMPORT_STATUSES),
  data: z.array(priceListRowSchema),
  stats: priceListStatsSchema,
});
export type ProcessPriceListResponse = z.infer<typeof processPriceListResponseSchema>;

export const pricingImportSummarySchema = z.object({
  id: z.string(),
  importType: z.string(),
  filename: z.string(),
  campaignName: z.string().nullable(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  userName: z.string().nullable(),
  effectiveDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
  recordsProcessed: z.number().int(),
  recordsSuccessful: z.number().int(),
  recordsFailed: z.number().int(),
  status: z.enum(PRICING_IMPORT_STATUSES),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
  rolledBackAt: z.string().nullable(),
  rolledBackByName: z.string().nullable(),
  rollbackReason: z.string().nullable(),
  canRollBack: z.boolean(),
});
export type PricingImportSummary = z.infer<typeof pricingImportSummarySchema>;

export const pricingImportListSchema = z.object({ imports: z.array(pricingImportSummarySchema) });

export const pricingChangeSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  sku: z.string().nullable(),
  productName: z.string().nullable(),
  changeType: z.string(),
  fieldName: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  state: z.enum(PRICING_CHANGE_STATES),
  isRolledBack: z.boolean(),
  rolledBackAt: z.string().nullable(),
});
export type PricingChange = z.infer<typeof pricingChangeSchema>;

export const pricingImportDetailSchema = pricingImportSummarySchema.extend({
  progress: z.object({ processed: z.number().int(), total: z.number().int().nullable() }).nullable(),
  changes: z.array(pricingChangeSchema),
});
export type PricingImportDetail = z.infer<typeof pricingImportDetailSchema>;

export const rollbackRequestSchema = z.object({
  reason: z
    .string({ error: PRICING_IMPORT_MESSAGES.rollbackReasonRequired })
    .max(1000)
    .refine((value) => value.trim().length > 0, { message: PRICING_IMPORT_MESSAGES.rollbackReasonRequired }),
});

/** A large rollback's answer: the import (status rolling_back) and the job rolling it back in rounds. */
export const rollbackStartedSchema = pricingImportSummarySchema.extend({ jobId: z.string() });
export type RollbackStarted = z.infer<typeof rollbackStartedSchema>;
