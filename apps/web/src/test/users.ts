import type { CurrentUser } from '@crossover/domain/auth';
import type { Organization } from '@crossover/domain/organizations';
import type { UserActions, UserListItem } from '@crossover/domain/users';

/** A signed-in user as GET /api/auth/user answers it; override what the test is about. */
export function buildUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'user-1',
    email: 'sam@shop.test',
    firstName: 'Sam',
    lastName: 'Shop',
    organizationId: 'org-1',
    organizationName: 'Sam’s Sound Shop',
    role: 'shop_owner',
    authType: 'traditional',
    mustChangePassword: false,
    createdAt: '2025-06-15T09:30:00.000Z',
    ...overrides,
  };
}

/** What an admin may do with another active business user: everything. */
export function buildUserActions(overrides: Partial<UserActions> = {}): UserActions {
  return {
    canEdit: true,
    canChangeEmail: true,
    canChangeRole: true,
    roleChoices: ['shop_owner', 'sales_rep', 'sales_manager'],
    canChangeOrganization: true,
    canChangeStatus: true,
    canResetPassword: true,
    canDeactivate: true,
    canDelete: true,
    ...overrides,
  };
}

/** A row of the user management list (GET /api/users/paginated), with the viewer's actions. */
export function buildListedUser(overrides: Partial<UserListItem> = {}): UserListItem {
  return {
    id: 'u-1',
    email: 'rep@shop.test',
    firstName: 'Riley',
    lastName: 'Rep',
    role: 'sales_rep',
    organizationId: 'org-1',
    organizationName: 'Kestrel Acoustics',
    phone: null,
    title: null,
    department: null,
    territory: null,
    managerId: null,
    isActive: true,
    authType: 'traditional',
    profileImageUrl: null,
    createdAt: '2026-01-02T00:00:00.000Z',
    actions: buildUserActions(),
    ...overrides,
  };
}

/** An organization as GET /api/organizations lists it. */
export function buildOrganization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: 'org-1',
    name: 'Bass Shack',
    type: 'shop_owner',
    parentId: null,
    contactEmail: 'hello@bassshack.test',
    contactPhone: null,
    address: null,
    websiteUrl: null,
    logoUrl: null,
    taxRate: null,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
