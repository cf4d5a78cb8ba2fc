import type { CategoryStats } from '@crossover/domain/products';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Controller, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { ComboboxField } from '@/components/ui/form/combobox-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { CategoryFields } from './category-fields';
import type { NamedOption } from './manufacturers';
import type { ProductFormValues } from './product-form';
import { MONEY_INPUTS } from './product-form';
import { SeriesField } from './series-field';

type ProductForm = UseFormReturn<ProductFormValues, unknown, unknown>;

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-sm font-semibold text-slate-900">{title}</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Manufacturer, then its series: a new manufacturer clears the series (spec §4). */
function ManufacturerAndSeries({ form, manufacturers }: { form: ProductForm; manufacturers: NamedOption[] }) {
  const manufacturerId = useWatch({ control: form.control, name: 'manufacturerId' });
  const { setValue } = form;
  const setSeries = useCallback(
    (seriesId: string) => setValue('seriesId', seriesId, { shouldDirty: true, shouldValidate: false }),
    [setValue],
  );
  return (
    <>
      <Controller
        control={form.control}
        name="manufacturerId"
        render={({ field, fieldState }) => (
          <ComboboxField
            label="Manufacturer"
            value={field.value}
            placeholder="Select a manufacturer"
            error={fieldState.error?.message}
            options={manufacturers.map((m) => ({ value: m.id, label: m.name }))}
            onChange={(next) => {
              if (next !== field.value) setSeries('');
              field.onChange(next);
            }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="seriesId"
        render={({ field, fieldState }) => (
          <SeriesField
            manufacturerId={manufacturerId}
            value={field.value}
            onChange={setSeries}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}

/**
 * The product form's inputs (spec §5): name, SKU, manufacturer and series, category and
 * subcategory, description, the money fields (step 0.01), master pack quantity (blank → 1),
 * the other details and the active switch.
 */
export function ProductFormFields({
  form,
  stats,
  manufacturers,
}: {
  form: ProductForm;
  stats: CategoryStats | undefined;
  manufacturers: NamedOption[];
}) {
  const { register } = form;
  const { errors } = form.formState;
  return (
    <div className="space-y-6">
      <FormSection title="Product">
        <FormField label="Product Name" error={errors.name?.message} {...register('name')} />
        <FormField
          label="SKU"
          autoComplete="off"
          hint="A known SKU fills in its manufacturer and empty details"
          error={errors.sku?.message}
          {...register('sku')}
        />
        <ManufacturerAndSeries form={form} manufacturers={manufacturers} />
        <CategoryFields form={form} stats={stats} />
        <div className="sm:col-span-2">
          <TextareaField
            label="Description"
            error={errors.description?.message}
            {...register('description')}
          />
        </div>
      </FormSection>

      <FormSection title="Pricing">
        {MONEY_INPUTS.map(([name, label]) => (
          <FormField
            key={name}
            label={label}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
        <FormField
          label="Mfg Master Pack Qty"
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          hint="Blank means 1"
          error={errors.mfgMasterPackQty?.message}
          {...register('mfgMasterPackQty')}
        />
      </FormSection>

      <FormSection title="Details">
        <FormField
          label="Distributor Part Number"
          error={errors.distributorPartNumber?.message}
          {...register('distributorPartNumber')}
        />
        <FormField label="UPC" error={errors.upc?.message} {...register('upc')} />
        <FormField label="Weight" error={errors.weight?.message} {...register('weight')} />
        <FormField label="Dimensions" error={errors.dimensions?.message} {...register('dimensions')} />
        <FormField
          label="Image URL"
          inputMode="url"
          error={errors.imageUrl?.message}
          {...register('imageUrl')}
        />
        <FormField
          label="Source URL"
          inputMode="url"
          error={errors.sourceUrl?.message}
          {...register('sourceUrl')}
        />
        <CheckboxField label="Active" error={errors.isActive?.message} {...register('isActive')} />
      </FormSection>
    </div>
  );
}
