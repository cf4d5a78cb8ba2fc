import type { CsvImport } from '@crossover/domain/imports';
import { importProgressPercent } from '@crossover/domain/imports';
import { Loader2, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ImportCounts } from './import-counts';
import { ProgressBar } from '@/components/ui/progress-bar';
import { countText } from './count-text';

/**
 * Step 4 while the job runs: processed over total, held at 25–95 % (spec §4), with the counts so
 * far. Polling stops after 300,000 ms; then the person can check again.
 */
export function ProcessingStep({
  record,
  timedOut,
  onCheckAgain,
}: {
  record: CsvImport | undefined;
  timedOut: boolean;
  onCheckAgain: () => void;
}) {
  const percent = record ? importProgressPercent(record.status, record.processedRows, record.totalRows) : 25;
  return (
    <div className="space-y-5" aria-busy={!timedOut}>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Loader2 aria-hidden="true" className="size-4 animate-spin text-brand-700" />
        {record
          ? `Processing ${record.filename}: ${record.processedRows.toLocaleString('en-US')} of ${countText(record.totalRows, 'row')}`
          : 'Starting the import…'}
      </p>
      <ProgressBar label="Import progress" percent={percent} />
      {record ? <ImportCounts record={record} /> : null}
      {timedOut ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700"
        >
          <span>The import is taking longer than usual; it keeps running on the server.</span>
          <Button variant="outline" size="sm" onClick={onCheckAgain}>
            <RefreshCw aria-hidden="true" />
            Check again
          </Button>
        </div>
      ) : null}
    </div>
  );
}
