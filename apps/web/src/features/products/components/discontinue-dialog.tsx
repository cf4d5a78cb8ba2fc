import type { Product } from '@crossover/domain/catalog';
import { PRODUCT_TOASTS, productStatusRequestSchema } from '@crossover/domain/products';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { toastOperationError } from '@/lib/operation-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useSetProductStatus } from '../api/save-product';

interface DiscontinueForm {
  status: 'discontinued';
  reason: string;
}

/**
 * Spec §4: Discontinue asks for a reason (required, the server's rule and message); Cancel (or
 * Escape) aborts without a request.
 */
export function DiscontinueDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const form = useZodForm<DiscontinueForm, typeof productStatusRequestSchema>({
    schema: productStatusRequestSchema,
    defaultValues: { status: 'discontinued', reason: '' },
  });
  const setStatus = useSetProductStatus();
  const onSubmit = form.handleSubmit((body) => {
    setStatus.mutate(
      { id: product.id, ...body },
      {
        onSuccess: () => {
          toast({ title: PRODUCT_TOASTS.successTitle, description: PRODUCT_TOASTS.statusUpdated });
          onClose();
        },
        onError: (error) => {
          applyServerErrors(form, error);
          toastOperationError(error, 'Error', PRODUCT_TOASTS.statusFailed);
        },
      },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>Discontinue Product</DialogTitle>
        <DialogDescription>
          {product.name} ({product.sku}) leaves the active catalogue; partners can no longer order it.
        </DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label="Discontinue Product">
          <TextareaField
            label="Reason"
            placeholder="Why is this product discontinued?"
            error={form.formState.errors.reason?.message}
            {...form.register('reason')}
          />
          {form.formState.errors.root?.server ? (
            <p role="alert" className="text-sm text-red-700">
              {form.formState.errors.root.server.message}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={setStatus.isPending}>
              Discontinue
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
