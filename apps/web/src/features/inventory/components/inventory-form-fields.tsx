import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { TextareaField } from '@/components/ui/form/textarea-field';

/** What the add and edit forms type: text inputs, as the browser gives them. */
export interface InventoryFormValues {
  productId: string;
  organizationId: string;
  quantityOnHand: string;
  quantityReserved: string;
  quantityOnOrder: string;
  reorderPoint: string;
  maxStockLevel: string;
  notes: string;
  isActive: boolean;
}

type QuantityField =
  'quantityOnHand' | 'quantityReserved' | 'quantityOnOrder' | 'reorderPoint' | 'maxStockLevel';

const number = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

/**
 * The quantities, notes and status both dialogs share. Reserved units are typed only when the
 * record is added: afterwards orders and Adjust move them, so the edit form shows them instead.
 */
export function InventoryQuantityFields({
  register,
  errors,
  withReserved,
}: {
  register: UseFormRegister<InventoryFormValues>;
  errors: FieldErrors<InventoryFormValues>;
  withReserved: boolean;
}) {
  const quantity = (field: QuantityField, label: string, hint?: string) => (
    <FormField label={label} hint={hint} error={errors[field]?.message} {...number} {...register(field)} />
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {quantity('quantityOnHand', 'Quantity on Hand')}
        {withReserved ? quantity('quantityReserved', 'Quantity Reserved') : null}
        {quantity('quantityOnOrder', 'Quantity on Order')}
        {quantity('reorderPoint', 'Reorder Point', 'Low Stock at or below this')}
        {quantity('maxStockLevel', 'Max Stock Level (optional)')}
      </div>
      <TextareaField label="Notes" error={errors.notes?.message} {...register('notes')} />
      <CheckboxField label="Active" hint="Orders reserve only active records" {...register('isActive')} />
    </>
  );
}
