import type {
  StagedListResponse,
  StagedProduct,
  StagedStatusFilter,
} from '@crossover/domain/staged-products';
import {
  STAGED_MESSAGES,
  STAGED_STATUS_FILTERS,
  STAGED_STATUS_LABELS,
  approvedMessage,
  deleteManyConfirm,
  deletedMessage,
} from '@crossover/domain/staged-products';
import { useEffect, useRef, useState } from 'react';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { TablePagination } from '@/components/ui/data-table/pagination';
import {
  selectAllMatching,
  selectedCount,
  selectedCountText,
  useRowSelection,
} from '@/components/ui/data-table/selection';
import { TableEmpty } from '@/components/ui/data-table/table-states';
import { SelectField } from '@/components/ui/form/select-field';
import { SearchBox } from '@/components/ui/search-box';
import { toast } from '@/components/ui/use-toast';
import { ApprovalProgress } from './approval-progress';
import { ApproveFlaggedDialog } from './approve-flagged-dialog';
import { toastWriteFailure } from './failure-toast';
import { useSearchBox } from '@/lib/use-debounced-value';
import { useExactStagedCount } from '../api/get-staged-count';
import { useStagedBulk } from '../api/staged-bulk';
import { SelectionToolbar } from './selection-toolbar';
import { StagedCard, useStagedColumns } from './staged-columns';
import { rowLabel } from './staged-row-actions';
import {
  bulkRequestOf,
  canSelectAllMatching,
  flaggedInSelection,
  selectionFilterOf,
} from './staged-selection';

type Confirming = { kind: 'one'; row: StagedProduct } | { kind: 'selection'; count: number } | null;

export interface StandardReviewProps {
  list: { data: StagedListResponse | undefined; status: 'pending' | 'error' | 'success' };
  search: string;
  status: StagedStatusFilter;
  onFilter: (patch: { search?: string; status?: StagedStatusFilter }) => void;
  /** The viewer may approve and delete (admins); others read. */
  canAct: boolean;
  pagination: TablePagination;
  onPreview: (row: StagedProduct) => void;
}

/** Spec §2.2 Standard Review: search, status filter, the table, selection and bulk actions. */
export function StandardReview({
  list,
  search,
  status,
  onFilter,
  canAct,
  pagination,
  onPreview,
}: StandardReviewProps) {
  const [searchText, setSearchText] = useSearchBox(search, (typed) => onFilter({ search: typed }));

  const rows = list.data?.products ?? [];
  const listTotal = list.data?.total ?? 0;
  const listCapped = list.data?.totalCapped ?? false;
  // Selections belong to one list: a new search or status starts with none.
  const listFilter = selectionFilterOf(search, status);
  const { selection, setSelection, clear } = useRowSelection(listFilter);
  const offerSelectAll = canAct && rows.length > 0 && canSelectAllMatching(status, listTotal);
  // The list counts to 1,000 (decision 0045); 'Select All n Products' names the exact n, asked for here.
  const exact = useExactStagedCount({ status, search }, offerSelectAll && listCapped);
  const total = exact.data?.count ?? listTotal;
  const totalCapped = exact.data === undefined && listCapped;
  const flaggedMatching = exact.data?.flagged ?? list.data?.flagged ?? 0;
  const count = selectedCount(selection, total);
  const bulk = useStagedBulk();
  const [confirming, setConfirming] = useState<Confirming>(null);
  // A large approval running as a job: followed until it ends, the actions wait meanwhile.
  const [approvalJob, setApprovalJob] = useState<string | null>(null);
  const busy = bulk.isPending || approvalJob !== null;
  // Flagged rows in the selection: the bulk approval asks before leaving them out (issue 15 item 4).
  const [askFlagged, setAskFlagged] = useState<number | null>(null);
  const seenFlags = useRef(new Map<string, boolean>());
  useEffect(() => {
    for (const row of list.data?.products ?? []) seenFlags.current.set(row.id, row.importFlag !== null);
  }, [list.data]);

  function approveSelection(includeFlagged = false) {
    const request = bulkRequestOf(selection, 'approve', false);
    approve(includeFlagged ? { ...request, includeFlagged } : request, () => {
      setAskFlagged(null);
      clear();
    });
  }
  function startBulkApprove() {
    const flagged = flaggedInSelection(selection, flaggedMatching, (id) =>
      Boolean(seenFlags.current.get(id)),
    );
    if (flagged > 0) setAskFlagged(flagged);
    else approveSelection();
  }

  function approve(request: Parameters<typeof bulk.mutate>[0], afterwards?: () => void) {
    bulk.mutate(request, {
      onSuccess: (answer) => {
        afterwards?.();
        if ('jobId' in answer) {
          setApprovalJob(answer.jobId);
          toast({ title: answer.message });
          return;
        }
        toast({
          title: approvedMessage(answer.approved),
          ...(answer.skipped > 0 ? { description: answer.message } : {}),
        });
      },
      onError: (error) => toastWriteFailure(error, STAGED_MESSAGES.approveFailed),
    });
  }

  function remove(request: Parameters<typeof bulk.mutate>[0], afterwards?: () => void) {
    bulk.mutate(request, {
      onSuccess: (answer) => {
        afterwards?.();
        if (!('jobId' in answer)) toast({ title: deletedMessage(answer.deleted) });
      },
      onError: (error) =>
        toastWriteFailure(error, STAGED_MESSAGES.deleteFailedTitle, STAGED_MESSAGES.deleteFailed),
      onSettled: () => setConfirming(null),
    });
  }

  const columns = useStagedColumns({
    canAct,
    busy,
    onPreview,
    // A row's own Approve, next to its Flagged badge, is the admin insisting (issue 15 item 4).
    onApprove: (row) =>
      approve({
        action: 'approve',
        productIds: [row.id],
        useAiEnhancements: false,
        includeFlagged: row.importFlag !== null,
      }),
    onDelete: (row) => setConfirming({ kind: 'one', row }),
  });

  function confirmDelete() {
    if (confirming?.kind === 'one') remove({ action: 'delete', productIds: [confirming.row.id] });
    else if (confirming?.kind === 'selection') remove(bulkRequestOf(selection, 'delete'), clear);
  }

  const filtered = search !== '' || status !== 'pending';
  return (
    <Card className="space-y-4 p-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <SearchBox
          label="Search staged products"
          hideLabel
          placeholder={STAGED_MESSAGES.searchPlaceholder}
          value={searchText}
          onChange={setSearchText}
        />
        <SelectField
          label="Status"
          hideLabel
          value={status}
          onChange={(event) => onFilter({ status: event.target.value as StagedStatusFilter })}
          options={STAGED_STATUS_FILTERS.map((value) => ({ value, label: STAGED_STATUS_LABELS[value] }))}
        />
      </div>

      {approvalJob ? <ApprovalProgress jobId={approvalJob} onDone={() => setApprovalJob(null)} /> : null}

      {canAct && rows.length > 0 ? (
        <SelectionToolbar
          selected={count}
          selectedText={selectedCountText(selection, total, totalCapped)}
          matching={total}
          matchingCapped={totalCapped}
          offerSelectAll={offerSelectAll}
          allSelected={selection.mode === 'all-matching'}
          busy={busy}
          onSelectAll={() => setSelection(selectAllMatching(listFilter))}
          onClear={clear}
          onApprove={startBulkApprove}
          onDelete={() => setConfirming({ kind: 'selection', count })}
        />
      ) : null}

      <DataTable
        label="Staged products"
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        status={list.status}
        loadingText="Loading staged products…"
        errorText={STAGED_MESSAGES.fetchFailed}
        empty={
          <TableEmpty
            title={STAGED_MESSAGES.emptyStandard}
            hint={filtered ? 'Try adjusting your search or filters' : undefined}
          />
        }
        {...(canAct
          ? {
              selection: {
                state: selection,
                onChange: setSelection,
                filter: listFilter,
                total,
                totalCapped,
                itemLabel: 'products',
                rowLabel,
              },
              hideSelectionBar: true,
            }
          : {})}
        renderCard={(row) => (
          <StagedCard
            row={row}
            canAct={canAct}
            busy={busy}
            onPreview={onPreview}
            onApprove={(r) =>
              approve({
                action: 'approve',
                productIds: [r.id],
                useAiEnhancements: false,
                includeFlagged: r.importFlag !== null,
              })
            }
            onDelete={(r) => setConfirming({ kind: 'one', row: r })}
          />
        )}
        pagination={pagination}
      />

      {askFlagged !== null ? (
        <ApproveFlaggedDialog
          selected={count}
          flagged={askFlagged}
          pending={bulk.isPending}
          onConfirm={approveSelection}
          onCancel={() => setAskFlagged(null)}
        />
      ) : null}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming?.kind === 'one' ? 'Delete Product' : 'Delete Products'}
        description={
          <p>
            {confirming?.kind === 'selection'
              ? deleteManyConfirm(confirming.count)
              : STAGED_MESSAGES.deleteOneConfirm}
          </p>
        }
        confirmLabel="Delete"
        pending={bulk.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
