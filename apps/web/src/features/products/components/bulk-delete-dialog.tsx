import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Spec §2.14: what a bulk delete removes for good, in the confirmation's words. */
export const PERMANENTLY_DELETED = [
  'Product records',
  'Product images and stored image files',
  'Pricing and inventory data',
  'Order history references (orders keep the SKU and name each line was sold under)',
] as const;

export function BulkDeleteDialog({
  open,
  count,
  pending,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  count: number;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const products = `${count.toLocaleString('en-US')} ${count === 1 ? 'product' : 'products'}`;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Selected Products"
      description={
        <>
          <p>
            Are you sure you want to delete {products}? This action cannot be undone. It permanently deletes:
          </p>
          <ul className="list-inside list-disc space-y-1 text-slate-800">
            {PERMANENTLY_DELETED.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      }
      confirmLabel={`Delete ${products}`}
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
