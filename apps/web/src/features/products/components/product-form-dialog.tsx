import type { Product } from '@crossover/domain/catalog';
import { PRODUCT_TOASTS, createProductSchema, updateProductSchema } from '@crossover/domain/products';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FitmentEditor } from '@/components/product/fitment-editor';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useProduct } from '@/features/catalog/api/get-product';
import { useOrganizations } from '@/features/organizations/api/get-organizations';
import { useCategoryStats } from '../api/get-category-stats';
import { useCreateProduct, useUpdateProduct } from '../api/save-product';
import { manufacturersOf } from './manufacturers';
import type { ProductFormValues } from './product-form';
import { EMPTY_PRODUCT_FORM, changedProductFields, toProductForm } from './product-form';
import { ProductFormFields } from './product-form-fields';
import { toastFailure } from '@/lib/operation-errors';
import { toastProductSuccess } from './product-toasts';
import { useSkuLookup } from './use-sku-lookup';

/** Spec §4: the edit dialog closes this long after a successful update. */
export const EDIT_CLOSE_DELAY_MS = 800;

type Props =
  { mode: 'create'; onClose: () => void } | { mode: 'edit'; productId: string; onClose: () => void };

function FormShell({
  form,
  title,
  description,
  submitLabel,
  pending,
  onSubmit,
  onClose,
  keepManufacturerId,
}: {
  form: UseFormReturn<ProductFormValues, unknown, unknown>;
  title: string;
  description: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  keepManufacturerId?: string;
}) {
  const stats = useCategoryStats();
  const organizations = useOrganizations();
  const manufacturers = useMemo(
    () => manufacturersOf(organizations.data, { activeOnly: true, keepId: keepManufacturerId ?? null }),
    [organizations.data, keepManufacturerId],
  );
  useSkuLookup(form);
  const rootError = form.formState.errors.root?.server?.message;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      className="mt-4 space-y-6"
      aria-label={title}
    >
      <DialogDescription className="sr-only">{description}</DialogDescription>
      <ProductFormFields form={form} stats={stats.data} manufacturers={manufacturers} />
      {rootError ? (
        <p role="alert" className="text-sm text-red-700">
          {rootError}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function CreateForm({ onClose }: { onClose: () => void }) {
  const form = useZodForm<ProductFormValues, typeof createProductSchema>({
    schema: createProductSchema,
    defaultValues: EMPTY_PRODUCT_FORM,
  });
  const create = useCreateProduct();
  const onSubmit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        toastProductSuccess(PRODUCT_TOASTS.created);
        onClose();
      },
      onError: (error) => {
        applyServerErrors(form, error);
        toastFailure(error, PRODUCT_TOASTS.createFailed);
      },
    }),
  );
  return (
    <FormShell
      form={form as UseFormReturn<ProductFormValues, unknown, unknown>}
      title="Add Product"
      description="A new product in the catalogue"
      submitLabel="Create Product"
      pending={create.isPending}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
    />
  );
}

function EditForm({ product, onClose }: { product: Product; onClose: () => void }) {
  const initial = useMemo(() => toProductForm(product), [product]);
  const form = useZodForm<ProductFormValues, typeof updateProductSchema>({
    schema: updateProductSchema,
    defaultValues: initial,
  });
  const update = useUpdateProduct();
  const [saved, setSaved] = useState(false);
  // The caller's onClose may change identity on every render; the timer must not restart.
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(close, EDIT_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  const onSubmit = form.handleSubmit((parsed) => {
    const body = changedProductFields(initial, form.getValues(), parsed);
    if (Object.keys(body).length === 0) return onClose();
    update.mutate(
      { id: product.id, body },
      {
        onSuccess: () => {
          toastProductSuccess(PRODUCT_TOASTS.updated);
          setSaved(true);
        },
        onError: (error) => {
          applyServerErrors(form, error);
          toastFailure(error, PRODUCT_TOASTS.updateFailed);
        },
      },
    );
  });
  return (
    <>
      <FormShell
        form={form as UseFormReturn<ProductFormValues, unknown, unknown>}
        title="Edit Product"
        description={`Edit ${product.name}`}
        submitLabel={saved ? 'Saved' : 'Save Changes'}
        pending={update.isPending || saved}
        onSubmit={() => void onSubmit()}
        onClose={onClose}
        keepManufacturerId={product.manufacturerId}
      />
      {/*
        Fitment saves its own links, apart from this form's PATCH, with forms of its own (which may
        not nest in this one): it follows the form, below its buttons.
      */}
      <div className="mt-6 border-t border-slate-200 pt-6">
        <FitmentEditor productId={product.id} />
      </div>
    </>
  );
}

/** Spec §2.8: the create and edit dialogs, on the domain's request schemas (decision 0013). */
export function ProductFormDialog(props: Props) {
  const editing = props.mode === 'edit' ? props.productId : null;
  const product = useProduct(editing);
  const title = props.mode === 'create' ? 'Add Product' : 'Edit Product';
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogTitle>{title}</DialogTitle>
        {props.mode === 'create' ? (
          <CreateForm onClose={props.onClose} />
        ) : product.data ? (
          <EditForm product={product.data} onClose={props.onClose} />
        ) : (
          <DialogDescription className="mt-4">
            {product.isError ? 'Product not found' : 'Loading product…'}
          </DialogDescription>
        )}
      </DialogContent>
    </Dialog>
  );
}
