import { type SQL, and, sql } from 'drizzle-orm';
import type { FitmentFilter } from '@crossover/domain/vehicles';
import { productVehicles as pv } from '@/db/schema/product-vehicles.ts';
import type { products } from '@/db/schema/products.ts';
import { vehicles as v } from '@/db/schema/vehicles.ts';

/** A year inside a vehicle's range; an open range ('to present') runs on without end. */
export const coversYear = (year: number) =>
  sql`${v.yearStart} <= ${year} and coalesce(${v.yearEnd}, 32767) >= ${year}`;

/**
 * 'Fits my vehicle' for the product list and its facets (the products module ANDs it into its
 * filter): the product is linked to an active vehicle of that year, make and model (any subset),
 * make and model compared case-insensitively. An EXISTS over product_vehicles ⋈ vehicles that the
 * (product, vehicle) unique index, the vehicle_id index and the (lower(make), lower(model), …)
 * identity index answer. Undefined when no part is set.
 */
export function fitmentFilterSql(productId: typeof products.id, filter: FitmentFilter): SQL | undefined {
  const { fitYear, fitMake, fitModel } = filter;
  if (fitYear === undefined && !fitMake && !fitModel) return undefined;
  const vehicle = and(
    sql`${v.isActive}`,
    fitMake ? sql`lower(${v.make}) = lower(${fitMake})` : undefined,
    fitModel ? sql`lower(${v.model}) = lower(${fitModel})` : undefined,
    fitYear === undefined ? undefined : coversYear(fitYear),
  );
  return sql`exists (select 1 from ${pv} inner join ${v} on ${v.id} = ${pv.vehicleId} where ${pv.productId} = ${productId} and ${vehicle})`;
}
