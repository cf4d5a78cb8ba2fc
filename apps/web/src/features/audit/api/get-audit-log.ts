import { auditPageSchema } from '@crossover/domain/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, urlFromQueryKey } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-config';

export interface AuditFilters {
  page: number;
  limit: number;
  action?: string | undefined;
  entityType?: string | undefined;
}

export const auditLogQueryOptions = (filters: AuditFilters) => {
  const queryKey = ['/api/audit-log', { ...filters }] as const;
  return queryOptions({
    queryKey,
    queryFn: async () => auditPageSchema.parse(await apiGet(urlFromQueryKey(queryKey))),
    placeholderData: keepPreviousData,
  });
};

export function useAuditLog(filters: AuditFilters, options: QueryConfig<typeof auditLogQueryOptions> = {}) {
  return useQuery({ ...auditLogQueryOptions(filters), ...options });
}
