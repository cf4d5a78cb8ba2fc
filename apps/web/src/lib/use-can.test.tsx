import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AUTH_USER_QUERY_KEY } from '@/features/auth/api/get-current-user';
import { createQueryClient } from '@/lib/query-client';
import { useCan } from '@/lib/use-can';
import { buildUser } from '@/test/users';

/** useCan for a current user already in the cache (null: signed out). */
function canFor(user: ReturnType<typeof buildUser> | null) {
  const client = createQueryClient();
  client.setQueryData(AUTH_USER_QUERY_KEY, user);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCan(), { wrapper }).result.current;
}

describe('useCan', () => {
  it("scopes a manufacturer's capabilities to its own organization", () => {
    const can = canFor(buildUser({ role: 'manufacturer', organizationId: 'org-1' }));
    expect(can('users.manage')).toBe(true);
    expect(can('users.manage', { organizationId: 'org-1' })).toBe(true);
    expect(can('users.manage', { organizationId: 'org-2' })).toBe(false);
    expect(can('users.manage', { scope: 'any' })).toBe(false);
    expect(can('audit.read')).toBe(false);
  });

  it('lets an admin reach every organization', () => {
    const can = canFor(buildUser({ role: 'admin', organizationId: null }));
    expect(can('users.manage', { organizationId: 'org-2' })).toBe(true);
    expect(can('paymentOptions.manage', { scope: 'any' })).toBe(true);
  });

  it('judges the effective user while an admin emulates someone', () => {
    const can = canFor(
      buildUser({ role: 'shop_owner', isEmulating: true, realUserId: 'admin-1', realUserRole: 'admin' }),
    );
    expect(can('paymentOptions.manage', { organizationId: 'org-1' })).toBe(true);
    expect(can('paymentOptions.manage', { scope: 'any' })).toBe(false);
    expect(can('users.manage')).toBe(false);
  });

  it('allows nothing when signed out', () => {
    const can = canFor(null);
    expect(can('core.use')).toBe(false);
  });
});
