import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowNumberOf, skuKey, validateImportRow } from './imports-fields.ts';
import { lastValidRowBySku, planRow } from './imports-plan.ts';

const mapping = { sku: 0, mfgCost: 1 };

describe('planRow', () => {
  it('stages the last valid row of a repeated SKU and fails the earlier ones naming it', () => {
    const rows = [
      ['A', '1'],
      ['B', '1'],
      ['a', '2'],
      ['', '3'],
    ];
    const winners = lastValidRowBySku(rows, mapping);
    expect(rows.map((row, index) => planRow(row, index, mapping, winners))).toEqual([
      { kind: 'fail', error: 'Duplicate SKU "A": replaced by row 4' },
      { kind: 'stage', product: expect.objectContaining({ sku: 'B' }), warnings: [], flag: null },
      {
        kind: 'stage',
        product: expect.objectContaining({ sku: 'a', mfgCost: '2.00' }),
        warnings: [],
        flag: null,
      },
      { kind: 'fail', error: 'SKU is required' },
    ]);
  });

  it('gives every row one outcome, stages each SKU at most once, and always its last valid row', () => {
    const row = fc.tuple(
      fc.constantFrom('A', 'a', 'B', 'C', ' c ', ''),
      fc.constantFrom('1', '2.5', 'x', '-1', ''),
    );
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), (rows) => {
        const winners = lastValidRowBySku(rows, mapping);
        const plans = rows.map((cells, index) => planRow(cells, index, mapping, winners));
        const stagedKeys = plans.flatMap((plan) => (plan.kind === 'stage' ? [skuKey(plan.product.sku)] : []));
        expect(new Set(stagedKeys).size).toBe(stagedKeys.length);
        rows.forEach((cells, index) => {
          const valid = validateImportRow(cells, mapping);
          if (!valid.ok) return expect(plans[index]!.kind).toBe('fail');
          const last = rows.findLastIndex((other) => {
            const outcome = validateImportRow(other, mapping);
            return outcome.ok && skuKey(outcome.product.sku) === skuKey(valid.product.sku);
          });
          expect(plans[index]).toEqual(
            last === index
              ? { kind: 'stage', product: valid.product, warnings: valid.warnings, flag: valid.flag }
              : {
                  kind: 'fail',
                  error: `Duplicate SKU "${valid.product.sku}": replaced by row ${rowNumberOf(last)}`,
                },
          );
        });
      }),
    );
  });
});
