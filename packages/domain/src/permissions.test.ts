import { describe, expect, it } from 'vitest';
import { can, policy, policyAllows, scopeOf } from './permissions.ts';
import { navigationFor } from './navigation.ts';
import { effectiveRole, roleLabel } from './roles.ts';

const titles = (role: string) => navigationFor(role).map((c) => c.title);

describe('sidebar categories by role (spec §2)', () => {
  it('admin sees all six categories', () => {
    expect(titles('admin')).toEqual([
      'Core Operations',
      'Inventory Management',
      'Pricing & Finance',
      'Management',
      'Tools & Import',
      'System',
    ]);
  });
  it.each([
    ['manufacturer', ['Core Operations', 'Inventory Management', 'Management']],
    ['distributor', ['Core Operations', 'Inventory Management', 'Pricing & Finance']],
    ['marketing_firm', ['Core Operations', 'Pricing & Finance']],
    ['shop_owner', ['Core Operations']],
    ['sales_rep', ['Core Operations']],
    ['sales_manager', ['Core Operations']],
  ])('%s sees %j', (role, expected) => {
    expect(titles(role)).toEqual(expected);
  });
  it('core operations list the four entries in order', () => {
    expect(navigationFor('shop_owner')[0]!.entries.map((e) => e.path)).toEqual([
      '/',
      '/catalog',
      '/cart',
      '/orders',
    ]);
  });
});

describe('roles', () => {
  it('treats an unknown or missing role as shop_owner', () => {
    expect(effectiveRole('wizard')).toBe('shop_owner');
    expect(effectiveRole(null)).toBe('shop_owner');
    expect(can('wizard', 'users.manage')).toBe(false);
    expect(titles('wizard')).toEqual(['Core Operations']);
  });
  it('labels roles with spaces', () => {
    expect(roleLabel('marketing_firm')).toBe('marketing firm');
  });
});

describe('policyAllows', () => {
  const admin = { role: 'admin', realRole: 'admin' };
  const adminAsShop = { role: 'shop_owner', realRole: 'admin' };
  const shop = { role: 'shop_owner', realRole: 'shop_owner' };
  it('public admits everyone, authenticated only signed-in callers', () => {
    expect(policyAllows(policy.public, null)).toBe(true);
    expect(policyAllows(policy.authenticated, null)).toBe(false);
    expect(policyAllows(policy.authenticated, shop)).toBe(true);
  });
  it('capability checks the effective user, realCapability the signed-in one', () => {
    const manage = policy.capability('users.manage');
    const emulate = policy.realCapability('emulation.use');
    expect(policyAllows(manage, admin)).toBe(true);
    expect(policyAllows(manage, adminAsShop)).toBe(false);
    expect(policyAllows(emulate, adminAsShop)).toBe(true);
    expect(policyAllows(emulate, shop)).toBe(false);
  });
});

describe('capability scopes', () => {
  const manufacturer = { role: 'manufacturer', organizationId: 'org-1' };
  const admin = { role: 'admin', organizationId: null };
  it('reaches the own organization only with scope own, every organization with any', () => {
    expect(scopeOf('manufacturer', 'users.manage')).toBe('own');
    expect(scopeOf('admin', 'users.manage')).toBe('any');
    expect(scopeOf('shop_owner', 'users.manage')).toBeNull();
    expect(can(manufacturer, 'users.manage', { organizationId: 'org-1' })).toBe(true);
    expect(can(manufacturer, 'users.manage', { organizationId: 'org-2' })).toBe(false);
    expect(can(manufacturer, 'users.manage', { organizationId: null })).toBe(false);
    expect(can(admin, 'users.manage', { organizationId: 'org-2' })).toBe(true);
    expect(can(admin, 'users.manage', { organizationId: null })).toBe(true);
  });
  it('asks for scope any for work across organizations', () => {
    expect(can(manufacturer, 'organizations.manage', { scope: 'any' })).toBe(false);
    expect(can(admin, 'organizations.manage', { scope: 'any' })).toBe(true);
  });
  it('without a target only asks whether the capability is held at all', () => {
    expect(can(manufacturer, 'users.manage')).toBe(true);
    expect(can('shop_owner', 'paymentOptions.manage')).toBe(true);
    expect(can('shop_owner', 'paymentOptions.manage', { scope: 'any' })).toBe(false);
  });
  it('never lets a member without an organization reach a record through scope own', () => {
    const loner = { role: 'shop_owner', organizationId: null };
    expect(can(loner, 'paymentOptions.manage', { organizationId: null })).toBe(false);
    // A bare role cannot show an organization: only scope any passes a record check.
    expect(can('manufacturer', 'users.manage', { organizationId: 'org-1' })).toBe(false);
    expect(can('admin', 'users.manage', { organizationId: 'org-1' })).toBe(true);
  });
  it('gives distributors staged products at scope carried, which reaches no organization whole', () => {
    const distributor = { role: 'distributor', organizationId: 'org-3' };
    expect(scopeOf('distributor', 'stagedProducts.review')).toBe('carried');
    expect(scopeOf('manufacturer', 'stagedProducts.review')).toBe('own');
    expect(can(distributor, 'stagedProducts.review')).toBe(true);
    expect(can(distributor, 'stagedProducts.review', { organizationId: 'org-3' })).toBe(false);
    expect(can(distributor, 'stagedProducts.review', { organizationId: 'org-1' })).toBe(false);
    expect(can(distributor, 'stagedProducts.review', { scope: 'any' })).toBe(false);
  });
  it('gives a route policy with scope any to admins only', () => {
    const verify = policy.capability('paymentOptions.manage', 'any');
    expect(policyAllows(verify, { role: 'admin', realRole: 'admin' })).toBe(true);
    expect(policyAllows(verify, { role: 'shop_owner', realRole: 'admin' })).toBe(false);
    expect(
      policyAllows(policy.capability('paymentOptions.manage'), {
        role: 'shop_owner',
        realRole: 'shop_owner',
      }),
    ).toBe(true);
  });
});
