import { describe, expect, it } from 'vitest';
import { type FieldDefinition, fieldCell, missingFields, suggestColumns } from './column-mapping.ts';

type Field = 'sku' | 'qty' | 'packCost';
const FIELDS: FieldDefinition<Field>[] = [
  { key: 'sku', label: 'SKU', required: true, synonyms: ['sku', 'partno'] },
  { key: 'qty', label: 'Qty', synonyms: ['qty', 'masterpackqty'] },
  {
    key: 'packCost',
    label: 'Pack Cost',
    synonyms: ['masterpackqtycost'],
    unlike: ['masterpackqty'],
    reads: (cell) => /^\d+(\.\d+)?$/.test(cell),
  },
];

describe('suggestColumns', () => {
  it('matches names, synonyms and spelling, each column once, in the fields’ order', () => {
    const { mapping, sources } = suggestColumns(['Part #', 'Master Pack Qty Costs', 'Notes'], FIELDS);
    expect(mapping).toEqual({ sku: 0, qty: null, packCost: 1 });
    expect(sources).toEqual({ sku: 'synonym', packCost: 'similar' });
  });

  it('never takes a name it is told means something else, nor a column whose sample all fails its reader', () => {
    // 'masterpackqty' is 0.76 alike 'masterpackqtycost': close enough in spelling, but a quantity.
    const withoutQty = FIELDS.filter((field) => field.key !== 'qty');
    expect(suggestColumns(['SKU', 'Master Pack Qty'], withoutQty).mapping).toEqual({
      sku: 0,
      packCost: null,
    });
    const sampled = suggestColumns(['SKU', 'Master Pack Qty Cost'], FIELDS, { sampleRows: [['A', 'Call']] });
    expect(sampled.mapping.packCost).toBeNull();
  });

  it('carries a previous mapping over by column name', () => {
    const previous = { headers: ['Code', 'x'], mapping: { sku: 0 } };
    expect(suggestColumns(['x', 'Code'], FIELDS, { previous })).toMatchObject({
      mapping: { sku: 1 },
      sources: { sku: 'previous' },
    });
  });
});

describe('missingFields and fieldCell', () => {
  it('names the required fields left unmapped and reads a mapped cell trimmed', () => {
    const { mapping } = suggestColumns(['Qty'], FIELDS);
    expect(missingFields(mapping, FIELDS).map((field) => field.label)).toEqual(['SKU']);
    expect(fieldCell([' 4 '], mapping, 'qty')).toBe('4');
    expect(fieldCell([' 4 '], mapping, 'sku')).toBe('');
  });
});
