import { useEffect, useRef, useState } from 'react';
import { EXTERNAL_IMAGE_LIST_SIZE, migrationPercent } from '@crossover/domain/image-migration';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { ProgressBar } from '@/components/ui/progress-bar';
import { toast } from '@/components/ui/use-toast';
import { useExternalImages, useMigrationStatus, useStartMigration } from '../api/migration';

function Counter({ label, value, note }: { label: string; value: number; note: string }) {
  return (
    <Card>
      <CardContent className="pt-6">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <p className="text-2xl font-semibold text-slate-900">{value.toLocaleString('en-US')}</p>
        <p className="text-xs text-slate-500">{note}</p>
      </CardContent>
    </Card>
  );
}

/** Spec §2.13 Image Migration (/image-migration). */
export function ImageMigrationPage() {
  // Migrating while the server names an active job: a reopened page picks a running one up.
  const [polling, setPolling] = useState(false);
  const status = useMigrationStatus(polling);
  const active = status.data?.activeJob ?? null;
  const migrating = active !== null;
  if (migrating !== polling) setPolling(migrating);
  const external = useExternalImages(migrating);
  const start = useStartMigration();
  const refetchList = external.refetch;
  const wasMigrating = useRef(false);
  const statusTotal = status.data?.externalImages;
  const listTotal = external.data?.total;
  const listFetching = external.isFetching;
  useEffect(() => {
    // The migration just ended, or the list is behind the counters: the list shows what is left.
    const behind = statusTotal !== undefined && listTotal !== undefined && statusTotal !== listTotal;
    if ((wasMigrating.current && !migrating) || (behind && !listFetching)) void refetchList();
    wasMigrating.current = migrating;
  }, [migrating, refetchList, statusTotal, listTotal, listFetching]);

  const onStart = async () => {
    try {
      const started = await start.mutateAsync();
      toast({ title: 'Migration Started', description: started.message });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Migration Failed',
        description: error instanceof Error ? error.message : 'Migration failed',
      });
    }
  };

  if (status.isError) {
    return <LoadError message="Failed to fetch migration status" onRetry={() => void status.refetch()} />;
  }
  const data = status.data;
  const list = external.data;
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900">Image Migration</h2>
        <p className="mt-1 text-sm text-slate-600">
          Move product images from outside sites into our object storage
        </p>
      </div>
      {!data ? (
        <p className="text-sm text-slate-600" role="status">
          Loading migration status…
        </p>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Counter
              label="Total Products"
              value={data.totalProducts}
              note={`${data.productsWithImages} with images`}
            />
            <Counter label="Local Images" value={data.localImages} note="Stored in object storage" />
            <Counter label="External Images" value={data.externalImages} note="Need migration" />
            <Counter label="Missing Images" value={data.missingImages} note="No image URL" />
          </div>
          <Card>
            <CardHeader>
              <CardTitle>Migration Progress</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <ProgressBar
                label="Local images over products with images"
                percent={Number(migrationPercent(data))}
                valueText={`${migrationPercent(data)}%`}
              />
              {active ? (
                <p className="text-sm text-slate-700" role="status">
                  Migrating… {active.processed.toLocaleString('en-US')} of{' '}
                  {(active.total ?? 0).toLocaleString('en-US')} processed
                </p>
              ) : null}
              {data.externalImages > 0 ? (
                <p
                  className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
                  role="note"
                >
                  {data.externalImages.toLocaleString('en-US')} product images still load from outside sites.
                  They can disappear or change at any time: migrate them into our storage.
                </p>
              ) : null}
              <Button
                onClick={() => void onStart()}
                disabled={data.externalImages === 0 || migrating || start.isPending}
              >
                {migrating ? 'Migrating…' : `Migrate ${data.externalImages.toLocaleString('en-US')} Images`}
              </Button>
            </CardContent>
          </Card>
        </>
      )}
      <Card>
        <CardHeader>
          <CardTitle>External Images</CardTitle>
        </CardHeader>
        <CardContent>
          {external.isError ? (
            <LoadError message="Failed to fetch external images" onRetry={() => void external.refetch()} />
          ) : !list ? (
            <p className="text-sm text-slate-600">Loading…</p>
          ) : list.total === 0 ? (
            <p className="text-sm text-slate-600">No external images: every product image is ours.</p>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="External images">
              {list.items.slice(0, EXTERNAL_IMAGE_LIST_SIZE).map((item) => (
                <li key={item.id} className="min-w-0 py-2 text-sm">
                  <span className="font-medium text-slate-900">{item.sku}</span>
                  {item.imageSourceSite ? (
                    <span className="ml-2 text-slate-500">{item.imageSourceSite}</span>
                  ) : null}
                  <span className="block truncate text-xs text-slate-500" title={item.imageUrl}>
                    {item.imageUrl}
                  </span>
                </li>
              ))}
              {list.total > list.items.length ? (
                <li className="py-2 text-sm text-slate-600">
                  ... and {(list.total - list.items.length).toLocaleString('en-US')} more
                </li>
              ) : null}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
