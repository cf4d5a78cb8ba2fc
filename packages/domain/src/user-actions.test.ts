import { describe, expect, it } from 'vitest';
import { type ActionTarget, type ActionViewer, managesUser, userActions } from './user-actions.ts';

const admin: ActionViewer = { id: 'a', realUserId: 'a', role: 'admin', organizationId: null };
const maker: ActionViewer = { id: 'm', realUserId: 'm', role: 'manufacturer', organizationId: 'org-m' };
const target = (overrides: Partial<ActionTarget> = {}): ActionTarget => ({
  id: 'u',
  role: 'sales_rep',
  organizationId: 'org-m',
  organizationType: 'manufacturer',
  isActive: true,
  authType: 'traditional',
  ...overrides,
});

describe('userActions', () => {
  it('gives an admin everything on another user', () => {
    expect(userActions(admin, target())).toEqual({
      canEdit: true,
      canChangeEmail: true,
      canChangeRole: true,
      roleChoices: ['admin', 'manufacturer', 'sales_rep', 'sales_manager'],
      canChangeOrganization: true,
      canChangeStatus: true,
      canResetPassword: true,
      canDeactivate: true,
      canDelete: true,
    });
  });

  it('never offers Deactivate, Delete, a role or status change on one’s own row', () => {
    const own = userActions(admin, target({ id: 'a', role: 'admin', organizationId: null }));
    expect(own).toMatchObject({
      canEdit: true,
      canChangeRole: false,
      roleChoices: [],
      canChangeStatus: false,
      canDeactivate: false,
      canDelete: false,
    });
    // Also while emulating: the real admin's row stays its own.
    const emulating = { ...maker, realUserId: 'a' };
    expect(userActions(emulating, target({ id: 'm', role: 'manufacturer' })).canDeactivate).toBe(false);
  });

  it('lets a manufacturer edit a colleague but not the colleague’s email, status, password or organization', () => {
    expect(userActions(maker, target({ role: 'manufacturer' }))).toEqual({
      canEdit: true,
      canChangeEmail: false,
      canChangeRole: true,
      roleChoices: ['manufacturer', 'sales_rep', 'sales_manager'],
      canChangeOrganization: false,
      canChangeStatus: false,
      canResetPassword: false,
      canDeactivate: true,
      canDelete: false,
    });
    expect(userActions(maker, target({ id: 'm', role: 'manufacturer' })).canChangeEmail).toBe(true);
  });

  it('offers nothing on admins, other organizations, inactive users’ deactivation, or to roles without users.manage', () => {
    expect(userActions(maker, target({ role: 'admin' })).canEdit).toBe(false);
    expect(userActions(maker, target({ organizationId: 'org-x' })).canEdit).toBe(false);
    expect(userActions(maker, target({ isActive: false })).canDeactivate).toBe(false);
    const shop: ActionViewer = { id: 's', realUserId: 's', role: 'shop_owner', organizationId: 'org-m' };
    expect(managesUser(shop, target())).toBe(false);
    expect(userActions({ ...maker, organizationId: null }, target({ organizationId: null })).canEdit).toBe(
      false,
    );
  });

  it('offers only roles that fit the user’s organization type', () => {
    const shopUser = target({ role: 'shop_owner', organizationType: 'shop_owner' });
    expect(userActions(admin, shopUser).roleChoices).toEqual([
      'admin',
      'shop_owner',
      'sales_rep',
      'sales_manager',
    ]);
    expect(
      userActions(admin, target({ organizationId: null, organizationType: null })).roleChoices,
    ).toHaveLength(7);
  });
});
