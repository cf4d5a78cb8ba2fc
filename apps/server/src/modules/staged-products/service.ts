import type { AiEnhancementStatus } from '@crossover/domain/ai-enhancement';
import type { UncommittedSeries } from '@crossover/domain/series';
import {
  STAGED_CHECK_MESSAGES,
  type StagedRowProblem,
  checkStagedRow,
} from '@crossover/domain/staged-products-check';
import { COUNT_CAP } from '@crossover/domain/counts';
import {
  type ReviewStatus,
  STAGED_COST_FIELDS,
  STAGED_MESSAGES,
  type StagedListQuery,
  type StagedListResponse,
  type StagedProduct,
  type StagedExactCountResponse,
  type StagedStatusCounts,
  type StagedStatusCountsCapped,
  stagedProductSchema,
  stagedSource,
} from '@crossover/domain/staged-products';
import type { AppContext } from '@/context.ts';
import { concurrently } from '@/db/database.ts';
import type { Actor } from '@/lib/actor.ts';
import { capabilityScope } from '@/lib/authorize.ts';
import { notFound } from '@/lib/errors.ts';
import {
  type StagedListRow,
  type StagedReach,
  countByStatusCapped,
  countStaged,
  countStagedCapped,
  findStaged,
  listStagedPage,
  listUncommittedSeries,
} from './repo.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const COST_FIELDS: ReadonlySet<string> = new Set(STAGED_COST_FIELDS);

/**
 * A row as the screens show it; parsed, so nothing beyond the contract's fields leaves. Without
 * `showsCost` the cost fields, and the problems quoting them, are left out, as the catalogue does.
 */
function present(listed: StagedListRow): StagedProduct {
  const { row, manufacturerName, manufacturerLogoUrl, inCatalogue, showsCost } = listed;
  const check = checkStagedRow({ ...row, seriesName: row.proposedSeriesName });
  const problems: StagedRowProblem[] = check.ok ? [] : [...check.problems];
  // A new product needs a series (approval-plan.ts); an update keeps the product's own.
  if (row.reviewStatus === 'pending' && !inCatalogue && !row.proposedSeriesName?.trim())
    problems.push({ field: 'proposedSeriesName', message: STAGED_CHECK_MESSAGES.seriesRequired });
  const shown = showsCost
    ? row
    : Object.fromEntries(Object.entries(row).filter(([field]) => !COST_FIELDS.has(field)));
  return stagedProductSchema.parse({
    ...shown,
    manufacturerName: manufacturerName ?? row.proposedManufacturerName,
    manufacturerLogoUrl: manufacturerLogoUrl ?? row.proposedManufacturerLogo,
    // An approved row says what approval did (stored then); a pending one what it would do now.
    isNewSku: row.reviewStatus === 'approved' ? row.isNewSku : !inCatalogue,
    reviewStatus: row.reviewStatus as ReviewStatus,
    aiEnhancementStatus: row.aiEnhancementStatus as AiEnhancementStatus,
    aiEnhancementAttemptedAt: iso(row.aiEnhancementAttemptedAt),
    aiEnhancementCompletedAt: iso(row.aiEnhancementCompletedAt),
    reviewedAt: iso(row.reviewedAt),
    createdAt: row.createdAt.toISOString(),
    source: stagedSource(row),
    problems: showsCost ? problems : problems.filter((p) => !COST_FIELDS.has(p.field)),
  });
}

/**
 * The staged-products module owns `staged_products` (decision 0014): the review list and preview
 * here, approval and deletion in approval-service.ts. Built from a context or a transaction's `db`.
 */
export function createStagedProductsService({ db }: Pick<AppContext, 'db'>) {
  /** Which rows the actor reads: the scope at which it holds stagedProducts.review (decision 0027). */
  function reachOf(actor: Actor): StagedReach {
    const scope = capabilityScope(actor, 'stagedProducts.review');
    if (scope === 'any') return { kind: 'all' };
    if (scope === null || !actor.organizationId) return { kind: 'none' };
    return { kind: scope, organizationId: actor.organizationId };
  }

  return {
    /**
     * GET /api/scraper/staged: one page newest first, the filter's total and the counts per status,
     * each counted up to a cap (decision 0045). The total's cap reaches at least the page's end, so
     * a page past COUNT_CAP still knows whether another follows.
     */
    async list(actor: Actor, query: StagedListQuery): Promise<StagedListResponse> {
      const reach = reachOf(actor);
      const filter = { reach, status: query.status, search: query.search };
      const offset = (query.page - 1) * query.limit;
      const [rows, byStatus, matching] = await concurrently(db, [
        () => listStagedPage(db, filter, { offset, limit: query.limit }),
        () => countByStatusCapped(db, reach),
        // The flagged rows among those matching: what a bulk approval would leave out (issue 15).
        () => countStagedCapped(db, filter, Math.max(COUNT_CAP, offset + query.limit)),
      ] as const);
      const counts = {} as StagedStatusCounts;
      const countsCapped = {} as StagedStatusCountsCapped;
      for (const { status, count, capped } of byStatus) {
        counts[status] = count;
        countsCapped[status] = capped;
      }
      const { total, flagged } = matching;
      return {
        products: rows.map(present),
        total: total.count,
        totalCapped: total.capped,
        page: query.page,
        limit: query.limit,
        // Capped: the page holding the row past the cap exists; how many follow it is unknown.
        totalPages: total.capped
          ? Math.floor(total.count / query.limit) + 1
          : Math.max(1, Math.ceil(total.count / query.limit)),
        counts,
        countsCapped,
        flagged: flagged.count,
      };
    },

    /** GET /api/scraper/staged/count: the list's exact total and flagged rows, on demand. */
    async exactCount(
      actor: Actor,
      query: Pick<StagedListQuery, 'status' | 'search'>,
    ): Promise<StagedExactCountResponse> {
      return countStaged(db, { reach: reachOf(actor), status: query.status, search: query.search });
    },

    /** GET /api/scraper/staged/{id}: the Product Data Preview; rows the actor may not see are a 404. */
    async get(actor: Actor, id: string): Promise<StagedProduct> {
      const row = await findStaged(db, reachOf(actor), id);
      if (!row) throw notFound(STAGED_MESSAGES.notFound);
      return present(row);
    },

    /**
     * Series names pending staged products propose that do not exist yet for their manufacturer,
     * with a count; only these manufacturers' when given (a manufacturer's own).
     */
    uncommittedSeries: (manufacturerIds?: readonly string[]): Promise<UncommittedSeries[]> =>
      listUncommittedSeries(db, manufacturerIds),
  };
}

export type StagedProductsService = ReturnType<typeof createStagedProductsService>;
