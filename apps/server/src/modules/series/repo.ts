import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productSeries } from '@/db/schema/product-series.ts';

/** Series with their manufacturer's name, by manufacturer then series name. */
const seriesColumns = {
  id: productSeries.id,
  name: productSeries.name,
  manufacturerId: productSeries.manufacturerId,
  manufacturerName: organizations.name,
  description: productSeries.description,
  isActive: productSeries.isActive,
};

/** One series with its manufacturer's name, or null. */
export async function findSeries(db: Db, id: string) {
  const [row] = await db
    .select(seriesColumns)
    .from(productSeries)
    .leftJoin(organizations, eq(organizations.id, productSeries.manufacturerId))
    .where(eq(productSeries.id, id));
  return row ?? null;
}

export async function listSeries(db: Db, opts: { manufacturerId?: string; activeOnly: boolean }) {
  return db
    .select(seriesColumns)
    .from(productSeries)
    .leftJoin(organizations, eq(organizations.id, productSeries.manufacturerId))
    .where(
      and(
        opts.activeOnly ? eq(productSeries.isActive, true) : undefined,
        opts.manufacturerId ? eq(productSeries.manufacturerId, opts.manufacturerId) : undefined,
      ),
    )
    .orderBy(asc(organizations.name), asc(productSeries.name));
}
