import { describe, expect, it } from 'vitest';
import { apiErrorMessage, parseApiError } from '@/lib/api-error';
import { isUnauthorizedError } from '@/lib/auth-errors';
import { formatMoney, formatMoneyOrDash, fullName } from '@/lib/format';

describe('parseApiError', () => {
  it('reads the message and field errors of a JSON body', () => {
    expect(parseApiError(new Error('400: {"message":"Invalid input","errors":{"email":"Bad"}}'))).toEqual({
      status: 400,
      message: 'Invalid input',
      fieldErrors: { email: 'Bad' },
    });
  });

  it('strips the status prefix of a plain-text body', () => {
    expect(apiErrorMessage(new Error('429: Slow down'), 'x')).toBe('Slow down');
  });

  it('falls back when there is no usable message', () => {
    expect(apiErrorMessage(new Error('500: '), 'Login failed')).toBe('Login failed');
    expect(apiErrorMessage(new Error('502: <html><body>Bad gateway</body></html>'), 'Login failed')).toBe(
      'Login failed',
    );
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'Login failed')).toBe('Failed to fetch');
    expect(apiErrorMessage(undefined, 'Login failed')).toBe('Login failed');
  });
});

describe('isUnauthorizedError', () => {
  it('needs the 401 prefix and the word Unauthorized', () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: {"message":"Invalid email or password"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});

describe('format', () => {
  it('formats money as USD with two decimals', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney('abc')).toBe('-');
  });

  it("shows '-' for missing or zero amounts in tables", () => {
    expect(formatMoneyOrDash('0.00')).toBe('-');
    expect(formatMoneyOrDash(undefined)).toBe('-');
    expect(formatMoneyOrDash('')).toBe('-');
    expect(formatMoneyOrDash('19.9')).toBe('$19.90');
  });

  it('joins names', () => {
    expect(fullName('Ada', 'Lovelace')).toBe('Ada Lovelace');
    expect(fullName('Ada', null)).toBe('Ada');
    expect(fullName(' ', null)).toBeNull();
  });
});
