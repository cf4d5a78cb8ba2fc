import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { reloadPage } from '@/lib/browser';
import { clearEmulatedUserId } from '@/lib/emulation-storage';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';

/** Spec §4: reload 0.5 s after leaving emulation. */
export const EXIT_EMULATION_RELOAD_DELAY_MS = 500;
export const EXIT_EMULATION_FAILED = 'Failed to exit emulation. Please refresh the page.';

/**
 * Tells the server, then forgets the stored id whatever the answer, so a refresh always shows
 * the admin's own view (which is what the failure message asks for).
 */
export async function stopEmulation(): Promise<void> {
  try {
    await apiRequest('POST', '/api/admin/emulation/stop');
  } finally {
    clearEmulatedUserId();
  }
}

export function useExitEmulation(config: MutationConfig<typeof stopEmulation> = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    withMutationConfig(
      {
        mutationFn: stopEmulation,
        onSuccess: () => {
          void queryClient.invalidateQueries();
          toast({ title: 'Emulation Ended', description: 'You are now viewing as yourself' });
          window.setTimeout(reloadPage, EXIT_EMULATION_RELOAD_DELAY_MS);
        },
        onError: (error) => {
          console.error('Exit emulation failed', error);
          toast({ title: 'Error', description: EXIT_EMULATION_FAILED, variant: 'destructive' });
        },
      },
      config,
    ),
  );
}
