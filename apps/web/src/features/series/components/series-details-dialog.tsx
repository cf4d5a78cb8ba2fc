import type { Series } from '@crossover/domain/catalog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { SeriesStatusBadge } from './series-table';

/** The series viewer: every field, with Edit at hand. */
export function SeriesDetailsDialog({
  series,
  onClose,
  onEdit,
}: {
  series: Series | null;
  onClose: () => void;
  onEdit: (series: Series) => void;
}) {
  return (
    <Dialog open={series !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        {series ? (
          <>
            <DialogTitle>{series.name}</DialogTitle>
            <DialogDescription>Series details</DialogDescription>
            <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-3 text-sm">
              <dt className="text-slate-600">Manufacturer</dt>
              <dd className="text-slate-900">{series.manufacturerName ?? '-'}</dd>
              <dt className="text-slate-600">Status</dt>
              <dd>
                <SeriesStatusBadge series={series} />
              </dd>
              <dt className="text-slate-600">Description</dt>
              <dd className="whitespace-pre-line text-slate-900 [overflow-wrap:anywhere]">
                {series.description ?? 'No description'}
              </dd>
            </dl>
            <div className="mt-6 flex justify-end gap-2">
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button onClick={() => onEdit(series)}>Edit</Button>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
