import { PAYMENT_MESSAGES, paymentOptionSchema } from '@crossover/domain/payment-options';
import type { PaymentOptionRequest } from '@crossover/domain/payment-options';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { toast } from '@/components/ui/use-toast';
import { apiJson, apiRequest } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error';
import { PAYMENT_OPTIONS_QUERY_KEY } from './get-payment-options';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';

export async function savePaymentOption({ id, body }: { id: string | null; body: PaymentOptionRequest }) {
  return id
    ? apiJson('PUT', `/api/payment-options/${encodeURIComponent(id)}`, paymentOptionSchema, body)
    : apiJson('POST', '/api/payment-options', paymentOptionSchema, body);
}

/** Toasts are left to the dialog, which also maps the server's field errors. */
export function useSavePaymentOption(config: MutationConfig<typeof savePaymentOption> = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    withMutationConfig(
      {
        mutationFn: savePaymentOption,
        onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENT_OPTIONS_QUERY_KEY }),
      },
      config,
    ),
  );
}

export async function deletePaymentOption(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/payment-options/${encodeURIComponent(id)}`);
}

export function useDeletePaymentOption(config: MutationConfig<typeof deletePaymentOption> = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    withMutationConfig(
      {
        mutationFn: deletePaymentOption,
        onSuccess: () => {
          toast({ title: PAYMENT_MESSAGES.deleted });
          return queryClient.invalidateQueries({ queryKey: PAYMENT_OPTIONS_QUERY_KEY });
        },
        onError: () =>
          toast({ title: 'Error', description: PAYMENT_MESSAGES.deleteFailed, variant: 'destructive' }),
      },
      config,
    ),
  );
}

export async function setDefaultPaymentOption({
  id,
  organizationId,
}: {
  id: string;
  organizationId?: string;
}) {
  return apiJson(
    'PUT',
    `/api/payment-options/${encodeURIComponent(id)}/set-default`,
    paymentOptionSchema,
    organizationId ? { organizationId } : {},
  );
}

export function useSetDefaultPaymentOption(config: MutationConfig<typeof setDefaultPaymentOption> = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    withMutationConfig(
      {
        mutationFn: setDefaultPaymentOption,
        onSuccess: () => {
          toast({ title: PAYMENT_MESSAGES.defaultUpdated });
          return queryClient.invalidateQueries({ queryKey: PAYMENT_OPTIONS_QUERY_KEY });
        },
        onError: () =>
          toast({ title: 'Error', description: PAYMENT_MESSAGES.setDefaultFailed, variant: 'destructive' }),
      },
      config,
    ),
  );
}

/** POST /api/payment-options/{id}/verify (admins): the option is verified from now on (audited). */
export async function verifyPaymentOption(id: string) {
  return apiJson('POST', `/api/payment-options/${encodeURIComponent(id)}/verify`, paymentOptionSchema, {});
}

export function useVerifyPaymentOption(config: MutationConfig<typeof verifyPaymentOption> = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    withMutationConfig(
      {
        mutationFn: verifyPaymentOption,
        onSuccess: () => {
          toast({ title: 'Payment option verified' });
          return queryClient.invalidateQueries({ queryKey: PAYMENT_OPTIONS_QUERY_KEY });
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: apiErrorMessage(error, 'Failed to verify the payment option'),
            variant: 'destructive',
          }),
      },
      config,
    ),
  );
}
