import type { InventoryRecord } from '@crossover/domain/inventory';
import {
  INVENTORY_MESSAGES as M,
  createInventorySchema,
  updateInventorySchema,
} from '@crossover/domain/inventory';
import type { Organization } from '@crossover/domain/organizations';
import { Controller, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/form/select-field';
import { toast } from '@/components/ui/use-toast';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { toastOperationError } from '@/lib/operation-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateInventory, useUpdateInventory } from '../api/save-inventory';
import { type InventoryFormValues, InventoryQuantityFields } from './inventory-form-fields';
import { ProductPicker } from '@/components/ui/product-picker';
import { formatCount } from './quantities';

const text = (value: number | null) => (value === null ? '' : String(value));

function FormActions({
  pending,
  submitLabel,
  onCancel,
}: {
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}

function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/**
 * Add: the organization (admins choose among manufacturers and distributors; a partner's is its
 * own), then the product, searched on the server among what that organization may stock.
 */
function AddInventoryForm({
  organizations,
  canChooseOrganization,
  defaultOrganizationId,
  onDone,
}: {
  organizations: readonly Organization[];
  canChooseOrganization: boolean;
  defaultOrganizationId: string;
  onDone: () => void;
}) {
  const create = useCreateInventory();
  const form = useZodForm<InventoryFormValues, typeof createInventorySchema>({
    schema: createInventorySchema,
    defaultValues: {
      productId: '',
      organizationId: defaultOrganizationId,
      quantityOnHand: '0',
      quantityReserved: '0',
      quantityOnOrder: '0',
      reorderPoint: '0',
      maxStockLevel: '',
      notes: '',
      isActive: true,
    },
  });
  const { register, control, formState } = form;
  const organizationId = useWatch({ control, name: 'organizationId' });
  const organization = organizations.find((o) => o.id === organizationId);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      toast({ title: M.created });
      onDone();
    } catch (error) {
      applyServerErrors(form, error);
      toastOperationError(error, 'Error', M.createFailed);
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="mt-4 space-y-4"
      aria-label="Add Inventory"
    >
      {canChooseOrganization ? (
        <SelectField
          label="Organization"
          error={formState.errors.organizationId?.message}
          options={[
            { value: '', label: 'Select an organization' },
            ...organizations.map((o) => ({ value: o.id, label: o.name })),
          ]}
          {...register('organizationId', { onChange: () => form.setValue('productId', '') })}
        />
      ) : (
        <p className="text-sm text-slate-700">
          Organization:{' '}
          <span className="font-medium text-slate-900">{organization?.name ?? 'Your organization'}</span>
        </p>
      )}
      <Controller
        control={control}
        name="productId"
        render={({ field, fieldState }) => (
          <ProductPicker
            label="Product"
            value={field.value}
            onChange={(product) => field.onChange(product?.id ?? '')}
            scope={
              organization?.type === 'manufacturer'
                ? { manufacturerId: organization.id, status: 'all' }
                : { status: 'active' }
            }
            disabled={!organizationId}
            hint={organizationId ? undefined : 'Choose the organization first'}
            error={fieldState.error?.message}
          />
        )}
      />
      <InventoryQuantityFields register={register} errors={formState.errors} withReserved />
      <FormError message={formState.errors.root?.server?.message} />
      <FormActions pending={create.isPending} submitLabel="Add Inventory" onCancel={onDone} />
    </form>
  );
}

/** Edit: product and organization are fixed; reserved units are shown, not typed. */
function EditInventoryForm({ record, onDone }: { record: InventoryRecord; onDone: () => void }) {
  const update = useUpdateInventory();
  const form = useZodForm<InventoryFormValues, typeof updateInventorySchema>({
    schema: updateInventorySchema,
    defaultValues: {
      productId: record.productId,
      organizationId: record.organizationId,
      quantityOnHand: text(record.quantityOnHand),
      quantityReserved: text(record.quantityReserved),
      quantityOnOrder: text(record.quantityOnOrder),
      reorderPoint: text(record.reorderPoint),
      maxStockLevel: text(record.maxStockLevel),
      notes: record.notes ?? '',
      isActive: record.isActive,
    },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: record.id, body });
      toast({ title: M.updated });
      onDone();
    } catch (error) {
      applyServerErrors(form, error);
      toastOperationError(error, 'Error', M.updateFailed);
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="mt-4 space-y-4"
      aria-label="Edit Inventory"
    >
      <dl className="grid gap-2 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="text-slate-600">Product</dt>
          <dd className="font-medium [overflow-wrap:anywhere] text-slate-900">
            {record.productName} ({record.productSku})
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Organization</dt>
          <dd className="font-medium text-slate-900">{record.organizationName}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Reserved for orders</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{formatCount(record.quantityReserved)}</dd>
        </div>
      </dl>
      <InventoryQuantityFields register={form.register} errors={form.formState.errors} withReserved={false} />
      <FormError message={form.formState.errors.root?.server?.message} />
      <FormActions pending={update.isPending} submitLabel="Save Changes" onCancel={onDone} />
    </form>
  );
}

export type InventoryDialogState = { mode: 'add' } | { mode: 'edit'; record: InventoryRecord } | null;

export function InventoryDialog({
  state,
  onClose,
  organizations,
  canChooseOrganization,
  defaultOrganizationId,
}: {
  state: InventoryDialogState;
  onClose: () => void;
  organizations: readonly Organization[];
  canChooseOrganization: boolean;
  defaultOrganizationId: string;
}) {
  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] max-w-xl overflow-y-auto">
        <DialogTitle>{state?.mode === 'edit' ? 'Edit Inventory' : 'Add Inventory'}</DialogTitle>
        <DialogDescription>
          One record per product and organization; quantities are whole numbers, 0 when left blank.
        </DialogDescription>
        {state?.mode === 'edit' ? (
          <EditInventoryForm key={state.record.id} record={state.record} onDone={onClose} />
        ) : state?.mode === 'add' ? (
          <AddInventoryForm
            organizations={organizations}
            canChooseOrganization={canChooseOrganization}
            defaultOrganizationId={defaultOrganizationId}
            onDone={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
