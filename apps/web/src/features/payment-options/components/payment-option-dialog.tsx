import {
  ACCOUNT_TYPES,
  CARD_TYPES,
  NET_TERMS,
  PAYMENT_FIELD_LIMITS,
  PAYMENT_MESSAGES,
  PAYMENT_TYPES,
  PAYMENT_TYPE_LABELS,
  paymentOptionRequestSchema,
} from '@crossover/domain/payment-options';
import type { PaymentOption } from '@crossover/domain/payment-options';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { SelectField } from '@/components/ui/form/select-field';
import { parseApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useSavePaymentOption } from '../api/save-payment-option';
import type { PaymentOptionFormValues, TextField } from './payment-option-form';
import { emptyFormValues, formValuesFromOption, toRequestBody } from './payment-option-form';

const titleCase = (value: string) => value.replaceAll('_', ' ').replace(/\b\w/g, (c) => c.toUpperCase());

const choose = (label: string, values: readonly string[]) => [
  { value: '', label: `Select ${label.toLowerCase()}` },
  ...values.map((value) => ({ value, label: titleCase(value) })),
];

function PaymentOptionForm({
  option,
  organizationId,
  onDone,
}: {
  option: PaymentOption | null;
  organizationId: string | undefined;
  onDone: () => void;
}) {
  const save = useSavePaymentOption();
  const notesId = useId();
  const defaultId = useId();
  const forOrganization = option?.organizationId ?? organizationId;
  // The request schema checks the form; fromForm only picks the chosen payment type's fields.
  const form = useZodForm<PaymentOptionFormValues, typeof paymentOptionRequestSchema>({
    schema: paymentOptionRequestSchema,
    defaultValues: option ? formValuesFromOption(option) : emptyFormValues(),
    fromForm: (values) => toRequestBody(values, forOrganization),
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const paymentType = useWatch({ control, name: 'paymentType' });
  const err = (field: TextField) => errors[field]?.message;
  const text = (field: TextField, label: string, extra: Record<string, unknown> = {}) => (
    <FormField label={label} error={err(field)} {...register(field)} {...extra} />
  );

  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: option?.id ?? null, body });
      toast({ title: option ? PAYMENT_MESSAGES.updated : PAYMENT_MESSAGES.added });
      onDone();
    } catch (error) {
      const parsed = parseApiError(error);
      applyServerErrors(form, error);
      toast({
        title: option ? PAYMENT_MESSAGES.updateFailed : PAYMENT_MESSAGES.addFailed,
        description: parsed.message ?? undefined,
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-4 space-y-4">
      <SelectField
        label="Payment Type"
        options={PAYMENT_TYPES.map((value) => ({ value, label: PAYMENT_TYPE_LABELS[value] }))}
        {...register('paymentType')}
      />
      {paymentType === 'credit_card' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {text('cardNickname', 'Card Nickname (optional)')}
          <SelectField
            label="Card Type"
            options={choose('Card type', CARD_TYPES)}
            error={err('cardType')}
            {...register('cardType')}
          />
          {text('cardholderName', 'Cardholder Name', { autoComplete: 'cc-name' })}
          {text('lastFourDigits', 'Last Four Digits', {
            maxLength: PAYMENT_FIELD_LIMITS.lastFourDigits,
            inputMode: 'numeric',
          })}
          {text('expirationMonth', 'Expiration Month (MM)', {
            maxLength: PAYMENT_FIELD_LIMITS.expirationMonth,
            inputMode: 'numeric',
          })}
          {text('expirationYear', 'Expiration Year (YYYY)', {
            maxLength: PAYMENT_FIELD_LIMITS.expirationYear,
            inputMode: 'numeric',
          })}
          <div className="sm:col-span-2">{text('billingAddressLine1', 'Billing Address Line 1')}</div>
          <div className="sm:col-span-2">
            {text('billingAddressLine2', 'Billing Address Line 2 (optional)')}
          </div>
          {text('billingCity', 'City')}
          {text('billingState', 'State')}
          {text('billingZipCode', 'ZIP Code')}
        </div>
      ) : null}
      {paymentType === 'ach' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {text('bankNickname', 'Account Nickname (optional)')}
          <SelectField
            label="Account Type"
            options={choose('Account type', ACCOUNT_TYPES)}
            error={err('accountType')}
            {...register('accountType')}
          />
          {text('bankName', 'Bank Name')}
          {text('accountHolderName', 'Account Holder Name')}
          {text('routingNumber', 'Routing Number', {
            maxLength: PAYMENT_FIELD_LIMITS.routingNumber,
            inputMode: 'numeric',
          })}
          {text('lastFourAccountDigits', 'Last Four Account Digits', {
            maxLength: PAYMENT_FIELD_LIMITS.lastFourAccountDigits,
            inputMode: 'numeric',
          })}
        </div>
      ) : null}
      {paymentType === 'net_account' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {text('netAccountNickname', 'Account Nickname (optional)')}
          <SelectField
            label="Net Terms"
            options={[
              { value: '', label: 'Select net terms' },
              ...NET_TERMS.map((v) => ({ value: v, label: v })),
            ]}
            error={err('netTerms')}
            {...register('netTerms')}
          />
          {text('accountNumber', 'Account Number')}
          {text('creditLimit', 'Credit Limit', { inputMode: 'decimal' })}
          <div className="sm:col-span-2">
            {text('contactEmail', 'Vendor Contact Email', { type: 'email' })}
          </div>
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor={notesId}>Special Instructions</Label>
            <textarea
              id={notesId}
              rows={3}
              aria-invalid={errors.specialInstructions ? true : undefined}
              className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
              {...register('specialInstructions')}
            />
            {errors.specialInstructions ? (
              <p className="text-sm text-red-700">{errors.specialInstructions.message}</p>
            ) : null}
          </div>
        </div>
      ) : null}
      <div className="flex items-center gap-2">
        <input id={defaultId} type="checkbox" className="size-4" {...register('isDefault')} />
        <Label htmlFor={defaultId}>Set as default payment method</Label>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting || save.isPending}>
          {option ? 'Save Changes' : 'Add Payment Method'}
        </Button>
      </div>
    </form>
  );
}

export function PaymentOptionDialog({
  open,
  option,
  organizationId,
  onOpenChange,
}: {
  open: boolean;
  option: PaymentOption | null;
  organizationId: string | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogTitle>{option ? 'Edit Payment Method' : 'Add Payment Method'}</DialogTitle>
        <DialogDescription>Only the last four digits of a card or account are stored.</DialogDescription>
        {open ? (
          <PaymentOptionForm
            key={option?.id ?? 'new'}
            option={option}
            organizationId={organizationId}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
