import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import type { PricingImportSummary } from '../../shared/api';
import { formatDay, formatMoment } from '../../shared/format';
import { usePricingImport } from '../api/get-pricing-imports';
import { ChangesTable } from './changes-table';
import { ImportStatusBadge, importTargetLabel, importTypeLabel } from './import-labels';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-sm [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}

/** Back-office §2.6: one import's fields and every change it made, old → new, Active or Rolled Back. */
export function ImportDetailsDialog({
  summary,
  onClose,
}: {
  /** The row the dialog opened from (shown at once); the details arrive from the server. */
  summary: PricingImportSummary;
  onClose: () => void;
}) {
  const details = usePricingImport(summary.id);
  const record = details.data ?? summary;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-4xl">
        <DialogTitle className="pr-8 [overflow-wrap:anywhere]">{record.filename}</DialogTitle>
        <DialogDescription>
          {importTypeLabel(record.importType)} imported {formatMoment(record.createdAt)}
        </DialogDescription>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Field label="Status">
            <ImportStatusBadge status={record.status} />
          </Field>
          <Field label="Organization">{importTargetLabel(record)}</Field>
          <Field label="Imported by">{record.userName ?? '-'}</Field>
          {record.campaignName ? <Field label="Campaign">{record.campaignName}</Field> : null}
          <Field label="Effective">{formatDay(record.effectiveDate)}</Field>
          <Field label="Expires">
            {record.expirationDate ? formatDay(record.expirationDate) : 'Permanent'}
          </Field>
          <Field label="Applied">{formatMoment(record.appliedAt)}</Field>
          {record.expiredAt ? <Field label="Expired">{formatMoment(record.expiredAt)}</Field> : null}
          <Field label="Records">
            {record.recordsSuccessful.toLocaleString('en-US')} successful ·{' '}
            {record.recordsFailed.toLocaleString('en-US')} failed
          </Field>
        </dl>
        {record.status === 'failed' ? (
          <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            Failure reason: {record.failureReason ?? 'Not recorded'}
          </p>
        ) : null}
        {record.rolledBackAt ? (
          <div className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p>
              Rolled back {formatMoment(record.rolledBackAt)}
              {record.rolledBackByName ? ` by ${record.rolledBackByName}` : ''}
            </p>
            {record.rollbackReason ? <p className="mt-1">Reason: {record.rollbackReason}</p> : null}
          </div>
        ) : null}
        <h3 className="mt-6 mb-2 text-sm font-semibold text-slate-900">Changes</h3>
        {details.isPending ? (
          <p role="status" className="py-6 text-center text-sm text-slate-600">
            Loading changes…
          </p>
        ) : details.isError ? (
          <LoadError message="The changes could not be loaded." onRetry={() => void details.refetch()} />
        ) : (
          <ChangesTable changes={details.data.changes} />
        )}
      </DialogContent>
    </Dialog>
  );
}
