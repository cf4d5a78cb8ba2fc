import type { Product } from '@crossover/domain/catalog';
import { PRODUCT_TOASTS, productStatusRequestSchema } from '@crossover/domain/products';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormFooter } from '@/components/ui/form/form-footer';
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
          <FormFooter
            error={form.formState.errors.root?.server?.message}
            onCancel={onClose}
            pending={setStatus.isPending}
            submitLabel="Discontinue"
            submitVariant="destructive"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
