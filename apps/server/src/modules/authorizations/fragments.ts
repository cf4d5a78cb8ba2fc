import { type SQL, and, eq, sql } from 'drizzle-orm';
import { jsonRowsOf } from '@/db/json-rows.ts';
import { type Keys, type TextValue, matchesKeys } from '@/db/keys.ts';
import { organizationAuthorizations } from '@/db/schema/organization-authorizations.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { seriesAuthorizations } from '@/db/schema/series-authorizations.ts';
import { activeGrantOf, activeSupplierOf, supplierJoin } from './repo.ts';

/**
 * The module's reads as SQL pieces, for a caller that puts them into one statement with other
 * modules' pieces (the price decision's inputs for a product or a page, decisions 0048 and
 * 0059); each comes with its decoder. The conditions are the repo's own.
 */
const grants = jsonRowsOf(seriesAuthorizations);

/** The organization's active authorizations of these series (an outer column or a list), as JSON. */
export const seriesGrantJson = (organizationId: TextValue, seriesIds: Keys): SQL =>
  grants.select(and(activeGrantOf(organizationId), matchesKeys(seriesAuthorizations.seriesId, seriesIds)));

/** seriesGrantJson's answer: authorization type by series id. */
export const decodeSeriesGrants = (value: unknown): Map<string, string> =>
  new Map(grants.decode(value).map((g) => [g.seriesId, g.authorizationType]));

/** The shop owner's active suppliers, as a JSON array of { id, name, type }. */
export const authorizedSuppliersJson = (organizationId: TextValue): SQL =>
  sql`(select coalesce(json_agg(json_build_object('id', ${organizations.id}, 'name', ${organizations.name}, 'type', ${organizations.type})), '[]'::json)
       from ${organizationAuthorizations} join ${organizations} on ${supplierJoin}
       where ${activeSupplierOf(organizationId)})`;

/** The ids of the shop owner's active suppliers (of one organization type, if given), as a subquery. */
export const authorizedSupplierIds = (organizationId: TextValue, type?: string): SQL =>
  sql`(select ${organizations.id} from ${organizationAuthorizations} join ${organizations} on ${supplierJoin}
       where ${and(activeSupplierOf(organizationId), type ? eq(organizations.type, type) : undefined)})`;
