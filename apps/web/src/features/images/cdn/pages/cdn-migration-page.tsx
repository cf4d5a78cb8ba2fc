import { type ReactNode, useState } from 'react';
import {
  CDN_ERROR_LIST_SIZE,
  type CdnMigrationResult,
  cdnResultPercent,
} from '@crossover/domain/cdn-migration';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { ProgressBar } from '@/components/ui/progress-bar';
import { toast } from '@/components/ui/use-toast';
import { useCdnMigration, useCdnStatus } from '../api/cdn-migration';

function StatusCard({ label, value, children }: { label: string; value: number; children?: ReactNode }) {
  return (
    <Card>
      <CardContent className="pt-6">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <p className="text-2xl font-semibold text-slate-900">{value.toLocaleString('en-US')}</p>
        {children}
      </CardContent>
    </Card>
  );
}

function Results({ result }: { result: CdnMigrationResult }) {
  const percent = cdnResultPercent(result);
  const more = result.errors.length - CDN_ERROR_LIST_SIZE;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Migration Results</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          {(['total', 'migrated', 'failed', 'skipped'] as const).map((field) => (
            <div key={field}>
              <dt className="capitalize text-slate-600">{field}</dt>
              <dd className="text-lg font-semibold text-slate-900">
                {result[field].toLocaleString('en-US')}
              </dd>
            </div>
          ))}
        </dl>
        <ProgressBar label="Migrated" percent={Number(percent)} valueText={`${percent}%`} />
        {result.errors.length > 0 ? (
          <ul className="space-y-1 text-sm text-red-700" aria-label="Errors">
            {result.errors.slice(0, CDN_ERROR_LIST_SIZE).map((error) => (
              <li key={error} className="break-words">
                {error}
              </li>
            ))}
            {more > 0 ? <li>and {more} more errors</li> : null}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}

const failureText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** Spec §2.15 CDN Migration (/bunny-migration): counts from the API, toasts per §8. */
export function CdnMigrationPage() {
  const status = useCdnStatus();
  const products = useCdnMigration('products');
  const logos = useCdnMigration('logos');
  const [result, setResult] = useState<CdnMigrationResult | null>(null);

  const run = async (which: 'products' | 'logos') => {
    try {
      const answer = await (which === 'products' ? products : logos).mutateAsync();
      setResult(answer.result);
      toast({
        title: which === 'products' ? 'Migration Complete' : 'Logo Migration Complete',
        description: answer.message,
        variant: answer.result.failed > 0 ? 'destructive' : 'default',
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: which === 'products' ? 'Migration Failed' : 'Logo Migration Failed',
        description: failureText(error, 'Migration failed'),
      });
    }
  };

  const data = status.data;
  const busy = products.isPending || logos.isPending;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold tracking-tight text-slate-900">CDN Migration</h2>
          <p className="mt-1 text-sm text-slate-600">
            Move stored product images and logos to the Bunny CDN so they load fast everywhere
          </p>
        </div>
        <Button variant="outline" onClick={() => void status.refetch()} disabled={status.isFetching}>
          Refresh Status
        </Button>
      </div>
      {status.isError ? (
        <LoadError message="Failed to fetch migration status" onRetry={() => void status.refetch()} />
      ) : !data ? (
        <p className="text-sm text-slate-600" role="status">
          Loading migration status…
        </p>
      ) : (
        <>
          {!data.configured ? (
            <p
              className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
              role="note"
            >
              CDN not configured: set BUNNY_STORAGE_ZONE, BUNNY_STORAGE_KEY and BUNNY_PULL_ZONE_URL on the
              server to migrate images.
            </p>
          ) : null}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <StatusCard label="Current Storage Images" value={data.currentStorageImages} />
            <StatusCard label="CDN Images" value={data.bunnyImages} />
            <StatusCard label="Total to Migrate" value={data.needsMigration}>
              <Badge tone={data.needsMigration > 0 ? 'warning' : 'success'}>
                {data.needsMigration > 0 ? 'Pending' : 'Complete'}
              </Badge>
            </StatusCard>
          </div>
          <Card>
            <CardContent className="flex flex-wrap gap-3 pt-6">
              <Button
                onClick={() => void run('products')}
                disabled={!data.configured || data.needsMigration === 0 || busy}
              >
                {products.isPending
                  ? 'Migrating…'
                  : data.needsMigration === 0
                    ? 'All product images already migrated'
                    : `Migrate Product Images (${data.needsMigration.toLocaleString('en-US')})`}
              </Button>
              <Button variant="outline" onClick={() => void run('logos')} disabled={!data.configured || busy}>
                {logos.isPending ? 'Migrating…' : 'Migrate Logos'}
              </Button>
            </CardContent>
          </Card>
        </>
      )}
      {result ? <Results result={result} /> : null}
    </div>
  );
}
