import type { Capability, Target } from '@crossover/domain/permissions';
import { can } from '@crossover/domain/permissions';
import { useCallback } from 'react';
import { useCurrentUser } from '@/features/auth/api/get-current-user';

/**
 * `can(capability, target?)` for the current effective user (the emulated one while an admin
 * emulates), with the server's scope rules (packages/domain/permissions.ts): without a target,
 * whether the capability is held at all; `{ organizationId }` for one organization's record;
 * `{ scope: 'any' }` for work across organizations. Signed out: nothing.
 */
export function useCan(): (capability: Capability, target?: Target) => boolean {
  const { user } = useCurrentUser();
  const role = user?.role ?? null;
  const organizationId = user?.organizationId ?? null;
  return useCallback(
    (capability: Capability, target?: Target) =>
      role !== null && can({ role, organizationId }, capability, target),
    [role, organizationId],
  );
}
