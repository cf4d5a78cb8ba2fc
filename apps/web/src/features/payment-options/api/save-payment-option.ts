import { PAYMENT_MESSAGES, paymentOptionSchema } from '@crossover/domain/payment-options';
import type { PaymentOptionRequest } from '@crossover/domain/payment-options';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, apiRequest } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error';
import { PAYMENT_OPTIONS_QUERY_KEY } from './get-payment-options';

export async function savePaymentOption({ id, body }: { id: string | null; body: PaymentOptionRequest }) {
  return id
    ? apiJson('PUT', `/api/payment-options/${encodeURIComponent(id)}`, paymentOptionSchema, body)
    : apiJson('POST', '/api/payment-options', paymentOptionSchema, body);
}

/** Toasts are left to the dialog, which also maps the server's field errors. */
export function useSavePaymentOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentOption,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENT_OPTIONS_QUERY_KEY }),
  });
}

export async function deletePaymentOption(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/payment-options/${encodeURIComponent(id)}`);
}

export function useDeletePaymentOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentOption,
    onSuccess: () => {
      toast({ title: PAYMENT_MESSAGES.deleted });
      return queryClient.invalidateQueries({ queryKey: PAYMENT_OPTIONS_QUERY_KEY });
    },
    onError: () =>
      toast({ title: 'Error', description: PAYMENT_MESSAGES.deleteFailed, variant: 'destructive' }),
  });
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

export function useSetDefaultPaymentOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultPaymentOption,
    onSuccess: () => {
      toast({ title: PAYMENT_MESSAGES.defaultUpdated });
      return queryClient.invalidateQueries({ queryKey: PAYMENT_OPTIONS_QUERY_KEY });
    },
    onError: () =>
      toast({ title: 'Error', description: PAYMENT_MESSAGES.setDefaultFailed, variant: 'destructive' }),
  });
}

/** POST /api/payment-options/{id}/verify (admins): the option is verified from now on (audited). */
export async function verifyPaymentOption(id: string) {
  return apiJson('POST', `/api/payment-options/${encodeURIComponent(id)}/verify`, paymentOptionSchema, {});
}

export function useVerifyPaymentOption() {
  const queryClient = useQueryClient();
  return useMutation({
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
  });
}
