import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cdnMigrationResponseSchema, cdnMigrationStatusSchema } from '@crossover/domain/cdn-migration';
import { apiJson } from '@/lib/api-client';
import { useMutation } from '@/lib/use-mutation';

export const CDN_STATUS_URL = '/api/bunny-migration/status';

export function useCdnStatus() {
  return useQuery({
    queryKey: [CDN_STATUS_URL],
    queryFn: () => apiJson('GET', CDN_STATUS_URL, cdnMigrationStatusSchema),
  });
}

export function useCdnMigration(target: 'products' | 'logos') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson('POST', `/api/bunny-migration/${target}`, cdnMigrationResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CDN_STATUS_URL] }),
  });
}
