import type { UpdateUserRequest } from '@crossover/domain/users';
import { isSelf } from '@crossover/domain/user-actions';
import { USER_MESSAGES, assignableRoles } from '@crossover/domain/users';
import { effectiveRole } from '@crossover/domain/roles';
import type { Db } from '@/db/database.ts';
import { type Actor } from '@/lib/actor.ts';
import { reachesAnyOrganization, requireCapability } from '@/lib/authorize.ts';
import { AppError, badRequest } from '@/lib/errors.ts';
import { hashPassword } from '@/lib/passwords.ts';
import { actionViewer, assertRoleFits } from './rules.ts';
import { type UserInsert, type UserRow, emailInUse, organizationType } from './repo.ts';

/** Whether a user row (not the caller) is an administrator. */
export const isAdmin = (role: string) => effectiveRole(role) === 'admin';

/** What only who manages users across organizations (admins) may do; the 403 names the field. */
export const requireAnyOrganization = (actor: Actor, message: string, field?: string) =>
  requireCapability(actor, 'users.manage', { scope: 'any' }, { message, field });

export function conflictOn(field: string, message: string) {
  return new AppError(409, message, { [field]: message });
}

export interface UserUpdatePlan {
  /** The columns to write (only those that change). */
  changes: Partial<UserInsert>;
  /** Each changed field's old and new value, for the audit entries. */
  changed: Record<string, { from: unknown; to: unknown }>;
  /** A new password's hash, when an admin sets one. */
  passwordHash: string | undefined;
}

/**
 * Checks an edit of `target` by `actor` field by field (roles the actor may give, moves between
 * organizations, status, password, email) and answers what changes; nothing is written here.
 */
export async function planUserUpdate(
  db: Db,
  actor: Actor,
  target: UserRow,
  input: UpdateUserRequest,
): Promise<UserUpdatePlan> {
  const viewer = actor.user;
  const admin = reachesAnyOrganization(actor, 'users.manage');
  const id = target.id;
  const changes: Partial<UserInsert> = {};
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  const note = (field: keyof UserRow & keyof UserInsert, value: unknown) => {
    if (value === undefined || value === target[field]) return;
    (changes as Record<string, unknown>)[field] = value;
    changed[field] = { from: target[field], to: value };
  };

  if (input.role !== undefined && input.role !== target.role) {
    if (target.id === viewer.id || target.id === actor.realUser.id) {
      throw new AppError(403, USER_MESSAGES.ownRole, { role: USER_MESSAGES.ownRole });
    }
    if (!assignableRoles(viewer.role).includes(input.role)) {
      throw new AppError(403, USER_MESSAGES.roleNotAllowed, { role: USER_MESSAGES.roleNotAllowed });
    }
    note('role', input.role);
    // Administrators sign in only by single sign-on: a business user made admin becomes an SSO
    // user, and the sessions its password opened end (issue 7, item 21).
    if (isAdmin(input.role) && target.authType === 'traditional') note('authType', 'oidc');
  }
  let newType = target.organizationType;
  if (input.organizationId !== undefined && input.organizationId !== target.organizationId) {
    requireAnyOrganization(actor, USER_MESSAGES.moveOrganization, 'organizationId');
    newType = input.organizationId ? await organizationType(db, input.organizationId) : null;
    if (input.organizationId && newType === null) {
      throw badRequest(USER_MESSAGES.organizationMissing, {
        organizationId: USER_MESSAGES.organizationMissing,
      });
    }
    note('organizationId', input.organizationId);
  }
  // Checked only when the role or the organization changes: a title edit never trips on it.
  if (changes.role !== undefined || changes.organizationId !== undefined) {
    assertRoleFits(
      changes.role ?? target.role,
      newType,
      changes.role !== undefined ? 'role' : 'organizationId',
    );
  }
  if (input.isActive !== undefined && input.isActive !== target.isActive) {
    requireAnyOrganization(actor, USER_MESSAGES.statusAdminOnly, 'isActive');
    if (!input.isActive && (target.id === viewer.id || target.id === actor.realUser.id)) {
      throw new AppError(403, USER_MESSAGES.ownStatus, { isActive: USER_MESSAGES.ownStatus });
    }
    note('isActive', input.isActive);
  }
  let passwordHash: string | undefined;
  if (input.password !== undefined) {
    requireAnyOrganization(actor, USER_MESSAGES.passwordAdminOnly, 'password');
    if (target.authType !== 'traditional') {
      const message = 'This user signs in with single sign-on and has no password here';
      throw badRequest(message, { password: message });
    }
    passwordHash = await hashPassword(input.password);
  }
  if (input.email !== undefined && input.email !== target.email.toLowerCase()) {
    // Whoever controls the email can take the account over through a password reset.
    if (!admin && !isSelf(actionViewer(actor), target)) {
      throw new AppError(403, USER_MESSAGES.emailAdminOnly, { email: USER_MESSAGES.emailAdminOnly });
    }
    if (await emailInUse(db, input.email, id)) throw conflictOn('email', USER_MESSAGES.emailTaken);
    note('email', input.email);
  }
  for (const field of ['firstName', 'lastName', 'phone', 'title', 'department', 'territory'] as const) {
    note(field, input[field]);
  }

  return { changes, changed, passwordHash };
}
