import {
  organizationAuthorizationsSchema,
  seriesAuthorizationsSchema,
} from '@crossover/domain/authorizations';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { apiJson } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-config';
import { withMutationConfig } from '@/lib/query-config';
import { OPERATION_MUTATION_META } from '@/lib/use-unauthorized-handler';
import {
  ORGANIZATION_AUTHORIZATIONS_ROOT,
  SERIES_AUTHORIZATIONS_ROOT,
  authorizationsPath,
} from './get-authorizations';

export function saveOrganizationAuthorizations(input: {
  shopOwnerId: string;
  authorizedOrganizationIds: string[];
}) {
  return apiJson(
    'PUT',
    authorizationsPath(ORGANIZATION_AUTHORIZATIONS_ROOT, input.shopOwnerId),
    organizationAuthorizationsSchema,
    { authorizedOrganizationIds: input.authorizedOrganizationIds },
  );
}

export function saveSeriesAuthorizations(input: { shopOwnerId: string; authorizedSeriesIds: string[] }) {
  return apiJson(
    'PUT',
    authorizationsPath(SERIES_AUTHORIZATIONS_ROOT, input.shopOwnerId),
    seriesAuthorizationsSchema,
    {
      authorizedSeriesIds: input.authorizedSeriesIds,
    },
  );
}

/** PUT the shop owner's suppliers; the answer (the new state) replaces the cached one. */
export function useSaveOrganizationAuthorizations(
  config: MutationConfig<typeof saveOrganizationAuthorizations> = {},
) {
  const queryClient = useQueryClient();
  return useMutation(
    withMutationConfig(
      {
        meta: OPERATION_MUTATION_META,
        mutationFn: saveOrganizationAuthorizations,
        onSuccess: (answer, input) =>
          queryClient.setQueryData([ORGANIZATION_AUTHORIZATIONS_ROOT, input.shopOwnerId], answer),
      },
      config,
    ),
  );
}

/** PUT the shop owner's series; the answer (the new state) replaces the cached one. */
export function useSaveSeriesAuthorizations(config: MutationConfig<typeof saveSeriesAuthorizations> = {}) {
  const queryClient = useQueryClient();
  return useMutation(
    withMutationConfig(
      {
        meta: OPERATION_MUTATION_META,
        mutationFn: saveSeriesAuthorizations,
        onSuccess: (answer, input) =>
          queryClient.setQueryData([SERIES_AUTHORIZATIONS_ROOT, input.shopOwnerId], answer),
      },
      config,
    ),
  );
}
