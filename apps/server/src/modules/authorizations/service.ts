import type { AppContext } from '@/context.ts';
import { countAuthorizationsByType, listAuthorizationsSlice, listSeriesAuthorizations } from './repo.ts';

/**
 * Reads of series and organization authorizations for the modules that decide what a buyer may
 * see and order (catalog, cart, orders, dashboard). They call this, never the repo (decision 0014).
 * Built from a context or a transaction's `db`, so reads inside a transaction see its writes.
 */
export function createAuthorizationsService({ db }: Pick<AppContext, 'db'>) {
  return {
    /** Every active series authorization, with series and manufacturer names. */
    listSeriesAuthorizations: (organizationId: string) => listSeriesAuthorizations(db, organizationId),
    /** How many active authorizations of each known type. */
    countByType: (organizationId: string) => countAuthorizationsByType(db, organizationId),
    /** A page of active authorizations of a known type, in a stable order. */
    listSlice: (organizationId: string, slice: { offset: number; limit: number }) =>
      listAuthorizationsSlice(db, organizationId, slice),
  };
}

export type AuthorizationsService = ReturnType<typeof createAuthorizationsService>;
