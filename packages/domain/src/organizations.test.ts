import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import {
  createOrganizationSchema,
  fractionToPercent,
  percentToFraction,
  updateOrganizationSchema,
  wouldCreateCycle,
} from './organizations.ts';

describe('tax rate: percent on screen, fraction stored', () => {
  it('converts both ways exactly', () => {
    expect(percentToFraction('7.25')).toBe('0.0725');
    expect(percentToFraction('0')).toBe('0.0000');
    expect(percentToFraction('100')).toBe('1.0000');
    expect(percentToFraction('')).toBeNull();
    expect(fractionToPercent('0.0725')).toBe('7.25');
    expect(fractionToPercent('0.0700')).toBe('7');
    expect(fractionToPercent(null)).toBe('');
    expect(() => percentToFraction('101')).toThrow();
  });
  it('round-trips every percent with 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        const percent = (hundredths / 100).toFixed(2);
        expect(Number(fractionToPercent(percentToFraction(percent)))).toBe(Number(percent));
      }),
    );
  });
});

describe('organization schemas (spec §5)', () => {
  it('requires a name with the spec message and applies the defaults', () => {
    const bad = createOrganizationSchema.safeParse({ name: '  ' });
    expect(bad.error?.issues[0]?.message).toBe(MESSAGES.organizationNameRequired);
    expect(createOrganizationSchema.parse({ name: 'A' })).toMatchObject({
      type: 'shop_owner',
      isActive: true,
      parentId: null,
      taxRate: null,
    });
  });
  it('accepts a fraction 0–1 with up to 4 decimals on the wire', () => {
    expect(createOrganizationSchema.parse({ name: 'A', taxRate: 0.0725 }).taxRate).toBe('0.0725');
    for (const taxRate of ['7.25', '1.0001', '-0.1', '0.00001']) {
      expect(createOrganizationSchema.safeParse({ name: 'A', taxRate }).success, taxRate).toBe(false);
    }
  });
  it('PATCH accepts only null for logoUrl', () => {
    expect(updateOrganizationSchema.safeParse({ logoUrl: null }).success).toBe(true);
    expect(updateOrganizationSchema.safeParse({ logoUrl: '/x.png' }).success).toBe(false);
  });
});

describe('wouldCreateCycle', () => {
  const parents = new Map<string, string | null>([
    ['a', null],
    ['b', 'a'],
    ['c', 'b'],
  ]);
  it('finds loops through the parent chain', () => {
    expect(wouldCreateCycle('a', 'c', parents)).toBe(true);
    expect(wouldCreateCycle('a', 'a', parents)).toBe(true);
    expect(wouldCreateCycle('c', 'a', parents)).toBe(false);
    expect(wouldCreateCycle('a', null, parents)).toBe(false);
  });
});

describe('updateOrganizationSchema (derived from the create rules)', () => {
  it('keeps what a PATCH leaves out unset: no create default (type, status) sneaks in', () => {
    expect(updateOrganizationSchema.parse({ name: ' Kestrel ' })).toEqual({ name: 'Kestrel' });
    expect(createOrganizationSchema.parse({ name: 'Kestrel' })).toMatchObject({
      type: 'shop_owner',
      isActive: true,
    });
  });

  it('applies the create rules to the fields it is given', () => {
    const result = updateOrganizationSchema.safeParse({ name: '', taxRate: '2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['name', 'taxRate']);
  });
});
