import {
  type CreateOrganizationPricingRequest,
  type UpdateOrganizationPricingRequest,
  organizationPricingSchema,
} from '@crossover/domain/pricing/organization-pricing';
import {
  type CreatePricingRuleRequest,
  type UpdatePricingRuleRequest,
  pricingRuleSchema,
} from '@crossover/domain/pricing/pricing-rules';
import { pricingQuoteSchema, pricingSummarySchema } from '@crossover/domain/pricing/quote';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiJson, urlFromQueryKey } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';
import { useMutation } from '@/lib/use-mutation';

/** Back-office §7 Pricing: the cards, organization pricing, rules and the quote. */
export const PRICING_SUMMARY_KEY = ['/api/pricing/summary'] as const;
export const ORGANIZATION_PRICING_ROOT = '/api/organization-pricing';
export const PRICING_RULES_ROOT = '/api/pricing-rules';

export interface PricingListParams {
  q: string;
  status: 'all' | 'active' | 'inactive';
}

const listParams = ({ q, status }: PricingListParams) => ({
  q: q || undefined,
  status: status === 'all' ? undefined : status,
});

export function usePricingSummary() {
  return useQuery(
    queryOptions({
      queryKey: PRICING_SUMMARY_KEY,
      queryFn: async () => pricingSummarySchema.parse(await apiGet(PRICING_SUMMARY_KEY[0])),
    }),
  );
}

export function useOrganizationPricing(params: PricingListParams) {
  const queryKey = [ORGANIZATION_PRICING_ROOT, listParams(params)] as const;
  return useQuery({
    queryKey,
    queryFn: async () => z.array(organizationPricingSchema).parse(await apiGet(urlFromQueryKey(queryKey))),
    placeholderData: keepPreviousData,
  });
}

export function usePricingRules(params: PricingListParams) {
  const queryKey = [PRICING_RULES_ROOT, listParams(params)] as const;
  return useQuery({
    queryKey,
    queryFn: async () => z.array(pricingRuleSchema).parse(await apiGet(urlFromQueryKey(queryKey))),
    placeholderData: keepPreviousData,
  });
}

export interface QuoteParams {
  productId: string;
  organizationId: string;
  quantity: number;
  date: string;
}

/** 'What would they pay?': asked only once the form is submitted (params null before). */
export function usePricingQuote(params: QuoteParams | null) {
  const queryKey = ['/api/pricing/quote', params ?? {}] as const;
  return useQuery({
    queryKey,
    queryFn: async () => pricingQuoteSchema.parse(await apiGet(urlFromQueryKey(queryKey))),
    enabled: params !== null,
    // A rule saved meanwhile changes the answer: always ask again.
    staleTime: 0,
  });
}

/**
 * A pricing write changes the cards, both lists, every quote and what the catalogue and cart
 * price: all of it is refetched.
 */
function useInvalidatePricing() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        PRICING_SUMMARY_KEY[0],
        ORGANIZATION_PRICING_ROOT,
        PRICING_RULES_ROOT,
        '/api/pricing/quote',
        '/api/products',
        '/api/cart',
      ].map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
    );
}

export const createOrganizationPricing = (body: CreateOrganizationPricingRequest) =>
  apiJson('POST', ORGANIZATION_PRICING_ROOT, organizationPricingSchema, body);

export const updateOrganizationPricing = ({
  id,
  body,
}: {
  id: string;
  body: UpdateOrganizationPricingRequest;
}) =>
  apiJson('PATCH', `${ORGANIZATION_PRICING_ROOT}/${encodeURIComponent(id)}`, organizationPricingSchema, body);

export const createPricingRule = (body: CreatePricingRuleRequest) =>
  apiJson('POST', PRICING_RULES_ROOT, pricingRuleSchema, body);

export const updatePricingRule = ({ id, body }: { id: string; body: UpdatePricingRuleRequest }) =>
  apiJson('PATCH', `${PRICING_RULES_ROOT}/${encodeURIComponent(id)}`, pricingRuleSchema, body);

export function useCreateOrganizationPricing(config: MutationConfig<typeof createOrganizationPricing> = {}) {
  const onSuccess = useInvalidatePricing();
  return useMutation(withMutationConfig({ mutationFn: createOrganizationPricing, onSuccess }, config));
}

export function useUpdateOrganizationPricing(config: MutationConfig<typeof updateOrganizationPricing> = {}) {
  const onSuccess = useInvalidatePricing();
  return useMutation(withMutationConfig({ mutationFn: updateOrganizationPricing, onSuccess }, config));
}

export function useCreatePricingRule(config: MutationConfig<typeof createPricingRule> = {}) {
  const onSuccess = useInvalidatePricing();
  return useMutation(withMutationConfig({ mutationFn: createPricingRule, onSuccess }, config));
}

export function useUpdatePricingRule(config: MutationConfig<typeof updatePricingRule> = {}) {
  const onSuccess = useInvalidatePricing();
  return useMutation(withMutationConfig({ mutationFn: updatePricingRule, onSuccess }, config));
}
