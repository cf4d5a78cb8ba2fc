import type { CsvImport } from '@crossover/domain/imports';
import { IMPORT_TOASTS } from '@crossover/domain/imports';
import type { ColumnMapping } from '@crossover/domain/imports-fields';
import { RefreshCw } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table/data-table';
import { TableEmpty } from '@/components/ui/data-table/table-states';
import { toast } from '@/components/ui/use-toast';
import { toastFailure, toastOperationError } from '@/lib/operation-errors';
import { useExportFailedRows } from '../api/export-failed-rows';
import type { ImportHistoryPage } from '../api/get-import-history';
import type { useImportHistory } from '../api/get-import-history';
import { IMPORT_HISTORY_PAGE_SIZES } from '../api/get-import-history';
import { useDeleteImport, useRetryImport } from '../api/import-actions';
import { ImportCard, useImportColumns } from './import-history-table';
import { RetryImportDialog } from './retry-import-dialog';

export const HISTORY_HEADING_ID = 'import-history';

/**
 * Spec §2.1 Import History: every import with delete (after a confirmation) and, for failures, View
 * Error Report, Export Failed Rows and Retry Import. Refreshes every 2 s while one is processing.
 */
export function ImportHistory({
  page,
  onPage,
  history,
  onViewReport,
  onRetried,
}: {
  page: ImportHistoryPage;
  onPage: (patch: Partial<ImportHistoryPage>) => void;
  history: ReturnType<typeof useImportHistory>;
  onViewReport: (record: CsvImport) => void;
  /** A retried import processes again: polling restarts. */
  onRetried: () => void;
}) {
  const [deleting, setDeleting] = useState<CsvImport | null>(null);
  const remove = useDeleteImport();
  const retry = useRetryImport();
  const exportRows = useExportFailedRows();

  const onExportFailed = useCallback(
    (record: CsvImport) =>
      exportRows.mutate(record.id, {
        onSuccess: (fileName) => toast({ title: IMPORT_TOASTS.exportComplete, description: fileName }),
        onError: (error) =>
          toastOperationError(error, IMPORT_TOASTS.exportFailedTitle, IMPORT_TOASTS.exportFailed),
      }),
    [exportRows],
  );
  // Retry opens a dialog showing the mapping, to change it first (issue 15 item 8).
  const [retrying, setRetrying] = useState<CsvImport | null>(null);
  function retryWith(columnMapping: ColumnMapping | undefined) {
    if (!retrying) return;
    retry.mutate(
      { importId: retrying.id, ...(columnMapping ? { columnMapping } : {}) },
      {
        onSuccess: (answer) => {
          setRetrying(null);
          toast({ title: IMPORT_TOASTS.importReset, description: answer.message });
          onRetried();
        },
        onError: (error) => toastFailure(error, IMPORT_TOASTS.retryFailedTitle),
      },
    );
  }
  const columns = useImportColumns({
    onViewReport,
    onExportFailed,
    onRetry: setRetrying,
    onDelete: setDeleting,
  });

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => toast({ title: IMPORT_TOASTS.importDeleted, description: answer.message }),
      onError: (error) => toastFailure(error, IMPORT_TOASTS.deleteFailedTitle),
      onSettled: () => setDeleting(null),
    });
  }

  const imports = history.data?.imports ?? [];
  return (
    <Card role="region" aria-labelledby={HISTORY_HEADING_ID}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle id={HISTORY_HEADING_ID} tabIndex={-1} className="focus:outline-none">
            Import History
          </CardTitle>
          <CardDescription>
            {history.data?.anyProcessing
              ? 'Refreshing every 2 seconds while an import is processing.'
              : 'Every import, newest first.'}
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={history.restart} disabled={history.isFetching}>
          <RefreshCw aria-hidden="true" className={history.isFetching ? 'animate-spin' : undefined} />
          Refresh
        </Button>
      </CardHeader>
      <CardContent>
        <DataTable
          label="Import History"
          columns={columns}
          data={imports}
          getRowId={(record) => record.id}
          // A failed refresh keeps the rows on screen (spec §8: polling errors are only logged).
          status={history.data ? 'success' : history.status}
          loadingText="Loading imports…"
          errorText="The import history could not be loaded"
          empty={<TableEmpty title="No imports yet" hint="Files you import with the wizard appear here." />}
          renderCard={(record) => (
            <ImportCard
              record={record}
              onViewReport={onViewReport}
              onExportFailed={onExportFailed}
              onRetry={setRetrying}
              onDelete={setDeleting}
            />
          )}
          pagination={{
            kind: 'cursor',
            isFirst: page.cursor === '',
            nextCursor: history.data?.nextCursor ?? null,
            rowCount: imports.length,
            pageSize: page.limit,
            pageSizes: IMPORT_HISTORY_PAGE_SIZES,
            onFirst: () => onPage({ cursor: '' }),
            onNext: (cursor) => onPage({ cursor }),
            onPageSize: (limit) => onPage({ limit, cursor: '' }),
          }}
        />
      </CardContent>
      {retrying ? (
        <RetryImportDialog
          record={retrying}
          pending={retry.isPending}
          onRetry={retryWith}
          onClose={() => setRetrying(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete Import"
        description={
          <>
            <p>Are you sure you want to delete the import of &quot;{deleting?.filename}&quot;?</p>
            <p>
              Its staged rows that are still waiting for review and its failed rows are deleted too; products
              already approved stay in the catalogue.
            </p>
          </>
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
