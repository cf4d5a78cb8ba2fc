import { CalendarClock, CheckCircle2, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { PricingImportDetail, ProcessAnswer } from '../../shared/api';
import { formatDay, formatMoment } from '../../shared/format';
import { PriceListStatsLine } from './price-list-stats';
import { PriceRowsTable } from './price-rows-table';

function Outcome({ detail }: { detail: PricingImportDetail | null }) {
  if (!detail) return null;
  const until = detail.expirationDate ? ` until ${formatDay(detail.expirationDate)}` : '';
  if (detail.status === 'scheduled') {
    return (
      <p role="status" className="flex items-start gap-2 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Scheduled: the prices apply on {formatDay(detail.effectiveDate)}
        {until}. Nothing has changed yet.
      </p>
    );
  }
  if (detail.status === 'failed') {
    return (
      <p role="alert" className="flex items-start gap-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
        <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        The import failed{detail.failureReason ? `: ${detail.failureReason}` : '.'} No price was changed.
      </p>
    );
  }
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      Applied {formatMoment(detail.appliedAt)}
      {until}: {detail.recordsSuccessful.toLocaleString('en-US')} products updated.
    </p>
  );
}

/** Process Results: the server's own verdicts (it checks every row again), counts and outcome. */
export function ResultsTab({
  answer,
  detail,
}: {
  answer: ProcessAnswer;
  detail: PricingImportDetail | null;
}) {
  return (
    <div className="space-y-5">
      <Outcome detail={detail} />
      <PriceListStatsLine stats={answer.stats} label="Result counts" />
      <PriceRowsTable label="Result rows" rows={answer.data} />
      <p className="text-sm text-slate-600">
        Every import, with its changes and rollback, is on{' '}
        <Link to="/pricing-history" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Pricing History
        </Link>
        .
      </p>
    </div>
  );
}
