import type {
  RegisterUserRequest,
  UpdateUserRequest,
  User,
  UsersPage,
  UsersPageQuery,
} from '@crossover/domain/users';
import { USER_MESSAGES, assignableRoles } from '@crossover/domain/users';
import type { AppContext } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import { withTx } from '@/db/with-tx.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { reachesAnyOrganization, requireCapability } from '@/lib/authorize.ts';
import { writeAudit } from '@/lib/audit.ts';
import { AppError, badRequest, forbidden, notFound } from '@/lib/errors.ts';
import { conflictOnUnique } from '@/lib/unique-violation.ts';
import { hashPassword } from '@/lib/passwords.ts';
import { hashToken, newToken } from '@/lib/tokens.ts';
import { deleteUserSessions, storeResetToken } from '@/modules/auth/accounts.ts';
import { conflictOn, isAdmin, planUserUpdate, requireAnyOrganization } from './update-plan.ts';
import { EMAIL_CONFLICT, assertCanManage, assertRoleFits, toListItem, toUser } from './rules.ts';
import {
  type UserInsert,
  type UserRow,
  type UserScope,
  deleteUserRow,
  emailInUse,
  findUser,
  insertUser,
  listUsersPage,
  lockOtherActiveAdmins,
  organizationType,
  updateUserRow,
  userStats,
} from './repo.ts';

/** How long the set-password link of a new business user stays valid. */
export const WELCOME_LINK_TTL_MS = 72 * 60 * 60 * 1000;

export { toUser };

/** Who manages users across organizations (admins) sees them all; others their own organization's. */
export function scopeOf(actor: Actor): UserScope {
  return reachesAnyOrganization(actor, 'users.manage')
    ? { kind: 'all' }
    : { kind: 'organization', organizationId: actor.user.organizationId };
}

export function createUsersService({
  db,
  config,
  mailer,
  logger,
}: Pick<AppContext, 'db' | 'config' | 'mailer' | 'logger'>) {
  async function loadManageable(actor: Actor, id: string): Promise<UserRow> {
    const target = await findUser(db, id);
    if (!target) throw notFound(USER_MESSAGES.notFound);
    assertCanManage(actor, target);
    return target;
  }

  /** Refuses to leave the system without an active admin; call inside the transaction. */
  async function assertAnotherActiveAdmin(tx: Db, target: UserRow): Promise<void> {
    if (!isAdmin(target.role) || !target.isActive) return;
    if ((await lockOtherActiveAdmins(tx, target.id)) === 0) throw conflictOn('role', USER_MESSAGES.lastAdmin);
  }

  async function listPage(actor: Actor, query: UsersPageQuery): Promise<UsersPage> {
    const admin = reachesAnyOrganization(actor, 'users.manage');
    const { rows, total } = await listUsersPage(
      db,
      {
        scope: scopeOf(actor),
        search: query.search,
        role: query.role === 'all' ? undefined : query.role,
        organization: admin && query.organization !== 'all' ? query.organization : undefined,
        status: query.status,
      },
      query.limit,
      (query.page - 1) * query.limit,
    );
    return {
      users: rows.map((row) => toListItem(actor, row)),
      total,
      totalPages: Math.ceil(total / query.limit),
    };
  }

  async function stats(actor: Actor) {
    return userStats(db, scopeOf(actor));
  }

  async function register(actor: Actor, input: RegisterUserRequest): Promise<User> {
    const viewer = actor.user;
    const admin = reachesAnyOrganization(actor, 'users.manage');
    if (!assignableRoles(viewer.role).includes(input.role)) {
      throw new AppError(403, USER_MESSAGES.roleNotAllowed, { role: USER_MESSAGES.roleNotAllowed });
    }
    let organizationId = input.organizationId;
    if (!admin) {
      if (!viewer.organizationId) throw forbidden(USER_MESSAGES.noOrganization);
      const own = { organizationId: organizationId ?? viewer.organizationId };
      const refusal = { message: USER_MESSAGES.otherOrganization, field: 'organizationId' };
      requireCapability(actor, 'users.manage', own, refusal);
      organizationId = viewer.organizationId;
    }
    const type = organizationId ? await organizationType(db, organizationId) : null;
    if (organizationId && type === null) {
      throw badRequest(USER_MESSAGES.organizationMissing, {
        organizationId: USER_MESSAGES.organizationMissing,
      });
    }
    assertRoleFits(input.role, type, 'role');
    if (await emailInUse(db, input.email)) throw conflictOn('email', USER_MESSAGES.emailTaken);
    const password = await hashPassword(input.password);
    const token = newToken();
    // The user, its set-password link and the audit entry commit together; of parallel requests
    // for one email, the unique index lets one through and the others answer 409.
    const id = await conflictOnUnique(EMAIL_CONFLICT, () =>
      withTx(db, async (tx) => {
        const inserted = await insertUser(tx, {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
          organizationId,
          phone: input.phone,
          title: input.title,
          department: input.department,
          territory: input.territory,
          authType: 'traditional',
          password,
          mustChangePassword: true,
          isActive: true,
        });
        await storeResetToken(tx, inserted, hashToken(token), new Date(Date.now() + WELCOME_LINK_TTL_MS));
        await writeAudit(tx, {
          ...auditedBy(actor),
          action: 'user.created',
          entityType: 'user',
          entityId: inserted,
          details: { email: input.email, role: input.role, organizationId },
        });
        return inserted;
      }),
    );
    const link = `${config.publicUrl}/change-password?token=${encodeURIComponent(token)}`;
    mailer
      .send({
        to: input.email,
        subject: 'Your Crossover business account',
        text: [
          `Hello ${input.firstName},`,
          '',
          'An account was created for you on Crossover, the B2B distribution platform.',
          `Set your password with this link (valid for 72 hours):\n${link}`,
          '',
          `Or sign in at ${config.publicUrl}/business-login with the temporary password your`,
          'administrator gave you; you will be asked to choose a new one.',
        ].join('\n'),
      })
      .catch((err: unknown) => logger.error({ err }, 'could not send the welcome mail'));
    return toUser((await findUser(db, id))!);
  }

  async function update(actor: Actor, id: string, input: UpdateUserRequest): Promise<User> {
    if (input.id !== undefined && input.id !== id)
      throw badRequest(USER_MESSAGES.idMismatch, { id: USER_MESSAGES.idMismatch });
    const target = await loadManageable(actor, id);
    const { changes, changed, passwordHash } = await planUserUpdate(db, actor, target, input);

    const losesAdmin = (changes.role !== undefined && !isAdmin(changes.role)) || changes.isActive === false;
    await conflictOnUnique(EMAIL_CONFLICT, () =>
      withTx(db, async (tx) => {
        if (losesAdmin) await assertAnotherActiveAdmin(tx, target);
        const values: Partial<UserInsert> = { ...changes };
        if (passwordHash) {
          values.password = passwordHash;
          values.mustChangePassword = true;
          values.passwordResetToken = null;
          values.passwordResetExpires = null;
        }
        if (Object.keys(values).length > 0) await updateUserRow(tx, id, values);
        if (changes.isActive === false || passwordHash || changes.authType) await deleteUserSessions(tx, id);
        const base = { ...auditedBy(actor), entityType: 'user', entityId: id };
        const { role, isActive, ...profile } = changed;
        if (Object.keys(profile).length > 0) {
          await writeAudit(tx, {
            ...base,
            action: 'user.updated',
            details: { changes: profile },
          });
        }
        if (role) await writeAudit(tx, { ...base, action: 'user.role_changed', details: role });
        if (isActive) {
          const action = isActive.to ? 'user.reactivated' : 'user.deactivated';
          await writeAudit(tx, { ...base, action });
        }
        if (passwordHash) await writeAudit(tx, { ...base, action: 'user.password_set' });
      }),
    );
    return toUser((await findUser(db, id))!);
  }

  async function deactivate(actor: Actor, id: string): Promise<void> {
    const target = await loadManageable(actor, id);
    if (target.id === actor.user.id || target.id === actor.realUser.id)
      throw forbidden(USER_MESSAGES.ownStatus);
    if (!target.isActive) return;
    await withTx(db, async (tx) => {
      await assertAnotherActiveAdmin(tx, target);
      await updateUserRow(tx, id, { isActive: false });
      await deleteUserSessions(tx, id);
      await writeAudit(tx, {
        ...auditedBy(actor),
        action: 'user.deactivated',
        entityType: 'user',
        entityId: id,
      });
    });
  }

  async function hardDelete(actor: Actor, id: string): Promise<void> {
    requireAnyOrganization(actor, USER_MESSAGES.hardDeleteAdminOnly);
    const target = await findUser(db, id);
    if (!target) throw notFound(USER_MESSAGES.notFound);
    if (target.id === actor.user.id || target.id === actor.realUser.id)
      throw forbidden(USER_MESSAGES.ownDelete);
    await withTx(db, async (tx) => {
      await assertAnotherActiveAdmin(tx, target);
      await deleteUserRow(tx, id);
      await writeAudit(tx, {
        ...auditedBy(actor),
        action: 'user.deleted',
        entityType: 'user',
        entityId: id,
        details: { email: target.email, role: target.role, organizationId: target.organizationId },
      });
    });
  }

  return { listPage, stats, register, update, deactivate, hardDelete };
}
