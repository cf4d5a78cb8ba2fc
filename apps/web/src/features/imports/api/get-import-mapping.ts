import { importMappingSchema } from '@crossover/domain/imports';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/csv-import/{id}/mapping while the Retry dialog of that import is open, fresh each time. */
export function useImportMapping(importId: string) {
  return useQuery({
    queryKey: ['/api/csv-import', importId, 'mapping'] as const,
    queryFn: async () =>
      importMappingSchema.parse(await apiGet(`/api/csv-import/${encodeURIComponent(importId)}/mapping`)),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
