import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { toastOperationError } from '@/lib/operation-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { PRICING_IMPORTS_URL, type PricingImportSummary } from '../../shared/api';
import { formatMoment } from '../../shared/format';
import { useRollbackProgress } from '../api/get-pricing-imports';
import { useRollBackImport } from '../api/roll-back-import';

/** Back-office §5 and §8: a rollback needs a reason; its toasts. */
export const ROLLBACK_MESSAGES = {
  reasonRequired: 'Rollback reason is required',
  success: 'Rollback Successful',
  successText: 'Pricing import has been rolled back successfully.',
  failed: 'Rollback Failed',
  failedText: 'Failed to rollback pricing import',
  progress: (done: number, total: number) =>
    `Rolling back: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} products done`,
} as const;

const succeeded = () =>
  toast({ title: ROLLBACK_MESSAGES.success, description: ROLLBACK_MESSAGES.successText });

/**
 * A large import is rolled back by a job in rounds (202): the import is polled until rolled back,
 * its progress on screen; the dialog closes with the result.
 */
function RollbackProgress({ id, onDone }: { id: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const progress = useRollbackProgress(id);
  const record = progress.data;
  const reported = useRef(false);
  useEffect(() => {
    if (!record || record.status === 'rolling_back' || reported.current) return;
    reported.current = true;
    if (record.status === 'rolled_back') succeeded();
    else
      toast({
        title: ROLLBACK_MESSAGES.failed,
        description: ROLLBACK_MESSAGES.failedText,
        variant: 'destructive',
      });
    void queryClient.invalidateQueries({ queryKey: [PRICING_IMPORTS_URL] });
    onDone();
  }, [record, onDone, queryClient]);
  const done = record?.progress?.processed ?? 0;
  const total = record?.progress?.total ?? 0;
  return (
    <div className="mt-4 space-y-2">
      <p role="status" className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
        {ROLLBACK_MESSAGES.progress(done, total)}
      </p>
      <div
        role="progressbar"
        aria-label="Rollback progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-2 overflow-hidden rounded bg-slate-200"
      >
        <div className="h-full bg-red-600" style={{ width: `${total > 0 ? (done / total) * 100 : 0}%` }} />
      </div>
    </div>
  );
}

const rollbackSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, ROLLBACK_MESSAGES.reasonRequired)
    .max(1000, 'Keep the reason under 1,000 characters'),
});
type RollbackForm = { reason: string };

/** Rollback: every value the import changed goes back to what it was, with the reason recorded. */
export function RollbackDialog({ record, onClose }: { record: PricingImportSummary; onClose: () => void }) {
  const form = useZodForm<RollbackForm, typeof rollbackSchema>({
    schema: rollbackSchema,
    defaultValues: { reason: '' },
  });
  const rollBack = useRollBackImport();
  const [following, setFollowing] = useState(false);
  const error = form.formState.errors.reason?.message;

  const onSubmit = form.handleSubmit(({ reason }) => {
    rollBack.mutate(
      { id: record.id, reason },
      {
        onSuccess: ({ jobId }) => {
          if (jobId !== null) return setFollowing(true);
          succeeded();
          onClose();
        },
        onError: (failure) =>
          toastOperationError(failure, ROLLBACK_MESSAGES.failed, ROLLBACK_MESSAGES.failedText),
      },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogTitle>Roll Back Pricing Import</DialogTitle>
        <DialogDescription className="[overflow-wrap:anywhere]">
          Every value “{record.filename}” ({formatMoment(record.createdAt)}) changed goes back to what it was
          before. Its changes stay in the history, marked Rolled Back.
        </DialogDescription>
        {following ? <RollbackProgress id={record.id} onDone={onClose} /> : null}
        <form
          hidden={following}
          onSubmit={onSubmit}
          noValidate
          className="mt-4 space-y-4"
          aria-label="Roll back pricing import"
        >
          <TextareaField
            label="Reason"
            placeholder="Why are these prices being rolled back?"
            required
            error={error}
            {...form.register('reason')}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={rollBack.isPending}>
              Roll Back Import
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
