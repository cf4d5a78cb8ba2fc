import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from '@/lib/api-client';

/** Spec §7: no interval or focus refetch, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
