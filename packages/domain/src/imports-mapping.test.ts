import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMPORT_FIELD_KEYS } from './imports-fields.ts';
import { suggestMapping } from './imports-mapping.ts';
import { normalizeHeader } from './imports/column-mapping.ts';

describe('normalizeHeader', () => {
  it('drops case, accents, spaces and punctuation; # and number read as no', () => {
    expect(normalizeHeader('Part #')).toBe('partno');
    expect(normalizeHeader('Item No.')).toBe('itemno');
    expect(normalizeHeader('Model Number')).toBe('modelno');
    expect(normalizeHeader(' MSRP ($) ')).toBe('msrp');
    expect(normalizeHeader('Série')).toBe('serie');
  });
});

describe('suggestMapping', () => {
  it("knows the trade's names: Item No, Part #, Model → SKU; MSRP → retail; MAP → MAP price", () => {
    for (const header of ['Item No', 'Part #', 'Model', 'SKU', 'Mfg Part Number'])
      expect(suggestMapping(['Whatever', header]).mapping.sku, header).toBe(1);
    const { mapping, sources } = suggestMapping([
      'MSRP',
      'MAP',
      'Dealer Cost',
      'Case Pack',
      'UPC',
      'Image URL',
    ]);
    expect(mapping).toMatchObject({
      mfgRetail: 0,
      mfgMAP: 1,
      mfgCost: 2,
      mfgMasterPackQty: 3,
      upc: 4,
      imageUrl: 5,
    });
    expect(sources).toMatchObject({ mfgRetail: 'synonym', upc: 'name', imageUrl: 'name' });
  });

  it('forgives a misspelling, not a stranger', () => {
    const { mapping, sources } = suggestMapping(['Catgory', 'Descripton', 'Warranty', 'Title']);
    expect(mapping).toMatchObject({ category: 0, description: 1 });
    expect(sources).toMatchObject({ category: 'similar', description: 'similar' });
    expect(Object.values(mapping)).not.toContain(2);
  });

  it('gives a column to one field only, the leftmost column winning a tie', () => {
    const { mapping } = suggestMapping(['Item No', 'Part #', 'Name']);
    expect(mapping.sku).toBe(0);
    expect(Object.values(mapping).filter((index) => index === 1)).toEqual([]);
  });

  it("carries the manufacturer's previous mapping over by column name, wherever the column moved", () => {
    const previous = { headers: ['Ref', 'Label', 'Notes'], mapping: { sku: 0, name: 1, description: 2 } };
    const { mapping, sources } = suggestMapping(['Label', 'MSRP', 'ref'], previous);
    expect(mapping).toMatchObject({ sku: 2, name: 0, mfgRetail: 1, description: null });
    expect(sources).toMatchObject({ sku: 'previous', name: 'previous', mfgRetail: 'synonym' });
  });

  it('answers every field, each column at most once, indexes inside the header (any headers)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 20 }), { maxLength: 25 }), (headers) => {
        const { mapping } = suggestMapping(headers);
        expect(Object.keys(mapping)).toEqual([...IMPORT_FIELD_KEYS]);
        const used = Object.values(mapping).filter((index): index is number => index !== null);
        expect(new Set(used).size).toBe(used.length);
        for (const index of used) expect(index).toBeLessThan(headers.length);
      }),
    );
  });
});
