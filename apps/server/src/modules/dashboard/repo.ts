import { and, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { organizationAuthorizations } from '@/db/schema/organization-authorizations.ts';
import { orders } from '@/db/schema/orders.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { seriesAuthorizations } from '@/db/schema/series-authorizations.ts';

const count = sql<number>`count(*)::int`;

/** Orders in these statuses, placed by or routed to the organization (null: all orders). */
export async function countOrders(db: Db, organizationId: string | null, statuses: readonly string[]) {
  const [row] = await db
    .select({ count })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...statuses]),
        organizationId
          ? or(eq(orders.organizationId, organizationId), eq(orders.vendorOrganizationId, organizationId))
          : undefined,
      ),
    );
  return row?.count ?? 0;
}

/** Sum of non-cancelled order totals since `from`, by side: placed (spend) or received (revenue). */
export async function sumOrders(
  db: Db,
  organizationId: string | null,
  side: 'placed' | 'received',
  from: Date,
) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.totalAmount}), 0)::numeric(12,2)::text` })
    .from(orders)
    .where(
      and(
        ne(orders.status, 'cancelled'),
        gte(orders.createdAt, from),
        organizationId
          ? side === 'placed'
            ? eq(orders.organizationId, organizationId)
            : eq(orders.vendorOrganizationId, organizationId)
          : undefined,
      ),
    );
  return row?.total ?? '0.00';
}

export async function countAuthorizedSuppliers(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ count })
    .from(organizationAuthorizations)
    .innerJoin(organizations, eq(organizations.id, organizationAuthorizations.authorizedOrganizationId))
    .where(
      and(
        eq(organizationAuthorizations.shopOwnerId, organizationId),
        eq(organizationAuthorizations.isActive, true),
        eq(organizations.isActive, true),
      ),
    );
  return row?.count ?? 0;
}

/** Manufacturers whose series the organization may order. */
export async function countOrderableManufacturers(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${productSeries.manufacturerId})::int` })
    .from(seriesAuthorizations)
    .innerJoin(productSeries, eq(productSeries.id, seriesAuthorizations.seriesId))
    .where(
      and(
        eq(seriesAuthorizations.organizationId, organizationId),
        eq(seriesAuthorizations.isActive, true),
        eq(seriesAuthorizations.authorizationType, 'can_order'),
      ),
    );
  return row?.count ?? 0;
}

export async function countSupplierOrganizations(db: Db): Promise<number> {
  const [row] = await db
    .select({ count })
    .from(organizations)
    .where(
      and(eq(organizations.isActive, true), inArray(organizations.type, ['manufacturer', 'distributor'])),
    );
  return row?.count ?? 0;
}
