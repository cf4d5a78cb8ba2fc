import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expiryProblem, isValidRoutingNumber, paymentOptionRequestSchema } from './payment-options.ts';

describe('ABA routing checksum', () => {
  it('accepts valid numbers and rejects any single-digit change', () => {
    for (const valid of ['123456780', '021000021', '011000015'])
      expect(isValidRoutingNumber(valid)).toBe(true);
    expect(isValidRoutingNumber('123456789')).toBe(false);
    expect(isValidRoutingNumber('12345678')).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = [...'021000021'].map(Number);
        digits[position] = (digits[position]! + delta) % 10;
        expect(isValidRoutingNumber(digits.join(''))).toBe(false);
      }),
    );
  });
});

describe('payment option request', () => {
  const now = new Date('2026-04-12T00:00:00Z');
  it('knows expired cards', () => {
    expect(expiryProblem(4, 2026, now)).toBeNull();
    expect(expiryProblem(3, 2026, now)).toBe('expirationMonth');
    expect(expiryProblem(12, 2025, now)).toBe('expirationYear');
  });
  it('accepts only four digits', () => {
    const base = {
      paymentType: 'credit_card',
      cardType: 'visa',
      cardholderName: 'A',
      expirationMonth: '12',
      expirationYear: '2099',
    };
    expect(paymentOptionRequestSchema.safeParse({ ...base, lastFourDigits: '1234' }).success).toBe(true);
    expect(paymentOptionRequestSchema.safeParse({ ...base, lastFourDigits: '41111111' }).success).toBe(false);
  });
});
