import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { PRICING_IMPORTS_URL, rollBackPricingImport } from '../../shared/api';

/** POST /api/pricing-imports/{id}/rollback; the list and the import's details are read again. */
export function useRollBackImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rollBackPricingImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRICING_IMPORTS_URL] }),
  });
}
