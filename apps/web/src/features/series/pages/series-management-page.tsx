import type { Series } from '@crossover/domain/catalog';
import { SERIES_MESSAGES, SERIES_STATUS_FILTERS, type SeriesStatusFilter } from '@crossover/domain/series';
import type { SortingState } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table/data-table';
import { TableEmpty } from '@/components/ui/data-table/table-states';
import { SelectField } from '@/components/ui/form/select-field';
import { SearchBox } from '@/components/ui/search-box';
import { toast } from '@/components/ui/use-toast';
import { useSignedInUser } from '@/features/auth/api/get-current-user';
import { useOrganizations } from '@/features/organizations/api/get-organizations';
import { toastFailure } from '@/lib/operation-errors';
import { useCan } from '@/lib/use-can';
import { useSearchBox } from '@/lib/use-debounced-value';
import { useTableUrlState } from '@/lib/use-table-url-state';
import { useSeriesList } from '../api/get-series';
import { useDeleteSeries } from '../api/save-series';
import { SeriesDetailsDialog } from '../components/series-details-dialog';
import { type ManufacturerChoice, SeriesDialog } from '../components/series-dialog';
import { SeriesCard, useSeriesColumns } from '../components/series-table';
import { sortSeries, showingSeriesText } from '../components/series-sort';

const PAGE_SIZES = [10, 25, 50, 100] as const;
const SORTS = ['', 'name', 'manufacturer', 'isActive'] as const;

/** Kept in the address: a reload or a shared link shows the same rows. No sort: by manufacturer, then name. */
const LIST_DEFAULTS = {
  page: 1,
  limit: 25 as number,
  search: '',
  manufacturerId: 'all',
  status: 'all' as SeriesStatusFilter,
  sort: '' as (typeof SORTS)[number],
  order: 'asc' as 'asc' | 'desc',
};
const ALLOWED = {
  limit: PAGE_SIZES,
  status: SERIES_STATUS_FILTERS,
  sort: SORTS,
  order: ['asc', 'desc'] as const,
};

/** Back-office §2.9 Series Management (/series-management): admins every series, a manufacturer its own. */
export function SeriesManagementPage() {
  const viewer = useSignedInUser();
  const can = useCan();
  const managesAll = can('series.manage', { scope: 'any' });
  const [query, setQuery] = useTableUrlState(LIST_DEFAULTS, { allowed: ALLOWED });
  const { page, limit, search, manufacturerId, status, sort, order } = query;
  const [searchText, setSearchText] = useSearchBox(search, (typed) => setQuery({ search: typed }));

  const organizations = useOrganizations(managesAll);
  const manufacturers: ManufacturerChoice[] = useMemo(
    () =>
      (organizations.data ?? [])
        .filter((o) => o.type === 'manufacturer' && o.isActive)
        .map((o) => ({ id: o.id, name: o.name })),
    [organizations.data],
  );
  const fixedManufacturer =
    !managesAll && viewer.organizationId
      ? { id: viewer.organizationId, name: viewer.organizationName ?? 'Your organization' }
      : null;

  const list = useSeriesList({ search, status, manufacturerId: managesAll ? manufacturerId : undefined });
  const remove = useDeleteSeries();
  const [editing, setEditing] = useState<{ open: boolean; series?: Series }>({ open: false });
  const [viewing, setViewing] = useState<Series | null>(null);
  const [deleting, setDeleting] = useState<Series | null>(null);
  const onEdit = useCallback((series: Series) => {
    setViewing(null);
    setEditing({ open: true, series });
  }, []);
  const columns = useSeriesColumns({
    onView: setViewing,
    onEdit,
    onDelete: setDeleting,
    showManufacturer: managesAll,
  });

  const sorting: SortingState = sort ? [{ id: sort, desc: order === 'desc' }] : [];
  const rows = useMemo(() => sortSeries(list.data ?? [], sort, order), [list.data, sort, order]);
  const totalPages = Math.max(1, Math.ceil(rows.length / limit));
  const current = Math.min(page, totalPages);
  const pageRows = rows.slice((current - 1) * limit, current * limit);
  const filtered = search !== '' || status !== 'all' || (managesAll && manufacturerId !== 'all');

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: SERIES_MESSAGES.deleted }),
      onError: (error) => toastFailure(error, SERIES_MESSAGES.deleteFailed),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-2xl font-semibold tracking-tight text-slate-900">Series Management</h2>
          <p className="mt-1 text-sm text-slate-600">
            {managesAll
              ? 'Manage the product series of every manufacturer'
              : `Manage the product series of ${fixedManufacturer?.name ?? 'your organization'}`}
          </p>
        </div>
        <Button onClick={() => setEditing({ open: true })} disabled={!managesAll && !fixedManufacturer}>
          <Plus aria-hidden="true" />
          Add Series
        </Button>
      </div>

      <Card className="space-y-4 p-4">
        <div
          className={
            managesAll
              ? 'grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]'
              : 'grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]'
          }
        >
          <SearchBox
            label="Search series"
            hideLabel
            placeholder={managesAll ? 'Search by series or manufacturer...' : 'Search series...'}
            value={searchText}
            onChange={setSearchText}
          />
          {managesAll ? (
            <SelectField
              label="Manufacturer"
              hideLabel
              value={manufacturerId}
              onChange={(event) => setQuery({ manufacturerId: event.target.value })}
              options={[
                { value: 'all', label: 'All Manufacturers' },
                ...(organizations.data ?? [])
                  .filter((o) => o.type === 'manufacturer')
                  .map((o) => ({ value: o.id, label: o.name })),
              ]}
            />
          ) : null}
          <SelectField
            label="Status"
            hideLabel
            value={status}
            onChange={(event) => setQuery({ status: event.target.value as SeriesStatusFilter })}
            options={[
              { value: 'all', label: 'All Statuses' },
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
            ]}
          />
        </div>

        <DataTable
          label="Series"
          columns={columns}
          data={pageRows}
          getRowId={(series) => series.id}
          status={list.status}
          loadingText="Loading series…"
          errorText="Failed to load series"
          empty={
            <TableEmpty
              title={filtered ? SERIES_MESSAGES.emptyFilteredTitle : SERIES_MESSAGES.emptyTitle}
              hint={
                filtered ? 'Try adjusting your search or filters' : 'Add your first series to get started'
              }
            />
          }
          sorting={{
            state: sorting,
            manual: true,
            onChange: (next) =>
              setQuery({
                sort: (next[0]?.id ?? '') as (typeof SORTS)[number],
                order: next[0]?.desc ? 'desc' : 'asc',
              }),
          }}
          renderCard={(series) => (
            <SeriesCard series={series} onView={setViewing} onEdit={onEdit} onDelete={setDeleting} />
          )}
          pagination={{
            kind: 'numbered',
            page: current,
            pageSize: limit,
            pageSizes: PAGE_SIZES,
            total: rows.length,
            totalPages,
            onPage: (next) => setQuery({ page: next }),
            onPageSize: (size) => setQuery({ limit: size }),
            showing: showingSeriesText,
          }}
        />
      </Card>

      <SeriesDialog
        key={editing.series?.id ?? 'new'}
        open={editing.open}
        onOpenChange={(open) => setEditing((state) => ({ ...state, open }))}
        series={editing.series}
        manufacturers={manufacturers}
        fixedManufacturer={fixedManufacturer}
      />
      <SeriesDetailsDialog series={viewing} onClose={() => setViewing(null)} onEdit={onEdit} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete Series"
        description={<p>{SERIES_MESSAGES.deleteConfirm}</p>}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
