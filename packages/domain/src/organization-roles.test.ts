import { describe, expect, it } from 'vitest';
import { roleFitsOrganization, roleMismatchMessage, rolesForOrganizationType } from './organization-roles.ts';
import { ORGANIZATION_TYPES, ROLES } from './roles.ts';

describe('which roles fit which organization type', () => {
  it('keeps company roles in organizations of their own type', () => {
    expect(roleFitsOrganization('marketing_firm', 'manufacturer')).toBe(false);
    expect(roleFitsOrganization('shop_owner', 'distributor')).toBe(false);
    expect(roleFitsOrganization('manufacturer', 'manufacturer')).toBe(true);
    expect(roleFitsOrganization('distributor', 'distributor')).toBe(true);
  });

  it('lets sales staff and admins sit in any organization, and anyone have no organization', () => {
    for (const type of ORGANIZATION_TYPES) {
      expect(roleFitsOrganization('sales_rep', type)).toBe(true);
      expect(roleFitsOrganization('sales_manager', type)).toBe(true);
      expect(roleFitsOrganization('admin', type)).toBe(true);
    }
    for (const role of ROLES) expect(roleFitsOrganization(role, null)).toBe(true);
  });

  it('treats an unknown role as shop_owner, as everywhere else', () => {
    expect(roleFitsOrganization('wizard', 'shop_owner')).toBe(true);
    expect(roleFitsOrganization('wizard', 'manufacturer')).toBe(false);
  });

  it('lists the fitting roles per type', () => {
    expect(rolesForOrganizationType('manufacturer')).toEqual([
      'admin',
      'manufacturer',
      'sales_rep',
      'sales_manager',
    ]);
    expect(rolesForOrganizationType(null)).toEqual([...ROLES]);
  });

  it('says what is wrong and what would fit', () => {
    expect(roleMismatchMessage('marketing_firm', 'manufacturer')).toBe(
      'A marketing firm user cannot belong to a manufacturer organization; ' +
        'choose manufacturer, sales rep or sales manager',
    );
    expect(roleMismatchMessage('manufacturer', 'shop_owner')).toBe(
      'A manufacturer user cannot belong to a shop owner organization; choose shop owner, sales rep or sales manager',
    );
  });
});
