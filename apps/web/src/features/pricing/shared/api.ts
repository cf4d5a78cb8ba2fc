import { EMULATION_HEADER } from '@crossover/domain/auth';
import { z } from 'zod';
import { apiGet, apiJson, apiRequest, throwIfResNotOk } from '@/lib/api-client';
import { getEmulatedUserId } from '@/lib/emulation-storage';

/**
 * The distributor price-list import and its history, as the issue 16 contract shapes them
 * (back-office §3 'Distributor pricing row', 'Import stats'; §7 Pricing calls). Every answer is
 * checked here, so a screen never reads a field the server did not send.
 */

export const PRICE_LIST_ROW_STATUSES = ['success', 'warning', 'error'] as const;

/** One row of an uploaded price list, judged by the server (preview and results). */
export const priceListRowSchema = z.object({
  rowNumber: z.number().int(),
  // The spec names an 'other' status the screen shows with a grey dot: accept any text.
  status: z.string(),
  sku: z.string(),
  distPartNumber: z.string().nullable(),
  cost: z.string().nullable(),
  mpqCost: z.string().nullable(),
  message: z.string().nullable(),
  productId: z.string().nullable().optional(),
  currentCost: z.string().nullable().optional(),
});
export type PriceListRow = z.infer<typeof priceListRowSchema>;

export const priceListStatsSchema = z.object({
  total: z.number().int(),
  processed: z.number().int(),
  successful: z.number().int(),
  errors: z.number().int(),
  warnings: z.number().int(),
});
export type PriceListStats = z.infer<typeof priceListStatsSchema>;

export const priceListUploadSchema = z.object({
  data: z.array(priceListRowSchema),
  stats: priceListStatsSchema,
  filename: z.string(),
});
export type PriceListUpload = z.infer<typeof priceListUploadSchema>;

export const PRICING_IMPORT_STATUSES = [
  'processing',
  'scheduled',
  'completed',
  'expired',
  'failed',
  'rolled_back',
] as const;
export type PricingImportStatus = (typeof PRICING_IMPORT_STATUSES)[number];

export const processAnswerSchema = z.object({
  importId: z.string(),
  jobId: z.string().nullable(),
  status: z.enum(PRICING_IMPORT_STATUSES),
  data: z.array(priceListRowSchema),
  stats: priceListStatsSchema,
});
export type ProcessAnswer = z.infer<typeof processAnswerSchema>;

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

export const pricingChangeSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  sku: z.string().nullable(),
  productName: z.string().nullable(),
  changeType: z.string(),
  fieldName: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  state: z.string(),
  isRolledBack: z.boolean(),
  rolledBackAt: z.string().nullable(),
});
export type PricingChange = z.infer<typeof pricingChangeSchema>;

export const pricingImportDetailSchema = pricingImportSummarySchema.extend({
  progress: z.object({ processed: z.number().int(), total: z.number().int() }).nullable(),
  changes: z.array(pricingChangeSchema),
});
export type PricingImportDetail = z.infer<typeof pricingImportDetailSchema>;

export const pricingImportsSchema = z.object({ imports: z.array(pricingImportSummarySchema) });

export const PRICING_IMPORTS_URL = '/api/pricing-imports';
export const pricingImportUrl = (id: string) => `${PRICING_IMPORTS_URL}/${encodeURIComponent(id)}`;

/** The multipart field names of POST /api/pricing-import/upload. */
export const PRICE_LIST_FILE_FIELD = 'file';
export const PRICE_LIST_ORGANIZATION_FIELD = 'organizationId';

/**
 * POST /api/pricing-import/upload (multipart `file`; an admin adds `organizationId`: a distributor,
 * or '' for the catalogue's reference prices). Fails like the api client: "<status>: <body>".
 */
export async function uploadPriceList(file: File, organizationId?: string | null): Promise<PriceListUpload> {
  const form = new FormData();
  // The target first: the server may read the fields before the file's bytes.
  if (organizationId !== undefined) form.append(PRICE_LIST_ORGANIZATION_FIELD, organizationId ?? '');
  form.append(PRICE_LIST_FILE_FIELD, file, file.name);
  const emulated = getEmulatedUserId();
  const res = await fetch('/api/pricing-import/upload', {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: emulated ? { [EMULATION_HEADER]: emulated } : {},
  });
  await throwIfResNotOk(res);
  return priceListUploadSchema.parse(await res.json());
}

/** What Process Updates sends per row: the file's values, never the preview's verdicts. */
export interface PriceListInputRow {
  rowNumber: number;
  sku: string;
  distPartNumber: string | null;
  cost: string | null;
  mpqCost: string | null;
}

export interface ProcessPriceListRequest {
  pricingData: PriceListInputRow[];
  effectiveDate: string;
  expirationDate: string | null;
  filename: string;
  organizationId?: string | null;
}

/** POST /api/pricing-import/process → 202 with the import and the server's own verdicts. */
export const processPriceList = (body: ProcessPriceListRequest) =>
  apiJson('POST', '/api/pricing-import/process', processAnswerSchema, body);

export async function fetchPricingImports(): Promise<PricingImportSummary[]> {
  return pricingImportsSchema.parse(await apiGet(PRICING_IMPORTS_URL)).imports;
}

export async function fetchPricingImport(id: string): Promise<PricingImportDetail> {
  return pricingImportDetailSchema.parse(await apiGet(pricingImportUrl(id)));
}

/**
 * POST /api/pricing-imports/{id}/rollback. Its answer is not read (spec §7): the history is fetched
 * again instead, so the row and its changes show what the server now holds.
 */
export async function rollBackPricingImport({ id, reason }: { id: string; reason: string }): Promise<void> {
  await apiRequest('POST', `${pricingImportUrl(id)}/rollback`, { reason });
}
