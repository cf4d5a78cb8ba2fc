import { EMULATION_HEADER } from '@crossover/domain/auth';
import type { PriceListInput, PriceListUpload } from '@crossover/domain/pricing/price-list';
import { priceListUploadSchema } from '@crossover/domain/pricing/price-list';
import type { PricingImportDetail, PricingImportSummary } from '@crossover/domain/pricing/price-imports';
import {
  pricingImportDetailSchema,
  pricingImportListSchema,
  processPriceListResponseSchema,
  rollbackStartedSchema,
} from '@crossover/domain/pricing/price-imports';
import { apiGet, apiJson, apiRequest, throwIfResNotOk } from '@/lib/api-client';
import { getEmulatedUserId } from '@/lib/emulation-storage';

/**
 * The distributor price-list import and its history (back-office §3 'Distributor pricing row',
 * 'Import stats'; §7 Pricing calls; the issue 16 contract): the fetchers, each answer checked
 * against the same domain schemas the server answers with.
 */
export type { PriceListRow, PriceListUpload } from '@crossover/domain/pricing/price-list';
export type { PreviewStats as PriceListStats } from '@crossover/domain/imports/row-preview';
export type {
  PricingChange,
  PricingImportDetail,
  PricingImportStatus,
  PricingImportSummary,
  ProcessPriceListResponse as ProcessAnswer,
} from '@crossover/domain/pricing/price-imports';

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

/** What Process Updates sends: each row's file values (never the preview's verdicts) and the dates. */
export interface ProcessPriceListRequest {
  pricingData: PriceListInput[];
  effectiveDate: string;
  expirationDate: string | null;
  filename: string;
  organizationId?: string | null;
}

/** POST /api/pricing-import/process → 202 with the import and the server's own verdicts. */
export const processPriceList = (body: ProcessPriceListRequest) =>
  apiJson('POST', '/api/pricing-import/process', processPriceListResponseSchema, body);

export async function fetchPricingImports(): Promise<PricingImportSummary[]> {
  return pricingImportListSchema.parse(await apiGet(PRICING_IMPORTS_URL)).imports;
}

export async function fetchPricingImport(id: string): Promise<PricingImportDetail> {
  return pricingImportDetailSchema.parse(await apiGet(pricingImportUrl(id)));
}

/**
 * POST /api/pricing-imports/{id}/rollback. A small import is rolled back in the request (200; the
 * history is fetched again instead of reading the answer, spec §7); a large one answers 202 with
 * the job rolling it back in rounds: its id is returned so the screen follows the import until
 * rolled_back.
 */
export async function rollBackPricingImport({
  id,
  reason,
}: {
  id: string;
  reason: string;
}): Promise<{ jobId: string | null }> {
  const res = await apiRequest('POST', `${pricingImportUrl(id)}/rollback`, { reason });
  if (res.status !== 202) return { jobId: null };
  return { jobId: rollbackStartedSchema.parse(await res.json()).jobId };
}
