import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { toastOperationError } from '@/lib/operation-errors';
import { useZodForm } from '@/lib/use-zod-form';
import type { PricingImportSummary } from '../../shared/api';
import { formatMoment } from '../../shared/format';
import { useRollBackImport } from '../api/roll-back-import';

/** Back-office §5 and §8: a rollback needs a reason; its toasts. */
export const ROLLBACK_MESSAGES = {
  reasonRequired: 'Rollback reason is required',
  success: 'Rollback Successful',
  successText: 'Pricing import has been rolled back successfully.',
  failed: 'Rollback Failed',
  failedText: 'Failed to rollback pricing import',
} as const;

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
  const error = form.formState.errors.reason?.message;

  const onSubmit = form.handleSubmit(({ reason }) => {
    rollBack.mutate(
      { id: record.id, reason },
      {
        onSuccess: () => {
          toast({ title: ROLLBACK_MESSAGES.success, description: ROLLBACK_MESSAGES.successText });
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
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label="Roll back pricing import">
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
