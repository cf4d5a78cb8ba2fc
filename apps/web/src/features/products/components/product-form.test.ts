import type { Product } from '@crossover/domain/catalog';
import { PRODUCT_MESSAGES, createProductSchema, updateProductSchema } from '@crossover/domain/products';
import { describe, expect, it } from 'vitest';
import { categoryNames, subcategoryNames, uniqueSorted } from './category-options';
import type { ProductFormValues } from './product-form';
import { EMPTY_PRODUCT_FORM, changedProductFields, skuLookupFill, toProductForm } from './product-form';

const product = {
  id: 'p1',
  name: 'Storm 12',
  sku: 'ST-12',
  description: null,
  category: 'Subwoofers',
  subcategory: 'Component',
  manufacturerId: 'm1',
  seriesId: 's1',
  imageUrl: null,
  mfgCost: '10.50',
  mfgMasterPackCost: null,
  mfgMasterPackQty: 4,
  mapPrice: '99.00',
  retailPrice: null,
  distributorCost: null,
  distributorMpqCost: null,
  distributorPartNumber: null,
  isActive: true,
  management: { upc: '0123', weight: null, dimensions: null, sourceUrl: null },
} as unknown as Product;

describe('product form ↔ request (spec §5)', () => {
  it('creates with the schema’s conversions: blanks → null, amounts → 2 decimals, blank quantity → 1', () => {
    const body = createProductSchema.parse({
      ...EMPTY_PRODUCT_FORM,
      name: ' Storm 12 ',
      sku: 'ST-12',
      manufacturerId: 'm1',
      seriesId: 's1',
      mfgCost: '10.5',
      mfgMasterPackQty: '',
    });
    expect(body).toMatchObject({ name: 'Storm 12', mfgCost: '10.50', mapPrice: null, mfgMasterPackQty: 1 });
    expect(body.description).toBeNull();
  });

  it('names the required fields with the spec texts', () => {
    const result = createProductSchema.safeParse(EMPTY_PRODUCT_FORM);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      name: PRODUCT_MESSAGES.nameRequired,
      sku: PRODUCT_MESSAGES.skuRequired,
      manufacturerId: PRODUCT_MESSAGES.manufacturerRequired,
    });
  });

  it('starts the edit form from the product, nulls as empty text', () => {
    const form = toProductForm(product);
    expect(form).toMatchObject({ mfgCost: '10.50', mfgMasterPackQty: '4', description: '', upc: '0123' });
  });

  it('patches only the changed fields, as converted', () => {
    const initial = toProductForm(product);
    const current: ProductFormValues = { ...initial, mapPrice: '120', description: 'Loud', upc: '' };
    const body = changedProductFields(initial, current, updateProductSchema.parse(current));
    expect(body).toEqual({ mapPrice: '120.00', description: 'Loud', upc: null });
  });

  it('sends nothing when only whitespace changed, and the series with a new manufacturer', () => {
    const initial = toProductForm(product);
    const same = { ...initial, name: 'Storm 12  ' };
    expect(changedProductFields(initial, same, updateProductSchema.parse(same))).toEqual({});
    const moved = { ...initial, manufacturerId: 'm2', seriesId: 's9' };
    expect(changedProductFields(initial, moved, updateProductSchema.parse(moved))).toEqual({
      manufacturerId: 'm2',
      seriesId: 's9',
    });
  });

  it('compares converted values: a blank quantity (1) or 10.5 for 10.50 is no change', () => {
    const initial = toProductForm(product);
    const current = { ...initial, mfgMasterPackQty: '4', mfgCost: '10.5' };
    expect(changedProductFields(initial, current, updateProductSchema.parse(current))).toEqual({});
    const blank = { ...initial, mfgMasterPackQty: '' };
    expect(changedProductFields(initial, blank, updateProductSchema.parse(blank))).toEqual({
      mfgMasterPackQty: 1,
    });
  });

  it('treats a disabled (undefined) subcategory as empty, not as a change', () => {
    const initial = { ...toProductForm(product), category: '', subcategory: '' };
    const current = { ...initial, subcategory: undefined as unknown as string };
    expect(
      changedProductFields(initial, current, updateProductSchema.parse({ ...current, subcategory: '' })),
    ).toEqual({});
  });
});

describe('SKU lookup fill (spec §5)', () => {
  const found = {
    id: 'p9',
    sku: 'ST-12',
    manufacturerId: 'm1',
    name: 'Storm 12',
    description: 'A sub',
    category: 'Subwoofers',
    seriesId: 's1',
  };

  it('fills the manufacturer, and name, description, category and series where empty', () => {
    expect(skuLookupFill({ ...EMPTY_PRODUCT_FORM, sku: 'ST-12' }, found)).toEqual({
      manufacturerId: 'm1',
      name: 'Storm 12',
      description: 'A sub',
      category: 'Subwoofers',
      seriesId: 's1',
    });
  });

  it('keeps what the person typed', () => {
    const typed = { ...EMPTY_PRODUCT_FORM, name: 'Mine', category: 'Amps' };
    expect(skuLookupFill(typed, found)).toEqual({
      manufacturerId: 'm1',
      description: 'A sub',
      seriesId: 's1',
    });
  });

  it('fills nothing once a manufacturer is chosen', () => {
    expect(skuLookupFill({ ...EMPTY_PRODUCT_FORM, manufacturerId: 'm2' }, found)).toEqual({});
  });
});

describe('category lists (spec §5 filters)', () => {
  it('de-duplicates case-insensitively and sorts, dropping blanks', () => {
    expect(uniqueSorted(['subs', 'Amps', 'Subs', ' ', 'amps', 'Cables'])).toEqual(['Amps', 'Cables', 'subs']);
  });

  it('lists a category’s subcategories across spellings, none without a category', () => {
    const stats = {
      categories: {
        Amplifiers: { count: 3, subcategories: { Mono: 2, '4-Channel': 1 } },
        amplifiers: { count: 1, subcategories: { mono: 1 } },
        Subwoofers: { count: 2, subcategories: {} },
      },
    };
    expect(categoryNames(stats)).toEqual(['Amplifiers', 'Subwoofers']);
    expect(subcategoryNames(stats, 'AMPLIFIERS')).toEqual(['4-Channel', 'Mono']);
    expect(subcategoryNames(stats, '')).toEqual([]);
    expect(subcategoryNames(undefined, 'Amplifiers')).toEqual([]);
  });
});
