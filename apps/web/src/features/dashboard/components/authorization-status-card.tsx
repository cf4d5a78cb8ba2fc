import { AUTHORIZATION_LABELS, AUTHORIZATION_TYPES } from '@crossover/domain/catalog';
import { DASHBOARD_TEXTS } from '@crossover/domain/dashboard';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { useAuthorizationSummary } from '../api/get-dashboard';
import { AllAuthorizationsDialog } from './all-authorizations-dialog';
import { AuthorizationList } from './authorization-list';

/**
 * The organization's series authorizations at a glance: how many of each type and the first few,
 * with 'View all' paging through the rest in a dialog.
 */
export function AuthorizationStatusCard() {
  const summary = useAuthorizationSummary();
  const [showAll, setShowAll] = useState(false);
  const data = summary.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Authorization Status</CardTitle>
      </CardHeader>
      <CardContent>
        {!data ? (
          summary.isError && !summary.isFetching ? (
            <LoadError message="Authorizations could not be loaded." onRetry={() => void summary.refetch()} />
          ) : (
            <p className="text-sm text-slate-600">Loading…</p>
          )
        ) : data.total === 0 ? (
          <p className="text-sm text-slate-600">{DASHBOARD_TEXTS.authorizationsEmpty}</p>
        ) : (
          <div className="space-y-3">
            <div role="group" aria-label="Authorizations by type">
              <dl className="grid grid-cols-3 gap-2 text-center">
                {AUTHORIZATION_TYPES.map((type) => (
                  <div key={type} className="rounded-lg bg-slate-50 px-2 py-2">
                    <dt className="text-xs text-slate-600">{AUTHORIZATION_LABELS[type]}</dt>
                    <dd className="text-lg font-semibold text-slate-900 tabular-nums">
                      {data.counts[type].toLocaleString('en-US')}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
            <AuthorizationList items={data.first} label="First authorizations" />
            {data.total > data.first.length ? (
              <Button variant="link" size="inline" onClick={() => setShowAll(true)}>
                View all {data.total.toLocaleString('en-US')}
              </Button>
            ) : null}
            <AllAuthorizationsDialog open={showAll} onOpenChange={setShowAll} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
