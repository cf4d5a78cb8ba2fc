import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error';
import { reloadPage } from '@/lib/browser';
import { setEmulatedUserId } from '@/lib/emulation-storage';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';

export async function startEmulation(userId: string): Promise<void> {
  await apiRequest('POST', '/api/admin/emulation/start', { userId });
}

/**
 * Spec §4: the server starts (and audits) the emulation first; only then is the id stored, every
 * cached query invalidated and the page reloaded.
 */
export function useStartEmulation(config: MutationConfig<typeof startEmulation> = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    withMutationConfig(
      {
        mutationFn: startEmulation,
        onSuccess: (_answer, userId) => {
          setEmulatedUserId(userId);
          void queryClient.invalidateQueries();
          reloadPage();
        },
        onError: (error) => {
          toast({
            title: 'Emulation Failed',
            description: apiErrorMessage(error, 'Failed to start emulation'),
            variant: 'destructive',
          });
        },
      },
      config,
    ),
  );
}
