import type { AdjustmentType, InventoryRecord } from '@crossover/domain/inventory';
import {
  ADJUSTMENT_TYPES,
  ADJUSTMENT_TYPE_LABELS,
  INVENTORY_MESSAGES as M,
  adjustInventorySchema,
  applyAdjustment,
} from '@crossover/domain/inventory';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/form/select-field';
import { toast } from '@/components/ui/use-toast';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { toastOperationError } from '@/lib/operation-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useAdjustInventory } from '../api/save-inventory';
import { formatCount } from './quantities';

/** What each type does, in the words the select offers (the domain documents the same rules). */
const EXPLAINED: Record<AdjustmentType, string> = {
  receive: 'Receive: units arrive (adds to on hand)',
  ship: 'Ship: units leave outside an order (takes from available)',
  reserve: 'Reserve: hold units (takes from available)',
  release: 'Release: free held units (back to available)',
  correction: 'Correction: a count differs (negative removes units)',
};

interface AdjustFormValues {
  productId: string;
  organizationId: string;
  type: AdjustmentType;
  adjustment: string;
}

function AdjustForm({ record, onDone }: { record: InventoryRecord; onDone: () => void }) {
  const adjust = useAdjustInventory();
  const form = useZodForm<AdjustFormValues, typeof adjustInventorySchema>({
    schema: adjustInventorySchema,
    defaultValues: {
      productId: record.productId,
      organizationId: record.organizationId,
      type: 'receive',
      adjustment: '',
    },
  });
  const { register, control, formState } = form;
  const [type, amount] = useWatch({ control, name: ['type', 'adjustment'] });
  const units = Number(amount);
  // A preview of the server's answer; once the server has answered on the field, its word stands.
  const preview =
    amount.trim() !== '' && Number.isInteger(units) && units !== 0 && !formState.errors.adjustment
      ? applyAdjustment(record, type, units)
      : null;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await adjust.mutateAsync(body);
      // The spec's success texts name create, update and delete; an adjustment updates the record.
      toast({ title: M.updated, description: `${ADJUSTMENT_TYPE_LABELS[body.type]}: ${record.productName}` });
      onDone();
    } catch (error) {
      applyServerErrors(form, error);
      toastOperationError(error, 'Error', M.adjustFailed);
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="mt-4 space-y-4"
      aria-label="Adjust Stock"
    >
      <dl className="grid grid-cols-3 gap-2 rounded-lg bg-slate-50 p-3 text-sm">
        {(
          [
            ['On Hand', record.quantityOnHand],
            ['Reserved', record.quantityReserved],
            ['Available', record.available],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      <SelectField
        label="Type"
        error={formState.errors.type?.message}
        options={ADJUSTMENT_TYPES.map((value) => ({ value, label: EXPLAINED[value] }))}
        {...register('type')}
      />
      <FormField
        label="Amount"
        type="number"
        inputMode="numeric"
        step={1}
        min={type === 'correction' ? undefined : 1}
        error={formState.errors.adjustment?.message}
        {...register('adjustment')}
      />
      {preview ? (
        <p role="status" className={preview.ok ? 'text-sm text-slate-700' : 'text-sm text-amber-800'}>
          {preview.ok
            ? `After: ${formatCount(preview.stock.quantityOnHand)} on hand, ${formatCount(preview.stock.quantityReserved)} reserved, ${formatCount(preview.stock.quantityOnHand - preview.stock.quantityReserved)} available`
            : preview.message}
        </p>
      ) : null}
      {formState.errors.root?.server?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {formState.errors.root.server.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={adjust.isPending}>
          Apply Adjustment
        </Button>
      </div>
    </form>
  );
}

/** POST /api/inventory/adjust for one record: the server moves the counters atomically. */
export function AdjustDialog({ record, onClose }: { record: InventoryRecord | null; onClose: () => void }) {
  return (
    <Dialog open={record !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        <DialogTitle>Adjust Stock</DialogTitle>
        <DialogDescription>
          {record ? `${record.productName} (${record.productSku}) at ${record.organizationName}` : null}
        </DialogDescription>
        {record ? <AdjustForm key={record.id} record={record} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
