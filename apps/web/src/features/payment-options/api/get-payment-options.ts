import { paymentOptionSchema } from '@crossover/domain/payment-options';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, urlFromQueryKey } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-config';

export const PAYMENT_OPTIONS_QUERY_KEY = ['/api/payment-options'] as const;

/** Spec §7: the list, coerced to empty if the answer is not an array. */
export async function fetchPaymentOptions(organizationId?: string) {
  const data = await apiGet(
    urlFromQueryKey([...PAYMENT_OPTIONS_QUERY_KEY, { organizationId: organizationId || undefined }]),
  );
  return Array.isArray(data) ? data.map((item) => paymentOptionSchema.parse(item)) : [];
}

/** Without organizationId: the caller's own organization (admins name one). */
export const paymentOptionsQueryOptions = (organizationId?: string) =>
  queryOptions({
    queryKey: organizationId
      ? ([...PAYMENT_OPTIONS_QUERY_KEY, { organizationId }] as const)
      : PAYMENT_OPTIONS_QUERY_KEY,
    queryFn: () => fetchPaymentOptions(organizationId),
  });

export function usePaymentOptions(
  organizationId?: string,
  enabled = true,
  options: QueryConfig<typeof paymentOptionsQueryOptions> = {},
) {
  return useQuery({ ...paymentOptionsQueryOptions(organizationId), enabled, ...options });
}
