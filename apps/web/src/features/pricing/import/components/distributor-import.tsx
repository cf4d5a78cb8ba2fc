import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { toastOperationError } from '@/lib/operation-errors';
import { useCan } from '@/lib/use-can';
import type { PriceListUpload, PricingImportDetail } from '../../shared/api';
import { formatDay, todayInput } from '../../shared/format';
import { useDistributors } from '../api/get-distributors';
import { useImportProgress } from '../api/import-progress';
import { useProcessPriceList } from '../api/process-price-list';
import { useUploadPriceList } from '../api/upload-price-list';
import type { ImportTab } from './import-state';
import { importReducer, initialImportState, rowsToProcess, tabEnabled } from './import-state';
import { Tabs } from '@/components/ui/tabs';
import { PreviewTab } from './preview-tab';
import { ResultsTab } from './results-tab';
import { CATALOGUE_TARGET, UploadTab } from './upload-tab';
import { useSimulatedProgress } from './use-simulated-progress';

/** Back-office §8 Imports: the texts of this flow. */
export const PRICE_IMPORT_TOASTS = {
  uploaded: 'Upload Successful',
  parsed: (n: number) => `Parsed ${n.toLocaleString('en-US')} pricing records`,
  uploadFailed: 'Upload Failed',
  uploadFailedText: 'Failed to upload and parse the pricing file',
  processed: 'Processing Complete',
  updated: (n: number) => `Updated ${n.toLocaleString('en-US')} products successfully`,
  processFailed: 'Processing Failed',
  processFailedText: 'Failed to process pricing updates',
  scheduled: 'Import Scheduled',
} as const;

const TABS: readonly { key: ImportTab; label: string }[] = [
  { key: 'upload', label: 'Upload File' },
  { key: 'preview', label: 'Preview & Validate' },
  { key: 'results', label: 'Process Results' },
];

/**
 * The toast for an import whose job ended (or that was scheduled instead of applied). The count is
 * the rows the server applied (its success and warning rows), which is what was updated.
 */
function toastOutcome(detail: PricingImportDetail) {
  const successful = detail.recordsSuccessful;
  if (detail.status === 'failed') {
    toast({
      title: PRICE_IMPORT_TOASTS.processFailed,
      description: PRICE_IMPORT_TOASTS.processFailedText,
      variant: 'destructive',
    });
  } else if (detail.status === 'scheduled') {
    toast({
      title: PRICE_IMPORT_TOASTS.scheduled,
      description: `${successful.toLocaleString('en-US')} products will be updated on ${formatDay(detail.effectiveDate)}`,
    });
  } else {
    toast({ title: PRICE_IMPORT_TOASTS.processed, description: PRICE_IMPORT_TOASTS.updated(successful) });
  }
}

/**
 * Pricing Import's Distributor Pricing mode (back-office §2.5, §4): upload a price list, preview
 * every row's verdict, choose the dates, process (a tracked job followed to its end), see the
 * results. An admin chooses whose prices change; a distributor's are its own organization's.
 */
export function DistributorImportMode() {
  const { user } = useCurrentUser();
  const can = useCan();
  const choosesTarget = can('pricing.manage');
  const mayImport = can('pricing.import');
  const today = useMemo(() => todayInput(), []);
  const [state, dispatch] = useReducer(importReducer, today, initialImportState);
  const [target, setTarget] = useState('');
  const distributors = useDistributors(choosesTarget);
  const upload = useUploadPriceList();
  const processList = useProcessPriceList();
  const job = useImportProgress(state.processing?.importId ?? null);
  const parsePercent = useSimulatedProgress(upload.isPending);
  // The file whose answer is awaited: an answer for another (replaced) file is dropped.
  const currentFile = useRef<File | null>(null);
  const organizationId = target === CATALOGUE_TARGET ? null : target;

  function onFile(file: File) {
    currentFile.current = file;
    dispatch({ type: 'file', file });
    upload.mutate(choosesTarget ? { file, organizationId } : { file }, {
      onSuccess: (answer) => {
        if (currentFile.current !== file) return;
        dispatch({ type: 'uploaded', upload: answer });
        toast({
          title: PRICE_IMPORT_TOASTS.uploaded,
          description: PRICE_IMPORT_TOASTS.parsed(answer.data.length),
        });
      },
      onError: (error) => {
        if (currentFile.current !== file) return;
        dispatch({ type: 'uploadFailed' });
        toastOperationError(error, PRICE_IMPORT_TOASTS.uploadFailed, PRICE_IMPORT_TOASTS.uploadFailedText);
      },
    });
  }

  function onTarget(value: string) {
    // The preview judged the rows against the old target's prices: start again.
    setTarget(value);
    currentFile.current = null;
    dispatch({ type: 'clear' });
  }

  function onProcess(parsed: PriceListUpload) {
    processList.mutate(
      {
        pricingData: rowsToProcess(parsed),
        effectiveDate: state.effectiveDate,
        expirationDate: state.expirationDate || null,
        filename: parsed.filename,
        ...(choosesTarget ? { organizationId } : {}),
      },
      {
        onSuccess: (answer) => dispatch({ type: 'processing', answer }),
        onError: (error) =>
          toastOperationError(
            error,
            PRICE_IMPORT_TOASTS.processFailed,
            PRICE_IMPORT_TOASTS.processFailedText,
          ),
      },
    );
  }

  // The job ended (or the import was scheduled): the results, and one toast.
  const processing = state.processing;
  const ended =
    job.data && processing && job.data.id === processing.importId && job.data.status !== 'processing';
  useEffect(() => {
    if (!ended || !job.data) return;
    dispatch({ type: 'processed', detail: job.data });
    toastOutcome(job.data);
  }, [ended, job.data]);

  if (!mayImport) {
    return (
      <p className="rounded-lg border border-slate-200 bg-white p-6 text-sm text-slate-700">
        Price lists are imported by distributors and administrators. Every import is listed on{' '}
        <Link to="/pricing-history" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Pricing History
        </Link>
        .
      </p>
    );
  }

  const busy = upload.isPending || processList.isPending || state.processing !== null;
  let panel;
  if (state.tab === 'preview') {
    panel = (
      <PreviewTab
        state={state}
        today={today}
        parsing={upload.isPending}
        parsePercent={parsePercent}
        submitting={processList.isPending}
        job={job.data}
        onDates={(dates) => dispatch({ type: 'dates', ...dates })}
        onProcess={onProcess}
      />
    );
  } else if (state.tab === 'results' && state.result) {
    panel = <ResultsTab answer={state.result.answer} detail={state.result.detail} />;
  } else {
    panel = (
      <UploadTab
        target={
          choosesTarget
            ? {
                value: target,
                onChange: onTarget,
                loading: distributors.isPending,
                options: (distributors.data ?? []).map((org) => ({ value: org.id, label: org.name })),
              }
            : null
        }
        ownOrganizationName={user?.organizationName ?? null}
        file={state.file}
        busy={busy}
        onFile={onFile}
      />
    );
  }

  return (
    <Tabs
      label="Pricing import steps"
      fill
      tabs={TABS.map((tab) => ({ ...tab, disabled: !tabEnabled(state, tab.key) }))}
      active={state.tab}
      onChange={(tab) => dispatch({ type: 'tab', tab })}
    >
      {panel}
    </Tabs>
  );
}
