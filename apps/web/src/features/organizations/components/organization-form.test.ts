import { createOrganizationSchema } from '@crossover/domain/organizations';
import { MESSAGES } from '@crossover/domain/messages';
import { describe, expect, it } from 'vitest';
import { FieldConversionError } from '@/lib/use-zod-form';
import { fromOrganizationForm, toOrganizationForm } from './organization-form';

const form = { ...toOrganizationForm(), name: 'A', taxRate: '7.25' };

function conversionError(taxRate: string): string | null {
  try {
    fromOrganizationForm({ ...form, taxRate });
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(FieldConversionError);
    expect((error as FieldConversionError).field).toBe('taxRate');
    return (error as Error).message;
  }
}

describe('organization form (percent on screen, fraction on the wire)', () => {
  it('checks 0–100 with 2 decimals and converts on submit through the request schema', () => {
    expect(conversionError('100.5')).toBe('Tax rate must be between 0 and 100');
    expect(conversionError('-1')).toBe('Tax rate must be between 0 and 100');
    expect(conversionError('7.255')).toBe('Tax rate can have at most 2 decimals');
    expect(conversionError('')).toBeNull();
    expect(createOrganizationSchema.parse(fromOrganizationForm(form))).toMatchObject({
      taxRate: '0.0725',
      parentId: null,
      contactEmail: null,
    });
  });

  it('shows a stored fraction as a percent, and a new organization with the spec defaults', () => {
    expect(toOrganizationForm()).toMatchObject({ type: 'shop_owner', isActive: true, parentId: 'none' });
    const stored = { ...createOrganizationSchema.parse({ name: 'B', taxRate: '0.0725' }) };
    expect(
      toOrganizationForm({ ...stored, id: 'o1', logoUrl: null, createdAt: '2026-01-01T00:00:00.000Z' })
        .taxRate,
    ).toBe('7.25');
  });

  it('leaves the name rule to the request schema, with the spec message', () => {
    const result = createOrganizationSchema.safeParse(fromOrganizationForm({ ...form, name: ' ' }));
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.organizationNameRequired);
  });
});
