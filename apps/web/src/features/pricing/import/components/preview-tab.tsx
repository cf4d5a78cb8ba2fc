import { CalendarClock, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/form/date-field';
import type { PriceListUpload, PricingImportDetail } from '../../shared/api';
import { formatDay } from '../../shared/format';
import type { ImportState } from './import-state';
import { canProcess, datesProblem } from './import-state';
import { PriceListStatsLine } from './price-list-stats';
import { PriceRowsTable } from './price-rows-table';
import { ProgressBar } from '@/components/ui/progress-bar';

function JobBar({ detail }: { detail: PricingImportDetail | undefined }) {
  const progress = detail?.progress;
  const total = progress?.total ?? null;
  const percent = progress && total ? (progress.processed / total) * 100 : 0;
  const label =
    progress && total !== null
      ? `Applying price changes: ${progress.processed.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`
      : 'Applying price changes…';
  return <ProgressBar label={label} percent={percent} />;
}

function Dates({
  state,
  today,
  disabled,
  onDates,
}: {
  state: ImportState;
  today: string;
  disabled: boolean;
  onDates: (dates: { effectiveDate?: string; expirationDate?: string }) => void;
}) {
  const problem = datesProblem(state.effectiveDate, state.expirationDate);
  const scheduled = state.effectiveDate > today;
  return (
    <div className="space-y-3">
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label="Effective date"
          required
          value={state.effectiveDate}
          disabled={disabled}
          onChange={(event) => onDates({ effectiveDate: event.target.value })}
          error={problem?.startsWith('Effective') ? problem : undefined}
        />
        <DateField
          label="Expiration date (optional)"
          value={state.expirationDate}
          min={state.effectiveDate || undefined}
          disabled={disabled}
          onChange={(event) => onDates({ expirationDate: event.target.value })}
          hint="Blank keeps the prices until they are changed again."
          error={problem?.startsWith('Expiration') ? problem : undefined}
        />
      </div>
      {scheduled && !problem ? (
        <p className="flex items-start gap-2 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          The prices will be scheduled: nothing changes until {formatDay(state.effectiveDate)}.
        </p>
      ) : null}
    </div>
  );
}

/**
 * Preview & Validate: the parse's progress, then every row with its verdict, the dates and Process
 * Updates (disabled while processing or when every row is an error), then the job's progress.
 */
export function PreviewTab({
  state,
  today,
  parsing,
  parsePercent,
  submitting,
  job,
  onDates,
  onProcess,
}: {
  state: ImportState;
  today: string;
  parsing: boolean;
  parsePercent: number;
  /** Process Updates was sent and not answered yet. */
  submitting: boolean;
  /** The import being applied, as last polled. */
  job: PricingImportDetail | undefined;
  onDates: (dates: { effectiveDate?: string; expirationDate?: string }) => void;
  onProcess: (upload: PriceListUpload) => void;
}) {
  const { upload, file } = state;
  if (parsing || !upload) {
    return (
      <div className="space-y-3 py-4">
        <ProgressBar label={`Reading ${file?.name ?? 'the file'}`} percent={parsePercent} />
        <p className="text-sm text-slate-600">Every row is checked against the catalogue.</p>
      </div>
    );
  }

  const busy = submitting || state.processing !== null;
  const allErrors = upload.data.length > 0 && upload.data.every((row) => row.status === 'error');
  const problem = datesProblem(state.effectiveDate, state.expirationDate);
  const disabled = !canProcess(state) || busy || problem !== null;
  return (
    <div className="space-y-5">
      <PriceListStatsLine stats={upload.stats} label="Preview counts" />
      <PriceRowsTable label="Preview rows" rows={upload.data} />
      {allErrors ? (
        <p role="alert" className="text-sm text-red-700">
          Every row has an error: correct the file and upload it again.
        </p>
      ) : null}
      <Dates state={state} today={today} disabled={busy} onDates={onDates} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button onClick={() => onProcess(upload)} disabled={disabled}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Process Updates
        </Button>
        <p className="text-sm text-slate-600">
          {upload.stats.errors > 0
            ? `Rows with errors are left out (${upload.stats.errors.toLocaleString('en-US')}).`
            : 'Every row is applied.'}
        </p>
      </div>
      {state.processing ? <JobBar detail={job} /> : null}
    </div>
  );
}
