import { describe, expect, it } from 'vitest';
import { isNavLinkActive, navigationFor } from './navigation.ts';

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

const sidebarPaths = (role: string) =>
  navigationFor(role).map((category) => [category.title, category.entries.map((entry) => entry.path)]);

describe('sidebar entries by role (spec §2 "Sidebar menu (visible by role)")', () => {
  const core = ['Core Operations', ['/', '/catalog', '/cart', '/orders']];
  const inventory = ['Inventory Management', ['/inventory', '/staged-products']];
  const pricing = ['Pricing & Finance', ['/pricing-management', '/pricing-import', '/pricing-history']];
  const management = [
    'Management',
    ['/organizations', '/user-management', '/series-management', '/shop-owner-authorizations'],
  ];
  it('admin: every entry, the audit log after Authorizations', () => {
    expect(sidebarPaths('admin')).toEqual([
      core,
      inventory,
      pricing,
      ['Management', [...(management[1] as string[]), '/audit-log']],
      ['Tools & Import', ['/csv-import', '/product-management', '/image-search']],
      ['System', ['/payment-options', '/vehicles']],
    ]);
  });
  it.each([
    ['manufacturer', [core, inventory, management]],
    ['distributor', [core, inventory, pricing]],
    ['marketing_firm', [core, pricing]],
    ['shop_owner', [core]],
    ['sales_rep', [core]],
    ['sales_manager', [core]],
    ['wizard', [core]],
  ])('%s', (role, expected) => {
    expect(sidebarPaths(role)).toEqual(expected);
  });
  it('labels the entries as the spec does', () => {
    const labels = navigationFor('admin').flatMap((category) => category.entries.map((entry) => entry.label));
    expect(labels).toEqual([
      'Dashboard',
      'Product Catalog',
      'Shopping Cart',
      'Orders',
      'Current Inventory',
      'Staged Products',
      'Pricing Management',
      'Pricing Import',
      'Pricing History',
      'Organizations',
      'User Management',
      'Series Management',
      'Authorizations',
      'Audit Log',
      'CSV Import',
      'Product Management',
      'Image Search',
      'Payment Options',
      'Vehicles',
    ]);
  });
});
