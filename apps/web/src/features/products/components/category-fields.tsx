import type { CategoryStats } from '@crossover/domain/products';
import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useId } from 'react';
import { FormField } from '@/components/ui/form-field';
import { categoryNames, subcategoryNames } from './category-options';
import type { ProductFormValues } from './product-form';

function Suggestions({ id, names }: { id: string; names: readonly string[] }) {
  return (
    <datalist id={id}>
      {names.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}

/**
 * Category and subcategory (spec §5): typed freely with the known names offered (a new category
 * is just typed); subcategory is disabled until a category is chosen, and changing the category
 * clears it (spec §4).
 */
export function CategoryFields({
  form,
  stats,
  disabled,
}: {
  form: UseFormReturn<ProductFormValues, unknown, unknown>;
  stats: CategoryStats | undefined;
  disabled?: boolean;
}) {
  const listId = useId();
  const category = useWatch({ control: form.control, name: 'category' });
  const { errors } = form.formState;
  const noCategory = category.trim() === '';
  return (
    <>
      <FormField
        label="Category"
        list={`${listId}-categories`}
        autoComplete="off"
        disabled={disabled}
        error={errors.category?.message}
        {...form.register('category', {
          onChange: () => form.setValue('subcategory', '', { shouldDirty: true }),
        })}
      />
      <Suggestions id={`${listId}-categories`} names={categoryNames(stats)} />
      <FormField
        label="Subcategory"
        list={`${listId}-subcategories`}
        autoComplete="off"
        disabled={disabled || noCategory}
        hint={noCategory ? 'Choose a category first' : undefined}
        error={errors.subcategory?.message}
        {...form.register('subcategory')}
      />
      <Suggestions id={`${listId}-subcategories`} names={subcategoryNames(stats, category)} />
    </>
  );
}
