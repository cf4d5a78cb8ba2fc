import type { CurrentUser } from '@crossover/domain/auth';

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
