import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  IMAGE_SEARCH_MESSAGES,
  type ImageSearchJob,
  imageSearchResultMessage,
} from '@crossover/domain/image-search';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { toast } from '@/components/ui/use-toast';
import { parseApiError } from '@/lib/api-error';
import { isUnauthorizedError } from '@/lib/auth-errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  MISSING_IMAGES_URL,
  useActiveJob,
  useImageSearchJob,
  useMissingImages,
  useProviderStatus,
  useStartImageSearch,
} from '../api/image-search-api';
import { MissingImagesList } from '../components/missing-images-list';
import { ProviderStatusCard } from '../components/provider-status-card';
import { SearchProgressCard } from '../components/search-progress-card';
import { busyJobId } from '../../shared/busy-job';
import { filterMissing, keepListed } from '../image-search-view';

/**
 * Back-office §2.12 Product Image Search (/image-search): the provider status, the running search's
 * progress, the actions and the products missing images; polling per §9, toasts per §8.
 */
export function ImageSearchPage() {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useImageSearchJob(jobId);
  const running = jobId !== null && (job.data === undefined || job.data.status === 'running');
  const active = useActiveJob(jobId === null);
  const status = useProviderStatus(running);
  const missing = useMissingImages();
  const start = useStartImageSearch();
  const [filter, setFilter] = useState('');
  const debounced = useDebouncedValue(filter);
  const [chosen, setSelected] = useState<Set<string>>(new Set());

  // A reopened page follows the search that is running (state adjusted while rendering).
  const activeJob = active.data?.job;
  if (jobId === null && activeJob?.status === 'running') setJobId(activeJob.jobId);

  // When the followed search ends: the toast, and the lists read again.
  const announced = useRef<string | null>(null);
  const finished: ImageSearchJob | undefined =
    job.data && job.data.status !== 'running' ? job.data : undefined;
  useEffect(() => {
    if (!finished || announced.current === finished.jobId) return;
    announced.current = finished.jobId;
    toast({
      title:
        finished.status === 'completed'
          ? IMAGE_SEARCH_MESSAGES.completeTitle
          : IMAGE_SEARCH_MESSAGES.failedTitle,
      description: imageSearchResultMessage(finished.found, finished.failed),
      ...(finished.status === 'error' ? { variant: 'destructive' as const } : {}),
    });
    void queryClient.invalidateQueries({ queryKey: [MISSING_IMAGES_URL] });
    void queryClient.invalidateQueries({ queryKey: ['/api/products'] });
    void status.refetch();
  }, [finished, queryClient, status]);

  const all = missing.data?.products;
  const listed = useMemo(() => filterMissing(all ?? [], debounced), [all, debounced]);
  // Only listed products stay selected (a found one leaves the list).
  const selected = useMemo(() => (all ? keepListed(chosen, all) : chosen), [all, chosen]);

  const toggle = (id: string) =>
    setSelected(() => {
      const next = new Set(selected);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function startSearch() {
    if (selected.size === 0) {
      toast({
        title: IMAGE_SEARCH_MESSAGES.noProductsTitle,
        description: IMAGE_SEARCH_MESSAGES.noProducts,
        variant: 'destructive',
      });
      return;
    }
    try {
      const started = await start.mutateAsync({ productIds: [...selected] });
      toast({ title: IMAGE_SEARCH_MESSAGES.startedTitle, description: started.message });
      announced.current = null;
      setJobId(started.jobId);
    } catch (error) {
      if (isUnauthorizedError(error)) return;
      const busy = busyJobId(error);
      if (busy) setJobId(busy);
      toast({
        title: 'Error',
        description: parseApiError(error).message ?? 'Failed to start image search',
        variant: 'destructive',
      });
    }
  }

  const cannotSearch = status.data?.message ?? null;
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900">Product Image Search</h2>
        <p className="mt-1 text-sm text-slate-600">
          Multi-tier search: each product&apos;s manufacturer site first, then 7 dealer sites.
        </p>
      </div>
      {status.data ? <ProviderStatusCard status={status.data} /> : null}
      {running && job.data ? <SearchProgressCard job={job.data} /> : null}
      <Card>
        <CardHeader className="pb-3">
          <CardTitle>Actions</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => void startSearch()}
              disabled={running || start.isPending || cannotSearch !== null}
            >
              Start Search ({selected.size} selected)
            </Button>
            <Button
              variant="outline"
              onClick={() => setSelected(new Set(listed.map((p) => p.id)))}
              disabled={listed.length === 0}
            >
              Select All
            </Button>
            <Button variant="outline" onClick={() => setSelected(new Set())} disabled={selected.size === 0}>
              Deselect All
            </Button>
          </div>
          {cannotSearch ? <p className="text-sm text-amber-900">{cannotSearch}</p> : null}
        </CardContent>
      </Card>
      {missing.isError && !missing.data ? (
        <LoadError
          message="The products missing images could not be loaded."
          onRetry={() => void missing.refetch()}
        />
      ) : (
        <MissingImagesList
          products={listed}
          total={missing.data?.total ?? 0}
          loading={missing.isPending}
          filter={filter}
          onFilter={setFilter}
          selected={selected}
          onToggle={toggle}
        />
      )}
    </div>
  );
}
