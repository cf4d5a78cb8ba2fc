import { DISCOUNT_TYPES, RULE_TARGETS, RULE_TYPES } from '@crossover/domain/pricing/engine';
import { PRICING_MESSAGES } from '@crossover/domain/pricing/management-fields';
import {
  DEFAULT_RULE_PRIORITY,
  DISCOUNT_TYPE_LABELS,
  type PricingRule,
  RULE_TARGET_LABELS,
  RULE_TYPE_LABELS,
  createPricingRuleSchema,
} from '@crossover/domain/pricing/pricing-rules';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { ComboboxField } from '@/components/ui/form/combobox-field';
import { DateField } from '@/components/ui/form/date-field';
import { FormFooter } from '@/components/ui/form/form-footer';
import { SelectField } from '@/components/ui/form/select-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { toast } from '@/components/ui/use-toast';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreatePricingRule, useUpdatePricingRule } from '../api/pricing-management';
import { todayUtc } from './format';
import type { BuyerChoice } from './organization-pricing-dialog';
import { RuleTargetField } from './rule-target-field';
import { toastPricingError } from './toast-error';

interface RuleForm {
  name: string;
  description: string;
  ruleType: string;
  targetType: (typeof RULE_TARGETS)[number];
  targetValue: string;
  discountType: string;
  discountValue: string;
  minimumQuantity: string;
  maximumUsage: string;
  validFrom: string;
  validTo: string;
  priority: string;
  canStack: boolean;
  isActive: boolean;
  organizationId: string;
}

const toForm = (rule: PricingRule | null): RuleForm => ({
  name: rule?.name ?? '',
  description: rule?.description ?? '',
  ruleType: rule?.ruleType ?? 'promotional',
  targetType: rule?.targetType ?? 'series',
  targetValue: rule?.targetValue ?? '',
  discountType: rule?.discountType ?? 'percentage',
  discountValue: rule?.discountValue ?? '',
  minimumQuantity: String(rule?.minimumQuantity ?? 1),
  maximumUsage: rule?.maximumUsage ? String(rule.maximumUsage) : '',
  validFrom: rule?.validFrom ?? todayUtc(),
  validTo: rule?.validTo ?? '',
  priority: String(rule?.priority ?? DEFAULT_RULE_PRIORITY),
  canStack: rule?.canStack ?? false,
  isActive: rule?.isActive ?? true,
  organizationId: rule?.organizationId ?? '',
});

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((v) => ({ value: v, label: labels[v] }));

/** Add Rule (rule null) or edit a pricing rule, with every field of spec §3. */
export function PricingRuleDialog({
  open,
  onOpenChange,
  rule,
  buyers,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rule: PricingRule | null;
  buyers: readonly BuyerChoice[];
}) {
  const create = useCreatePricingRule();
  const update = useUpdatePricingRule();
  const form = useZodForm<RuleForm, typeof createPricingRuleSchema>({
    schema: createPricingRuleSchema,
    values: toForm(rule),
    // A blank buyer organization means every buyer; the rule keeps the type it had.
    // Select values are the enumerations' own strings; the schema checks them.
    fromForm: (v) =>
      ({
        ...v,
        organizationId: v.organizationId || null,
        organizationType: rule?.organizationType ?? null,
      }) as z.input<typeof createPricingRuleSchema>,
  });
  const { errors } = form.formState;
  const [targetType, discountType] = form.watch(['targetType', 'discountType']);

  const onSubmit = form.handleSubmit((body) => {
    const onError = (error: Error) => {
      applyServerErrors(form, error);
      toastPricingError(error);
    };
    const done = (title: string) => () => {
      toast({ title });
      onOpenChange(false);
    };
    if (rule)
      update.mutate({ id: rule.id, body }, { onSuccess: done(PRICING_MESSAGES.pricingRuleUpdated), onError });
    else create.mutate(body, { onSuccess: done(PRICING_MESSAGES.pricingRuleCreated), onError });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogTitle>{rule ? 'Edit Pricing Rule' : 'Add Pricing Rule'}</DialogTitle>
        <DialogDescription>
          A discount on a product, series, manufacturer or category, for a period. Higher priority applies
          first.
        </DialogDescription>
        <form
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          className="mt-4 space-y-4"
          aria-label="Pricing rule"
        >
          <FormField label="Rule Name" error={errors.name?.message} {...form.register('name')} />
          <TextareaField
            label="Description"
            error={errors.description?.message}
            {...form.register('description')}
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <SelectField
              label="Rule Type"
              options={options(RULE_TYPES, RULE_TYPE_LABELS)}
              error={errors.ruleType?.message}
              {...form.register('ruleType')}
            />
            <SelectField
              label="Target Type"
              options={options(RULE_TARGETS, RULE_TARGET_LABELS)}
              error={errors.targetType?.message}
              {...form.register('targetType', { onChange: () => form.setValue('targetValue', '') })}
            />
          </div>
          <Controller
            control={form.control}
            name="targetValue"
            render={({ field, fieldState }) => (
              <RuleTargetField
                targetType={targetType}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <SelectField
              label="Discount Type"
              options={options(DISCOUNT_TYPES, DISCOUNT_TYPE_LABELS)}
              error={errors.discountType?.message}
              {...form.register('discountType')}
            />
            <FormField
              label={discountType === 'percentage' ? 'Discount Value (%)' : 'Discount Value ($)'}
              inputMode="decimal"
              step="0.01"
              error={errors.discountValue?.message}
              {...form.register('discountValue')}
            />
            <FormField
              label="Minimum Quantity"
              inputMode="numeric"
              error={errors.minimumQuantity?.message}
              {...form.register('minimumQuantity')}
            />
            <FormField
              label="Maximum Usage"
              inputMode="numeric"
              hint="Optional: orders it may price"
              error={errors.maximumUsage?.message}
              {...form.register('maximumUsage')}
            />
            <DateField label="Valid From" error={errors.validFrom?.message} {...form.register('validFrom')} />
            <DateField
              label="Valid To"
              hint="Optional"
              error={errors.validTo?.message}
              {...form.register('validTo')}
            />
            <FormField
              label="Priority (1-10)"
              inputMode="numeric"
              error={errors.priority?.message}
              {...form.register('priority')}
            />
            <Controller
              control={form.control}
              name="organizationId"
              render={({ field, fieldState }) => (
                <ComboboxField
                  label="Buyer Organization"
                  hint="Optional: only this buyer"
                  value={field.value}
                  options={[{ value: '', label: 'Every buyer' }, ...buyers]}
                  onChange={field.onChange}
                  placeholder="Every buyer"
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
          <div className="flex flex-wrap gap-6">
            <CheckboxField
              label="Can Stack"
              hint="Applies on top of other rules"
              {...form.register('canStack')}
            />
            <CheckboxField label="Active" {...form.register('isActive')} />
          </div>
          <FormFooter
            error={errors.root?.server?.message}
            onCancel={() => onOpenChange(false)}
            pending={create.isPending || update.isPending}
            submitLabel={rule ? 'Save Changes' : 'Add Rule'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
