import { type Role, effectiveRole } from '@crossover/domain/roles';
import type { AuthUserRow } from '@/modules/auth/user-repo.ts';

/**
 * Who a request acts as, built once per request by the auth plugin (plugins/auth.ts) and handed
 * to services as their first argument. Services never see the HTTP request: tests and jobs build
 * an actor with `actorOf` and call them directly.
 */
export interface Actor {
  /** Who the request acts as: the emulated user while an admin emulates, else the signed-in user. */
  user: AuthUserRow;
  /** The signed-in user: the admin behind an emulation. Audit entries name both. */
  realUser: AuthUserRow;
  isEmulating: boolean;
  /** The acting user's role, legacy names mapped to current ones. */
  role: Role;
  /** The acting user's organization; null when it has none. */
  organizationId: string | null;
  /** The client's address (X-Forwarded-For only from trusted proxies). */
  ip: string;
}

/** The actor for a signed-in user, emulating `emulated` when given. */
export function actorOf(realUser: AuthUserRow, ip: string, emulated?: AuthUserRow): Actor {
  const user = emulated ?? realUser;
  return {
    user,
    realUser,
    isEmulating: user !== realUser,
    role: effectiveRole(user.role),
    organizationId: user.organizationId,
    ip,
  };
}

export const isAdminActor = (actor: Actor): boolean => actor.role === 'admin';

/** The who-and-where of an audit entry written on the actor's behalf. */
export function auditedBy(actor: Actor): { actorUserId: string; effectiveUserId: string; ipAddress: string } {
  return { actorUserId: actor.realUser.id, effectiveUserId: actor.user.id, ipAddress: actor.ip };
}
