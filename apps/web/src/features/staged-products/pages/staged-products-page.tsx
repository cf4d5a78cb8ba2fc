import type { StagedProduct, StagedStatusFilter } from '@crossover/domain/staged-products';
import {
  DEFAULT_STAGED_PAGE_SIZE,
  STAGED_MESSAGES,
  STAGED_PAGE_SIZES,
  STAGED_STATUS_FILTERS,
  stagedSubtitle,
} from '@crossover/domain/staged-products';
import { useEffect, useState } from 'react';
import type { TablePagination } from '@/components/ui/data-table/pagination';
import { NumberedPagination, showingOf } from '@/components/ui/data-table/pagination';
import { toast } from '@/components/ui/use-toast';
import { isUnauthorizedError } from '@/lib/auth-errors';
import { useCan } from '@/lib/use-can';
import { useTableUrlState } from '@/lib/use-table-url-state';
import { useStagedProducts } from '../api/get-staged-products';
import { AiReview } from '../components/ai-review';
import { keepPolling, useEnhancementTracking, useReleaseSettled } from '../components/enhancement-tracking';
import { ProductPreviewDialog } from '../components/product-preview-dialog';
import { Tabs } from '@/components/ui/tabs';
import { StandardReview } from '../components/standard-review';

const TABS = ['standard', 'ai'] as const;
type Tab = (typeof TABS)[number];

/** Spec §9: 50 per page, pending rows, the Standard Review tab; kept in the address. */
const LIST_DEFAULTS = {
  tab: 'standard' as Tab,
  page: 1,
  limit: DEFAULT_STAGED_PAGE_SIZE as number,
  search: '',
  status: 'pending' as StagedStatusFilter,
};
const LIST_ALLOWED = { tab: TABS, limit: STAGED_PAGE_SIZES, status: STAGED_STATUS_FILTERS };

/** Spec §8 'Failed to fetch staged products', once each time the list starts failing. */
function useFetchFailureToast(failed: boolean, error: unknown) {
  useEffect(() => {
    // A lost session is the layout's to handle (it toasts and signs in again).
    if (failed && !isUnauthorizedError(error))
      toast({ title: STAGED_MESSAGES.fetchFailed, variant: 'destructive' });
    // Only the change into failure toasts; the same failure polled again does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);
}

/**
 * Back-office §2.2 Staged Products (/staged-products): admins review, enhance, approve and delete
 * staged rows; manufacturers and distributors see theirs read-only (the server lists only the
 * rows each may see and refuses their writes; the screen offers them no controls).
 */
export function StagedProductsPage() {
  const can = useCan();
  const canAct = can('stagedProducts.review', { scope: 'any' });
  const [query, setQuery] = useTableUrlState(LIST_DEFAULTS, { allowed: LIST_ALLOWED });
  const ai = query.tab === 'ai';
  // The AI tab works on the rows waiting for review, all of them.
  const filter = ai
    ? { page: query.page, limit: query.limit, status: 'pending' as const, search: '' }
    : { page: query.page, limit: query.limit, status: query.status, search: query.search };

  const enhancement = useEnhancementTracking();
  const list = useStagedProducts(
    filter,
    ai ? { stopWhen: (data) => !keepPolling(data.products, enhancement.tracked) } : {},
  );
  useReleaseSettled(list.data?.products, list.dataUpdatedAt, enhancement);
  useFetchFailureToast(list.isError, list.error);
  // A failed poll keeps the rows it had (marked stale above them); only a first load that fails
  // has nothing to show but the error.
  const view = { data: list.data, status: list.data ? ('success' as const) : list.status };
  const stale = list.isError && list.data !== undefined;

  const [previewing, setPreviewing] = useState<StagedProduct | null>(null);
  // The preview follows the row as polling refreshes it (until it leaves the list).
  const previewRow = previewing
    ? (list.data?.products.find((row) => row.id === previewing.id) ?? previewing)
    : null;

  // Rows approved or deleted (here or elsewhere) can leave the page past the end: go to the last.
  const lastPage = list.data?.totalPages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && query.page > lastPage) setQuery({ page: lastPage });
    // setQuery is stable per address; only the numbers matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastPage, query.page]);

  const counts = list.data?.counts;
  const pagination: TablePagination = {
    kind: 'numbered',
    numbering: 'ends',
    page: query.page,
    pageSize: query.limit,
    pageSizes: STAGED_PAGE_SIZES,
    total: list.data?.total ?? 0,
    totalCapped: list.data?.totalCapped ?? false,
    totalPages: list.data?.totalPages ?? 0,
    onPage: (page) => setQuery({ page }),
    onPageSize: (limit) => setQuery({ limit }),
    showing: showingOf('products'),
  };

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900">{STAGED_MESSAGES.title}</h2>
        <p className="mt-1 text-sm text-slate-600">
          {counts
            ? stagedSubtitle(counts.all, list.data?.countsCapped.all)
            : 'Review and approve products before they go live'}
        </p>
      </div>
      {stale ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {STAGED_MESSAGES.fetchFailed}: the list below may be out of date.
        </p>
      ) : null}
      <Tabs<Tab>
        label={STAGED_MESSAGES.title}
        active={query.tab}
        onChange={(tab) => setQuery({ tab })}
        tabs={[
          {
            key: 'standard',
            label: STAGED_MESSAGES.standardTab,
            content: (
              <StandardReview
                list={view}
                search={query.search}
                status={query.status}
                onFilter={setQuery}
                canAct={canAct}
                pagination={pagination}
                onPreview={setPreviewing}
              />
            ),
          },
          {
            key: 'ai',
            label: STAGED_MESSAGES.aiTab,
            content: (
              <AiReview
                list={{ ...view, isFetching: list.isFetching, refetch: list.refetch }}
                canAct={canAct}
                tracked={enhancement.tracked}
                track={enhancement.track}
                pager={list.status === 'success' ? <NumberedPagination {...pagination} /> : null}
              />
            ),
          },
        ]}
      />
      {previewRow ? <ProductPreviewDialog row={previewRow} onClose={() => setPreviewing(null)} /> : null}
    </div>
  );
}
