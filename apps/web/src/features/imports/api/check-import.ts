import type { ColumnMappingInput } from '@crossover/domain/imports';
import { importCheckSchema } from '@crossover/domain/imports';
import type { StatusMap } from '@crossover/domain/imports-status';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/**
 * POST /api/csv-import/{id}/check: the whole stored file read under the mapping and status map the
 * preview shows (issue 15 item 24), asked again whenever either changes. Nothing is written.
 */
export function useImportCheck(importId: string, columnMapping: ColumnMappingInput, statusMap: StatusMap) {
  return useQuery({
    queryKey: ['/api/csv-import', importId, 'check', columnMapping, statusMap] as const,
    queryFn: () =>
      apiJson('POST', `/api/csv-import/${encodeURIComponent(importId)}/check`, importCheckSchema, {
        columnMapping,
        statusMap,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
