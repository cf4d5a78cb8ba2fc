import type { AppContext } from '@/context.ts';
import { findSeries, listSeries } from './repo.ts';

/**
 * The series module owns `product_series` (decision 0014); other modules read series through
 * this service. Built from a context or a transaction's `db`.
 */
export function createSeriesService({ db }: Pick<AppContext, 'db'>) {
  return {
    /** Series with manufacturer names; only active ones when `activeOnly`. */
    list: (opts: { manufacturerId?: string; activeOnly: boolean }) => listSeries(db, opts),
    /** One series with its manufacturer's name, or null (e.g. to check it belongs to a manufacturer). */
    find: (id: string) => findSeries(db, id),
  };
}

export type SeriesService = ReturnType<typeof createSeriesService>;
