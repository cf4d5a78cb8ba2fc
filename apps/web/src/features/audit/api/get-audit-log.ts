import { auditPageSchema } from '@crossover/domain/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, urlFromQueryKey } from '@/lib/api-client';

export interface AuditFilters {
  page: number;
  limit: number;
  action?: string | undefined;
  entityType?: string | undefined;
}

export function useAuditLog(filters: AuditFilters) {
  const queryKey = ['/api/audit-log', { ...filters }] as const;
  return useQuery({
    queryKey,
    queryFn: async () => auditPageSchema.parse(await apiGet(urlFromQueryKey(queryKey))),
    placeholderData: keepPreviousData,
  });
}
