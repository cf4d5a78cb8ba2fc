import type { UncommittedSeries } from '@crossover/domain/series';
import type { AppContext } from '@/context.ts';
import { listUncommittedSeries } from './repo.ts';

/**
 * The staged-products module owns `staged_products` (decision 0014). It starts with the one read
 * the series and authorizations screens need; issue 10's import review extends it. Built from a
 * context or a transaction's `db`.
 */
export function createStagedProductsService({ db }: Pick<AppContext, 'db'>) {
  return {
    /**
     * Series names pending staged products propose that do not exist yet for their manufacturer,
     * with a count; only these manufacturers' when given (a manufacturer's own).
     */
    uncommittedSeries: (manufacturerIds?: readonly string[]): Promise<UncommittedSeries[]> =>
      listUncommittedSeries(db, manufacturerIds),
  };
}

export type StagedProductsService = ReturnType<typeof createStagedProductsService>;
