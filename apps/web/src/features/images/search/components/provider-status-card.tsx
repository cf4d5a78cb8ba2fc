import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { ProviderStatus } from '@crossover/domain/image-search';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { PROVIDER_QUOTAS, quotaTone, totalRemaining } from '../image-search-view';

const number = new Intl.NumberFormat('en-US');

/** §2.12 the collapsible Search Provider Status card. */
export function ProviderStatusCard({ status }: { status: ProviderStatus }) {
  const [open, setOpen] = useState(true);
  const contentId = useId();
  return (
    <Card>
      <CardHeader className="pb-3">
        <button
          type="button"
          className="flex w-full items-center justify-between gap-2 text-left"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
        >
          <CardTitle>Search Provider Status</CardTitle>
          <ChevronDown aria-hidden="true" className={open ? 'size-5 rotate-180' : 'size-5'} />
        </button>
      </CardHeader>
      {open ? (
        <CardContent id={contentId} className="space-y-4">
          {status.message ? (
            <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              {status.message}
            </p>
          ) : null}
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600">Current Provider</dt>
              <dd className="font-medium">{status.current ?? 'None available'}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Total Remaining</dt>
              <dd className="font-medium">{number.format(totalRemaining(status))} searches</dd>
            </div>
            <div>
              <dt className="text-slate-600">Available Providers</dt>
              <dd className="font-medium">
                {status.available.length > 0 ? status.available.join(', ') : 'None'}
              </dd>
            </div>
          </dl>
          <ul className="space-y-3">
            {PROVIDER_QUOTAS.map(({ key, label, field }) => {
              const quota = status[field];
              const configured = status.providers.find((p) => p.name === key)?.configured ?? false;
              return (
                <li key={key} className="space-y-1">
                  <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    <span className="font-medium">{label}</span>
                    {configured ? (
                      <Badge tone={quotaTone(key, quota.remaining)}>
                        {number.format(quota.remaining)} of {number.format(quota.total)} remaining
                      </Badge>
                    ) : (
                      <Badge tone="neutral">Not configured</Badge>
                    )}
                  </div>
                  <ProgressBar
                    label={`${label} quota remaining`}
                    percent={quota.total > 0 ? (quota.remaining / quota.total) * 100 : 0}
                  />
                </li>
              );
            })}
          </ul>
          <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <span>
              Load Balancing:{' '}
              <Badge tone={status.loadBalancing ? 'success' : 'neutral'}>
                {status.loadBalancing ? 'Active' : 'Disabled'}
              </Badge>
            </span>
            <span>Total Monthly Searches: {number.format(status.totalMonthlySearches)}</span>
          </div>
          <p className="text-xs text-slate-600">
            Providers alternate automatically to make the most of each one&apos;s free monthly searches.
          </p>
        </CardContent>
      ) : null}
    </Card>
  );
}
