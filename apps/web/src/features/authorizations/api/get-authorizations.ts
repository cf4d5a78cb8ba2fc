import {
  organizationAuthorizationsSchema,
  seriesAuthorizationsSchema,
  shopOwnerOptionSchema,
} from '@crossover/domain/authorizations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-config';
import { STALE_TIME_MS } from '@/lib/stale-times';

export const SHOP_OWNERS_QUERY_KEY = ['/api/authorizations/shop-owners'] as const;
export const ORGANIZATION_AUTHORIZATIONS_ROOT = '/api/organization-authorizations';
export const SERIES_AUTHORIZATIONS_ROOT = '/api/shop-owner-series-authorizations';

/** The address of one shop owner's suppliers or series. */
export const authorizationsPath = (root: string, shopOwnerId: string) =>
  `${root}/${encodeURIComponent(shopOwnerId)}`;

export const shopOwnersQueryOptions = () =>
  queryOptions({
    queryKey: SHOP_OWNERS_QUERY_KEY,
    queryFn: async () => z.array(shopOwnerOptionSchema).parse(await apiGet(SHOP_OWNERS_QUERY_KEY[0])),
    staleTime: STALE_TIME_MS.organizations,
  });

/** The shop-owner organizations the caller may authorize. */
export function useShopOwners(options: QueryConfig<typeof shopOwnersQueryOptions> = {}) {
  return useQuery({ ...shopOwnersQueryOptions(), ...options });
}

export const organizationAuthorizationsQueryOptions = (shopOwnerId: string) =>
  queryOptions({
    queryKey: [ORGANIZATION_AUTHORIZATIONS_ROOT, shopOwnerId],
    queryFn: async () =>
      organizationAuthorizationsSchema.parse(
        await apiGet(authorizationsPath(ORGANIZATION_AUTHORIZATIONS_ROOT, shopOwnerId)),
      ),
  });

/** The suppliers the caller may grant, and which of them the shop owner may order from. */
export function useOrganizationAuthorizations(shopOwnerId: string) {
  return useQuery({ ...organizationAuthorizationsQueryOptions(shopOwnerId), enabled: shopOwnerId !== '' });
}

export const seriesAuthorizationsQueryOptions = (shopOwnerId: string) =>
  queryOptions({
    queryKey: [SERIES_AUTHORIZATIONS_ROOT, shopOwnerId],
    queryFn: async () =>
      seriesAuthorizationsSchema.parse(
        await apiGet(authorizationsPath(SERIES_AUTHORIZATIONS_ROOT, shopOwnerId)),
      ),
  });

/** The series the caller may grant, with the shop owner's current grant of each. */
export function useSeriesAuthorizations(shopOwnerId: string) {
  return useQuery({ ...seriesAuthorizationsQueryOptions(shopOwnerId), enabled: shopOwnerId !== '' });
}
