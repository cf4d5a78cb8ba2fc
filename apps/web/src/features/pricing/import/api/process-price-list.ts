import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { PRICING_IMPORTS_URL, processPriceList } from '../../shared/api';

/** POST /api/pricing-import/process: 202 with the import its job applies; the history lists it. */
export function useProcessPriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processPriceList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRICING_IMPORTS_URL] }),
  });
}
