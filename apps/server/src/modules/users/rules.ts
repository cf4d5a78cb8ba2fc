import { roleFitsOrganization, roleMismatchMessage } from '@crossover/domain/organization-roles';
import { type ActionViewer, managesUser, userActions } from '@crossover/domain/user-actions';
import { USER_MESSAGES, type User, type UserListItem } from '@crossover/domain/users';
import { effectiveRole } from '@crossover/domain/roles';
import { AppError, forbidden } from '@/lib/errors.ts';
import type { UniqueConflicts } from '@/lib/unique-violation.ts';
import type { Actor } from '@/lib/actor.ts';
import type { UserRow } from './repo.ts';

/**
 * The rules of user management that the service enforces and the list reports per row (through
 * userActions in packages/domain), kept apart from the service's database work.
 */

/** The stored email is unique; a request that loses a race for it gets the same 409 as the check. */
export const EMAIL_CONFLICT: UniqueConflicts = {
  users_email_unique: { field: 'email', message: USER_MESSAGES.emailTaken },
};

export function actionViewer(actor: Actor): ActionViewer {
  return {
    id: actor.user.id,
    realUserId: actor.realUser.id,
    role: actor.user.role,
    organizationId: actor.user.organizationId,
  };
}

export function toUser(row: UserRow): User {
  const { organizationType: _type, ...user } = row;
  return { ...user, createdAt: row.createdAt.toISOString() };
}

export function toListItem(actor: Actor, row: UserRow): UserListItem {
  return { ...toUser(row), actions: userActions(actionViewer(actor), row) };
}

/** Non-admins manage only the non-admin users of their own organization. */
export function assertCanManage(actor: Actor, target: UserRow): void {
  if (managesUser(actionViewer(actor), target)) return;
  if (effectiveRole(target.role) === 'admin') throw forbidden(USER_MESSAGES.manageAdmins);
  throw forbidden(USER_MESSAGES.otherOrganization);
}

/** 400 naming `field` when a user with `role` would sit in an organization of another kind. */
export function assertRoleFits(
  role: string,
  organizationType: string | null,
  field: 'role' | 'organizationId',
) {
  if (organizationType === null || roleFitsOrganization(role, organizationType)) return;
  const message = roleMismatchMessage(role, organizationType);
  throw new AppError(400, message, { [field]: message });
}
