import type { CsvImport, FailedRow, FailureReport } from '@crossover/domain/imports';
import { IMPORT_TOASTS } from '@crossover/domain/imports';
import { Download } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { toastOperationError } from '@/lib/operation-errors';
import { useExportFailedRows } from '../api/export-failed-rows';
import { useFailureReport } from '../api/get-failure-report';
import { importDate } from './import-history-table';
import { countText } from './count-text';

const n = (value: number) => value.toLocaleString('en-US');

function Figures({ report }: { report: FailureReport }) {
  const items = [
    { label: 'Total Rows', value: n(report.totalRows), tone: 'text-slate-900' },
    { label: 'Staged', value: n(report.recordsStaged), tone: 'text-emerald-700' },
    { label: 'Failed', value: n(report.recordsFailed), tone: 'text-red-700' },
    { label: 'Failure Rate', value: `${report.failureRate.toFixed(1)}%`, tone: 'text-slate-900' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs font-medium text-slate-600">{item.label}</dt>
          <dd className={`mt-1 text-xl font-semibold ${item.tone}`}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'SKU: A-1 · Name: Amp …' — the row's original cells, briefly. */
export function dataPreview(data: FailedRow['data'], maxLength = 160): string {
  const text = Object.entries(data)
    .filter(([, value]) => value.trim() !== '')
    .map(([header, value]) => `${header}: ${value.trim()}`)
    .join(' · ');
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text || '(empty row)';
}

function ReportBody({ report }: { report: FailureReport }) {
  return (
    <div className="space-y-5">
      <Figures report={report} />
      {report.recordsSkipped > 0 ? (
        <p className="text-sm text-slate-700">
          {countText(report.recordsSkipped, 'row was', 'rows were')} skipped: their SKU was already waiting in
          Staged Products.
        </p>
      ) : null}
      {report.recordsWarned + report.recordsFlagged > 0 ? (
        <p className="text-sm text-slate-700">
          Of the staged rows, {countText(report.recordsWarned, 'has', 'have')} warnings (a cell left empty or
          rounded) and {countText(report.recordsFlagged, 'is', 'are')} flagged as a heading or note: Staged
          Products shows each.
        </p>
      ) : null}
      <section aria-labelledby="report-errors" className="space-y-2">
        <h3 id="report-errors" className="text-sm font-semibold text-slate-900">
          Error Summary
        </h3>
        {report.errors.length === 0 ? (
          <p className="text-sm text-slate-600">No errors recorded.</p>
        ) : (
          <ul className="space-y-1 rounded-lg bg-red-50 p-3 text-sm [overflow-wrap:anywhere] text-red-900">
            {report.errors.map((line, index) => (
              <li key={`${index}-${line}`}>{line}</li>
            ))}
            {report.moreErrors > 0 ? (
              <li className="font-medium">... and {n(report.moreErrors)} more errors</li>
            ) : null}
          </ul>
        )}
      </section>
      {report.failedRows.length > 0 ? (
        <section aria-labelledby="report-rows" className="space-y-2">
          <h3 id="report-rows" className="text-sm font-semibold text-slate-900">
            Sample Failed Rows
          </h3>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {report.failedRows.map((row) => (
              <li key={row.rowNumber} className="space-y-1 p-3 text-sm">
                <p className="font-medium text-slate-900">Row {row.rowNumber}</p>
                <p className="[overflow-wrap:anywhere] text-red-800">{row.error}</p>
                <p className="font-mono text-xs [overflow-wrap:anywhere] text-slate-600">
                  {dataPreview(row.data)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/**
 * Spec §2.1 failure report modal: Total Rows, Staged, Failed, Failure Rate, the first 10 errors
 * ('... and N more errors'), the first 5 failed rows and Export Failed Rows. A report that cannot be
 * made closes the modal with 'Report Failed'.
 */
export function FailureReportDialog({ record, onClose }: { record: CsvImport | null; onClose: () => void }) {
  const report = useFailureReport(record?.id ?? null);
  const exportRows = useExportFailedRows();
  const { isError, error } = report;

  useEffect(() => {
    if (!isError) return;
    toastOperationError(error, IMPORT_TOASTS.reportFailedTitle, IMPORT_TOASTS.reportFailed);
    onClose();
  }, [isError, error, onClose]);

  function exportFailed() {
    if (!record) return;
    exportRows.mutate(record.id, {
      onSuccess: (fileName) => toast({ title: IMPORT_TOASTS.exportComplete, description: fileName }),
      onError: (failure) =>
        toastOperationError(failure, IMPORT_TOASTS.exportFailedTitle, IMPORT_TOASTS.exportFailed),
    });
  }

  const data = report.data;
  return (
    <Dialog open={record !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogTitle>Import Failure Report</DialogTitle>
        <DialogDescription className="[overflow-wrap:anywhere]">
          {record?.filename}
          {data ? ` · imported ${importDate(data.importDate)}` : ''}
        </DialogDescription>
        <div className="mt-4">
          {data ? (
            <ReportBody report={data} />
          ) : (
            <p className="py-6 text-center text-sm text-slate-600">Loading report…</p>
          )}
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button onClick={exportFailed} disabled={!data || data.recordsFailed === 0 || exportRows.isPending}>
            <Download aria-hidden="true" />
            Export Failed Rows
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
