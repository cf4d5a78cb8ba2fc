import type { CsvImport } from '@crossover/domain/imports';
import { IMPORT_MESSAGES } from '@crossover/domain/imports';
import { AlertTriangle, CheckCircle2, FileWarning, History, Upload, XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ImportCounts } from './import-counts';
import { countText } from './count-text';

/** An import that staged nothing and failed nothing: every SKU was already waiting in staging. */
export const stagedNothing = (record: CsvImport) =>
  record.status !== 'failed' && record.recordsStaged === 0 && record.recordsFailed === 0;

function Outcome({ record }: { record: CsvImport }) {
  if (record.status === 'failed') {
    return (
      <div role="alert" className="flex gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900">
        <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="space-y-1 [overflow-wrap:anywhere]">
          <p className="font-medium">The import failed.</p>
          {record.errorLog.slice(0, 3).map((line, index) => (
            <p key={`${index}-${line}`}>{line}</p>
          ))}
        </div>
      </div>
    );
  }
  if (stagedNothing(record)) {
    return (
      <div role="alert" className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>{IMPORT_MESSAGES.allSkusStaged}</p>
      </div>
    );
  }
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900"
    >
      <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
      {countText(record.recordsStaged, 'product')} staged for review
      {record.recordsFailed > 0 ? `; ${countText(record.recordsFailed, 'row')} failed` : ''}
      {record.recordsFlagged > 0
        ? `; ${countText(record.recordsFlagged, 'row looks', 'rows look')} like a heading or note (flagged)`
        : ''}
      {record.recordsWarned > 0
        ? `; ${countText(record.recordsWarned, 'row has', 'rows have')} warnings`
        : ''}
      .
    </p>
  );
}

/** Step 4 done (spec §2.1): the outcome, 'View Import Progress' and 'Import Another File'. */
export function CompleteStep({
  record,
  onViewProgress,
  onImportAnother,
  onViewReport,
}: {
  record: CsvImport;
  onViewProgress: () => void;
  onImportAnother: () => void;
  onViewReport: (record: CsvImport) => void;
}) {
  return (
    <div className="space-y-5">
      <Outcome record={record} />
      <ImportCounts record={record} />
      <div className="flex flex-wrap justify-end gap-2">
        {record.recordsFailed > 0 ? (
          <Button variant="outline" onClick={() => onViewReport(record)}>
            <FileWarning aria-hidden="true" />
            View Error Report
          </Button>
        ) : null}
        <Button variant="outline" onClick={onViewProgress}>
          <History aria-hidden="true" />
          View Import Progress
        </Button>
        <Button onClick={onImportAnother}>
          <Upload aria-hidden="true" />
          Import Another File
        </Button>
      </div>
    </div>
  );
}
