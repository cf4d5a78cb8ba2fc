import { PRICING_MESSAGES } from '@crossover/domain/pricing/management-fields';
import {
  MARKUP_STRATEGY_LABELS,
  type OrganizationPricing,
  createOrganizationPricingSchema,
} from '@crossover/domain/pricing/organization-pricing';
import { MARKUP_TYPES } from '@crossover/domain/pricing/engine';
import { Controller } from 'react-hook-form';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { ComboboxField } from '@/components/ui/form/combobox-field';
import { DateField } from '@/components/ui/form/date-field';
import { FormFooter } from '@/components/ui/form/form-footer';
import { SelectField } from '@/components/ui/form/select-field';
import { ProductPicker } from '@/components/ui/product-picker';
import { toast } from '@/components/ui/use-toast';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateOrganizationPricing, useUpdateOrganizationPricing } from '../api/pricing-management';
import { todayUtc } from './format';
import { toastPricingError } from './toast-error';

export interface BuyerChoice {
  value: string;
  label: string;
}

interface PricingForm {
  productId: string;
  organizationId: string;
  markupStrategy: string;
  markupValue: string;
  customCost: string;
  customMasterPackCost: string;
  validFrom: string;
  validTo: string;
  isActive: boolean;
}

const toForm = (entry: OrganizationPricing | null): PricingForm => ({
  productId: entry?.productId ?? '',
  organizationId: entry?.organizationId ?? '',
  markupStrategy: entry?.markupStrategy ?? 'percentage',
  markupValue: entry?.markupValue ?? '',
  customCost: entry?.customCost ?? '',
  customMasterPackCost: entry?.customMasterPackCost ?? '',
  validFrom: entry?.validFrom ?? todayUtc(),
  validTo: entry?.validTo ?? '',
  isActive: entry?.isActive ?? true,
});

/** Add Pricing (entry null) or edit an organization pricing entry (spec §2.4, §3, §5). */
export function OrganizationPricingDialog({
  open,
  onOpenChange,
  entry,
  buyers,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entry: OrganizationPricing | null;
  buyers: readonly BuyerChoice[];
}) {
  const create = useCreateOrganizationPricing();
  const update = useUpdateOrganizationPricing();
  const form = useZodForm<PricingForm, typeof createOrganizationPricingSchema>({
    schema: createOrganizationPricingSchema,
    values: toForm(entry),
  });
  const { errors } = form.formState;
  const strategy = form.watch('markupStrategy');

  const onSubmit = form.handleSubmit((body) => {
    const onError = (error: Error) => {
      applyServerErrors(form, error);
      toastPricingError(error);
    };
    const done = (title: string) => () => {
      toast({ title });
      onOpenChange(false);
    };
    if (entry)
      update.mutate(
        { id: entry.id, body },
        { onSuccess: done(PRICING_MESSAGES.organizationPricingUpdated), onError },
      );
    else create.mutate(body, { onSuccess: done(PRICING_MESSAGES.organizationPricingCreated), onError });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        <DialogTitle>{entry ? 'Edit Organization Pricing' : 'Add Organization Pricing'}</DialogTitle>
        <DialogDescription>
          What one buyer organization pays for one product: a custom price, or a markup on its usual price.
        </DialogDescription>
        <form
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          className="mt-4 space-y-4"
          aria-label="Organization pricing"
        >
          <Controller
            control={form.control}
            name="productId"
            render={({ field, fieldState }) => (
              <ProductPicker
                label="Product"
                value={field.value}
                onChange={(product) => field.onChange(product?.id ?? '')}
                scope={{ status: 'all' }}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="organizationId"
            render={({ field, fieldState }) => (
              <ComboboxField
                label="Buyer Organization"
                value={field.value}
                options={buyers}
                onChange={field.onChange}
                placeholder="Select an organization"
                error={fieldState.error?.message}
              />
            )}
          />
          <SelectField
            label="Markup Strategy"
            options={MARKUP_TYPES.map((t) => ({ value: t, label: MARKUP_STRATEGY_LABELS[t] }))}
            error={errors.markupStrategy?.message}
            {...form.register('markupStrategy')}
          />
          {strategy === 'custom_price' ? null : (
            <FormField
              label={strategy === 'percentage' ? 'Markup (%)' : 'Markup ($)'}
              inputMode="decimal"
              step="0.01"
              error={errors.markupValue?.message}
              {...form.register('markupValue')}
            />
          )}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField
              label="Custom Cost ($)"
              inputMode="decimal"
              step="0.01"
              error={errors.customCost?.message}
              {...form.register('customCost')}
            />
            <FormField
              label="Master Pack Cost ($)"
              inputMode="decimal"
              step="0.01"
              error={errors.customMasterPackCost?.message}
              {...form.register('customMasterPackCost')}
            />
            <DateField label="Valid From" error={errors.validFrom?.message} {...form.register('validFrom')} />
            <DateField
              label="Valid To"
              hint="Optional"
              error={errors.validTo?.message}
              {...form.register('validTo')}
            />
          </div>
          <CheckboxField label="Active" {...form.register('isActive')} />
          <FormFooter
            error={errors.root?.server?.message}
            onCancel={() => onOpenChange(false)}
            pending={create.isPending || update.isPending}
            submitLabel={entry ? 'Save Changes' : 'Add Pricing'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
