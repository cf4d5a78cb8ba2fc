import {
  PMAP_FILE_FIELD,
  type PmapImportRequest,
  pmapCampaignListSchema,
  pmapDeleteResponseSchema,
  pmapImportResponseSchema,
  pmapPreviewSchema,
} from '@crossover/domain/pricing/pmap';
import { EMULATION_HEADER } from '@crossover/domain/auth';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiJson, throwIfResNotOk } from '@/lib/api-client';
import { getEmulatedUserId } from '@/lib/emulation-storage';
import { useMutation } from '@/lib/use-mutation';

/** Spec §7: the active campaigns, read only on the PMAP screen and in the PMAP mode. */
export const PMAP_ACTIVE_URL = '/api/pricing-rules/pmap/active';
const PMAP_PREVIEW_URL = '/api/pricing-rules/pmap/preview';
const PMAP_IMPORT_URL = '/api/pricing-rules/pmap/import';
/** The product cards' promotions (features/catalog) are keyed under this too. */
const PMAP_BULK_URL = '/api/products/pmap-pricing/bulk';

export const activeCampaignsQueryOptions = () =>
  queryOptions({
    queryKey: [PMAP_ACTIVE_URL] as const,
    queryFn: async () => pmapCampaignListSchema.parse(await apiGet(PMAP_ACTIVE_URL)),
  });

export function useActiveCampaigns() {
  return useQuery(activeCampaignsQueryOptions());
}

/**
 * POST the workbook as multipart pmapFile. Not through apiRequest (JSON only); fails the same way
 * ("<status>: <body>"), so the screen reads the server's message alike. It writes nothing, so it
 * carries no idempotency key.
 */
export async function previewPmapFile(file: File) {
  const form = new FormData();
  form.append(PMAP_FILE_FIELD, file, file.name);
  const emulated = getEmulatedUserId();
  const res = await fetch(PMAP_PREVIEW_URL, {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: emulated ? { [EMULATION_HEADER]: emulated } : {},
  });
  await throwIfResNotOk(res);
  return pmapPreviewSchema.parse(await res.json());
}

export function usePreviewPmapFile() {
  return useMutation({ mutationFn: previewPmapFile });
}

export function importPmapCampaign(body: PmapImportRequest) {
  return apiJson('POST', PMAP_IMPORT_URL, pmapImportResponseSchema, body);
}

export function deletePmapCampaign(campaignName: string) {
  return apiJson(
    'DELETE',
    `/api/pmap-campaigns/${encodeURIComponent(campaignName)}`,
    pmapDeleteResponseSchema,
  );
}

/** A campaign write changes the list and what product cards and bulk prices show. */
function useInvalidateCampaigns() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [PMAP_ACTIVE_URL] }),
      queryClient.invalidateQueries({ queryKey: [PMAP_BULK_URL] }),
    ]);
}

/** Toasts are the caller's. */
export function useImportPmapCampaign() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({ mutationFn: importPmapCampaign, onSuccess: invalidate });
}

export function useDeletePmapCampaign() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({ mutationFn: deletePmapCampaign, onSuccess: invalidate });
}
