import { SKU_LOOKUP_DELAY_MS, SKU_LOOKUP_MIN_LENGTH } from '@crossover/domain/products';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { lookupSku } from '../api/lookup-sku';
import type { ProductFormValues } from './product-form';
import { skuLookupFill } from './product-form';

/**
 * Spec §5 SKU lookup: 500 ms after the SKU stops changing, for 3 or more characters and while no
 * manufacturer is chosen, an existing product with that SKU fills the manufacturer, and name,
 * description, category and series where still empty. Silent when nothing is found or it fails.
 */
export function useSkuLookup(form: UseFormReturn<ProductFormValues, unknown, unknown>) {
  const sku = useWatch({ control: form.control, name: 'sku' });
  const manufacturerId = useWatch({ control: form.control, name: 'manufacturerId' });
  const settled = useDebouncedValue(sku.trim(), SKU_LOOKUP_DELAY_MS);
  const { getValues, setValue } = form;

  useEffect(() => {
    if (settled.length < SKU_LOOKUP_MIN_LENGTH || manufacturerId !== '') return;
    let current = true;
    void lookupSku(settled).then((found) => {
      // A later SKU (or a manufacturer chosen meanwhile) wins over a late answer.
      if (!current || !found || getValues('sku').trim() !== settled) return;
      const fill = skuLookupFill(getValues(), found);
      for (const [key, value] of Object.entries(fill) as [keyof ProductFormValues, string][]) {
        setValue(key, value, { shouldDirty: true });
      }
    });
    return () => {
      current = false;
    };
  }, [settled, manufacturerId, getValues, setValue]);
}
