import type { ImageSearchJob } from '@crossover/domain/image-search';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { jobPercent } from '../image-search-view';

/** §2.12 the progress card while a search runs. */
export function SearchProgressCard({ job }: { job: ImageSearchJob }) {
  return (
    <Card aria-live="polite">
      <CardHeader className="pb-3">
        <CardTitle>Searching for Images</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p>
          Current SKU: <span className="font-mono font-medium">{job.currentSku ?? '…'}</span>
        </p>
        <p>
          {job.processed} / {job.total} processed
        </p>
        <ProgressBar label="Image search progress" percent={jobPercent(job)} />
        <div className="flex gap-6">
          <span className="text-emerald-700">Found: {job.found}</span>
          <span className="text-red-700">Failed: {job.failed}</span>
        </div>
      </CardContent>
    </Card>
  );
}
