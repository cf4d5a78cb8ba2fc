import { type AnyColumn, type SQL, and, eq, sql } from 'drizzle-orm';
import { jsonRowsOf } from '@/db/json-rows.ts';
import { organizationAuthorizations } from '@/db/schema/organization-authorizations.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { seriesAuthorizations } from '@/db/schema/series-authorizations.ts';
import { activeGrantOf, activeSupplierOf, supplierJoin } from './repo.ts';

/**
 * The module's reads as SQL pieces, for a caller that puts them into one statement with other
 * modules' pieces (the product detail, decision 0048); each comes with its decoder. The
 * conditions are the repo's own, so the two ways of reading cannot drift apart.
 */
const grants = jsonRowsOf(seriesAuthorizations);

/** The organization's active authorization of one series (`seriesId` may be an outer column), as JSON. */
export const seriesGrantJson = (organizationId: string, seriesId: SQL | AnyColumn): SQL =>
  grants.select(and(activeGrantOf(organizationId), eq(seriesAuthorizations.seriesId, seriesId)));

/** seriesGrantJson's answer as seriesAuthorizationMap's: type by series id. */
export const decodeSeriesGrants = (value: unknown): Map<string, string> =>
  new Map(grants.decode(value).map((g) => [g.seriesId, g.authorizationType]));

/** The shop owner's active suppliers (authorizedSuppliers), as a JSON array of { id, name, type }. */
export const authorizedSuppliersJson = (organizationId: string): SQL =>
  sql`(select coalesce(json_agg(json_build_object('id', ${organizations.id}, 'name', ${organizations.name}, 'type', ${organizations.type})), '[]'::json)
       from ${organizationAuthorizations} join ${organizations} on ${supplierJoin}
       where ${activeSupplierOf(organizationId)})`;

/** The ids of the shop owner's active suppliers (of one organization type, if given), as a subquery. */
export const authorizedSupplierIds = (organizationId: string, type?: string): SQL =>
  sql`(select ${organizations.id} from ${organizationAuthorizations} join ${organizations} on ${supplierJoin}
       where ${and(activeSupplierOf(organizationId), type ? eq(organizations.type, type) : undefined)})`;
