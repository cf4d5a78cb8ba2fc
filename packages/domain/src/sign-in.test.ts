import { describe, expect, it } from 'vitest';
import { parseSignInMethod, safeReturnTo } from './sign-in.ts';

describe('safeReturnTo', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeReturnTo('/orders')).toBe('/orders');
    expect(safeReturnTo('/catalog?search=sub%2012#top')).toBe('/catalog?search=sub%2012#top');
    expect(safeReturnTo('/')).toBe('/');
  });

  it.each([
    ['an absolute address', 'https://evil.test/orders'],
    ['a protocol-relative address', '//evil.test/orders'],
    ['a backslash the browser reads as a slash', '/\\evil.test'],
    ['a tab the browser strips', '/\t/evil.test'],
    ['a newline', '/orders\n'],
    ['a relative path', 'orders'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['an API endpoint', '/api/logout'],
    ['the business login itself', '/business-login?returnTo=/orders'],
    ['the admin login itself', '/admin-login'],
    ['nothing', ''],
    ['an endless value', `/${'a'.repeat(2001)}`],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('refuses a value that is not a string', () => {
    expect(safeReturnTo(null)).toBeNull();
    expect(safeReturnTo(undefined)).toBeNull();
  });
});

describe('parseSignInMethod', () => {
  it('knows only business and sso', () => {
    expect(parseSignInMethod('business')).toBe('business');
    expect(parseSignInMethod('sso')).toBe('sso');
    expect(parseSignInMethod('admin')).toBeNull();
    expect(parseSignInMethod(undefined)).toBeNull();
  });
});
