import { roleFitsOrganization } from './organization-roles.ts';
import { can } from './permissions.ts';
import { effectiveRole } from './roles.ts';
import { type UserActions, assignableRoles } from './users.ts';

/** Who is looking: the effective user (the emulated one while emulating) and the real one behind it. */
export interface ActionViewer {
  id: string;
  realUserId: string;
  role: string;
  organizationId: string | null;
}

/** The user a row or a request is about; organizationType is null without an organization. */
export interface ActionTarget {
  id: string;
  role: string;
  organizationId: string | null;
  organizationType: string | null;
  isActive: boolean;
  authType: string;
}

const NOTHING: UserActions = {
  canEdit: false,
  canChangeEmail: false,
  canChangeRole: false,
  roleChoices: [],
  canChangeOrganization: false,
  canChangeStatus: false,
  canResetPassword: false,
  canDeactivate: false,
  canDelete: false,
};

export const isSelf = (viewer: ActionViewer, target: { id: string }) =>
  target.id === viewer.id || target.id === viewer.realUserId;

/**
 * Whether the viewer manages this user at all: admins everyone; others with users.manage the
 * non-admin users of their own organization (the users list shows exactly those).
 */
export function managesUser(viewer: ActionViewer, target: Pick<ActionTarget, 'role' | 'organizationId'>) {
  if (effectiveRole(viewer.role) === 'admin') return true;
  if (!can(viewer.role, 'users.manage') || !viewer.organizationId) return false;
  return target.organizationId === viewer.organizationId && effectiveRole(target.role) !== 'admin';
}

/** The roles the viewer may give this user: its own (spec §6) that fit the user's organization. */
export function roleChoicesFor(
  viewerRole: string,
  organizationType: string | null,
): UserActions['roleChoices'] {
  return assignableRoles(viewerRole).filter((role) => roleFitsOrganization(role, organizationType));
}

/**
 * What the viewer may do with one user. The server enforces each of these in the users service and
 * sends them with every listed user, so the screens show only the actions that will be accepted.
 */
export function userActions(viewer: ActionViewer, target: ActionTarget): UserActions {
  if (!managesUser(viewer, target)) return NOTHING;
  const self = isSelf(viewer, target);
  const admin = effectiveRole(viewer.role) === 'admin';
  return {
    canEdit: true,
    // Reset links go to the stored email: only an admin may change someone else's.
    canChangeEmail: admin || self,
    canChangeRole: !self,
    roleChoices: self ? [] : roleChoicesFor(viewer.role, target.organizationType),
    canChangeOrganization: admin,
    canChangeStatus: admin && !self,
    canResetPassword: admin && target.authType === 'traditional',
    canDeactivate: target.isActive && !self,
    canDelete: admin && !self,
  };
}
