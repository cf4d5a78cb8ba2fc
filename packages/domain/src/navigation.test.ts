import { describe, expect, it } from 'vitest';
import { isNavLinkActive } from './navigation.ts';

describe('isNavLinkActive (spec §2 active-link rule)', () => {
  it('matches the path exactly or followed by a slash', () => {
    expect(isNavLinkActive('/catalog', '/catalog')).toBe(true);
    expect(isNavLinkActive('/catalog', '/catalog/123')).toBe(true);
    expect(isNavLinkActive('/catalog', '/catalogue')).toBe(false);
    expect(isNavLinkActive('/pricing-import', '/pricing-importer')).toBe(false);
  });
  it('makes / active only on an exact match', () => {
    expect(isNavLinkActive('/', '/')).toBe(true);
    expect(isNavLinkActive('/', '/catalog')).toBe(false);
  });
});
