import type { BulkUpdatePreview, BulkUpdateRequest } from '@crossover/domain/bulk-products';
import type { BulkJobStarted } from '@crossover/domain/bulk-products-job';
import {
  BULK_MESSAGES,
  SERIES_KEEP,
  bulkUpdatesFromForm,
  hasBulkUpdates,
} from '@crossover/domain/bulk-products';
import { formatCount } from '@crossover/domain/counts';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table/data-table';
import { toast } from '@/components/ui/use-toast';
import { toastOperationError } from '@/lib/operation-errors';
import { useCan } from '@/lib/use-can';
import { useSearchBox } from '@/lib/use-debounced-value';
import { useTableUrlState } from '@/lib/use-table-url-state';
import { useFacetSearch } from '@/features/catalog/api/get-facet-more';
import { useProductFacets } from '@/features/catalog/api/get-product-facets';
import { useApplyBulkUpdate, useBulkDeleteProducts, usePreviewBulkUpdate } from '../api/bulk-products';
import { useAdminProducts } from '../api/get-admin-products';
import { useSeriesList } from '@/features/series/api/get-series';
import { BulkDeleteDialog } from '../components/bulk-delete-dialog';
import { BulkFilters } from '../components/bulk-filters';
import { BulkJobProgress } from '../components/bulk-job-progress';
import { BulkPreviewPanel } from '../components/bulk-preview-panel';
import { BULK_COLUMNS, BulkProductCard } from '../components/bulk-products-table';
import { BulkUpdateSettings, EMPTY_BULK_SETTINGS } from '../components/bulk-update-settings';
import { ALL, LIST_ALLOWED, LIST_DEFAULTS } from '../components/product-list-query';
import type { StatusFilter } from '../components/product-list-query';
import { useBulkSelection } from '../components/use-bulk-selection';
import { productListTableProps } from '../components/product-list-table';

/** Every product by default (a bulk change may target discontinued ones too), newest first. */
const BULK_DEFAULTS = { ...LIST_DEFAULTS, status: 'all' as StatusFilter, subcategory: ALL, seriesId: ALL };

const given = (value: string) => (value === ALL || value === '' ? undefined : value);

const toastDestructive = (title: string, description: string) =>
  toast({ title, description, variant: 'destructive' });

/** Spec §2.14 Bulk Product Update (/bulk-product-update): filter, select, preview, apply; delete. */
export function BulkProductUpdatePage() {
  const [query, setQuery] = useTableUrlState(BULK_DEFAULTS, { allowed: LIST_ALLOWED });
  const setList = (patch: Partial<typeof BULK_DEFAULTS>) => setQuery({ ...patch, cursor: '' });
  const [searchText, setSearchText] = useSearchBox(query.search, (search) => setList({ search }));

  const filter = {
    search: given(query.search),
    status: query.status,
    category: given(query.category),
    subcategory: given(query.subcategory),
    manufacturerId: given(query.manufacturerId),
    seriesId: given(query.seriesId),
  };
  const list = useAdminProducts({
    ...filter,
    sort: query.sort,
    order: query.order,
    limit: query.limit,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });
  const facets = useProductFacets(filter);
  const facetSearch = useFacetSearch(filter);
  const products = list.data?.products ?? [];
  const bulk = useBulkSelection({
    filter,
    products,
    total: list.data?.totalCount ?? 0,
    totalCapped: list.data?.totalCountCapped ?? false,
    facets: facets.data,
  });
  const { total, totalCapped } = bulk;
  const seriesList = useSeriesList(
    { manufacturerId: bulk.series.manufacturerId ?? undefined },
    { enabled: bulk.series.manufacturerId !== null, placeholderData: undefined },
  );

  const [settings, setSettings] = useState(EMPTY_BULK_SETTINGS);
  // Spec §4: a chosen series that the (new) manufacturer scope does not offer falls back to keep.
  const offered = seriesList.data?.some((s) => s.id === settings.series) ?? false;
  const series = bulk.series.disabledReason || !offered ? SERIES_KEEP : settings.series;
  const updates = bulkUpdatesFromForm({ ...settings, series });
  const request: Omit<BulkUpdateRequest, 'dryRun'> = { ...bulk.request, updates };
  const requestKey = JSON.stringify(request);
  // A preview shows only while it matches what would be sent (a new tick or setting hides it).
  const [preview, setPreview] = useState<{ key: string; data: BulkUpdatePreview } | null>(null);
  const shownPreview = preview?.key === requestKey ? preview.data : null;
  const panelRef = useRef<HTMLElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!shownPreview) return;
    panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    panelRef.current?.focus({ preventScroll: true });
  }, [shownPreview]);

  const previewUpdate = usePreviewBulkUpdate();
  const applyUpdate = useApplyBulkUpdate();
  const bulkDelete = useBulkDeleteProducts();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // A large update or delete runs as a job (202): the page follows it and stays busy until it ends.
  const [job, setJob] = useState<BulkJobStarted | null>(null);
  const can = useCan();
  const isAdmin = can('products.manage', { scope: 'any' });

  function onPreview() {
    if (bulk.count === 0)
      return toastDestructive(BULK_MESSAGES.noSelectionTitle, BULK_MESSAGES.selectToUpdate);
    if (!hasBulkUpdates(updates))
      return toastDestructive(BULK_MESSAGES.noUpdatesTitle, BULK_MESSAGES.noUpdates);
    previewUpdate.mutate(request, {
      onSuccess: (data) => setPreview({ key: requestKey, data }),
      onError: (error) =>
        toastOperationError(error, BULK_MESSAGES.updateFailedTitle, BULK_MESSAGES.updateFailed),
    });
  }

  function afterUpdate() {
    bulk.clear();
    setSettings(EMPTY_BULK_SETTINGS);
    setPreview(null);
  }

  function onConfirm() {
    applyUpdate.mutate(request, {
      onSuccess: (result) => {
        topRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        if ('jobId' in result) return setJob(result);
        toast({ title: 'Success', description: result.message });
        afterUpdate();
      },
      onError: (error) =>
        toastOperationError(error, BULK_MESSAGES.updateFailedTitle, BULK_MESSAGES.updateFailed),
    });
  }

  function onDeleteSelected() {
    if (!isAdmin) return toastDestructive(BULK_MESSAGES.unauthorizedTitle, BULK_MESSAGES.adminsOnlyDelete);
    if (bulk.count === 0)
      return toastDestructive(BULK_MESSAGES.noSelectionTitle, BULK_MESSAGES.selectToDelete);
    setConfirmingDelete(true);
  }

  function confirmDelete() {
    bulkDelete.mutate(bulk.request, {
      onSuccess: (result) => {
        if ('jobId' in result) return setJob(result);
        toast({ title: 'Success', description: result.message });
        bulk.clear();
        setPreview(null);
      },
      onError: (error) =>
        toastOperationError(error, BULK_MESSAGES.deleteFailedTitle, BULK_MESSAGES.deleteFailed),
      onSettled: () => setConfirmingDelete(false),
    });
  }

  const filtered = [
    query.search,
    query.category,
    query.subcategory,
    query.manufacturerId,
    query.seriesId,
  ].some((v) => given(v) !== undefined);
  return (
    <div ref={topRef} className="scroll-mt-20 space-y-6">
      <div className="space-y-2">
        <Button variant="link" size="inline" asChild>
          <Link to="/product-management">
            <ArrowLeft aria-hidden="true" />
            Back to Product Management
          </Link>
        </Button>
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900">Bulk Product Update</h2>
        <p className="text-sm text-slate-600">Select products, set what changes, preview it, then confirm</p>
      </div>

      {job ? (
        <BulkJobProgress
          job={job}
          onDone={(succeeded) => {
            if (succeeded && job.action === 'update') afterUpdate();
            else if (succeeded) {
              bulk.clear();
              setPreview(null);
            }
            setJob(null);
          }}
        />
      ) : null}

      <Card className="p-4">
        <BulkFilters
          searchText={searchText}
          onSearchText={setSearchText}
          values={query}
          facets={facets.data}
          facetSearch={facetSearch}
          onChange={setList}
        />
      </Card>

      <Card className="space-y-4 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <p className="mr-auto text-sm text-slate-700" aria-live="polite">
            {formatCount(total, totalCapped)} matching · {bulk.countText} selected
          </p>
          <Button variant="outline" size="sm" onClick={bulk.selectAll} disabled={products.length === 0}>
            Select All
          </Button>
          <Button variant="outline" size="sm" onClick={bulk.clear} disabled={bulk.count === 0}>
            Deselect All
          </Button>
          {isAdmin ? (
            <Button variant="destructive" size="sm" onClick={onDeleteSelected} disabled={job !== null}>
              <Trash2 aria-hidden="true" />
              Delete Selected
            </Button>
          ) : null}
        </div>
        <DataTable
          label="Products"
          columns={BULK_COLUMNS}
          data={products}
          {...productListTableProps({
            query,
            list,
            filtered,
            onCursor: (cursor) => setQuery({ cursor }),
            onList: setList,
          })}
          selection={{
            state: bulk.selection,
            onChange: bulk.setSelection,
            filter,
            total,
            totalCapped,
            itemLabel: 'products',
            rowLabel: (product) => `${product.name} (${product.sku})`,
          }}
          renderCard={(product) => <BulkProductCard product={product} />}
        />
      </Card>

      <Card className="space-y-4 p-4">
        <h3 className="text-lg font-semibold text-slate-900">Update Settings</h3>
        <BulkUpdateSettings
          value={{ ...settings, series }}
          onChange={(patch) => setSettings((current) => ({ ...current, ...patch }))}
          series={seriesList.data ?? []}
          seriesDisabledReason={bulk.series.disabledReason}
          onPreview={onPreview}
          pending={previewUpdate.isPending || job !== null}
        />
      </Card>

      {shownPreview ? (
        <BulkPreviewPanel
          preview={shownPreview}
          panelRef={panelRef}
          onConfirm={onConfirm}
          onCancel={() => setPreview(null)}
          pending={applyUpdate.isPending || job !== null}
        />
      ) : null}

      <BulkDeleteDialog
        open={confirmingDelete}
        count={bulk.count}
        pending={bulkDelete.isPending}
        onOpenChange={setConfirmingDelete}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
