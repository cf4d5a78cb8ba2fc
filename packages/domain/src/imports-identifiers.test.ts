import { describe, expect, it } from 'vitest';
import { UPC_MESSAGES, upcWarning } from './imports-identifiers.ts';

describe('upcWarning', () => {
  it('accepts empty cells and UPC-A, EAN-13 and GTIN-14 codes, with spaces or dashes', () => {
    const good = ['', '012345678901', '4006381333931', '10012345678902', '0 12345 67890 1', '012-345678901'];
    expect(good.length).toBeGreaterThan(0);
    for (const value of good) expect(upcWarning(value), value).toBeNull();
  });

  it('warns on a UPC Excel wrote in scientific notation, and on too few or too many digits', () => {
    expect(upcWarning('3.65275E+11')).toBe(UPC_MESSAGES.scientific('3.65275E+11'));
    expect(upcWarning('3.65275e11')).toBe(UPC_MESSAGES.scientific('3.65275e11'));
    expect(upcWarning('12345678901')).toBe(UPC_MESSAGES.digits('12345678901'));
    expect(upcWarning('123456789012345')).toBe(UPC_MESSAGES.digits('123456789012345'));
    expect(upcWarning('N/A')).toBe(UPC_MESSAGES.digits('N/A'));
  });
});
