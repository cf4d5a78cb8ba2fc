import type { ChangePasswordRequest, CurrentUser, LoginRequest } from '@crossover/domain/auth';
import { MESSAGES } from '@crossover/domain/messages';
import { effectiveRole } from '@crossover/domain/roles';
import type { AppContext } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import { withTx } from '@/db/with-tx.ts';
import type { Actor } from '@/lib/actor.ts';
import { writeAudit } from '@/lib/audit.ts';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '@/lib/errors.ts';
import { hashPassword, verifyPassword } from '@/lib/passwords.ts';
import { type RateLimitRule, hitRateLimit } from '@/lib/rate-limit.ts';
import { hashToken, newToken } from '@/lib/tokens.ts';
import { checkPassword } from './password-check.ts';
import { deleteUserSessions } from './session-repo.ts';
import {
  type AuthUserRow,
  findAuthUserByEmail,
  findAuthUserById,
  findUserIdByResetTokenHash,
  recordLogin,
  storeNewPassword,
  storePasswordWithResetToken,
  storeResetToken,
} from './user-repo.ts';

/** Reset requests per address; per email they are silently capped so the answer stays neutral. */
export const RESET_LIMITS = {
  perAddress: { limit: 10, windowSeconds: 60 * 60 } satisfies RateLimitRule,
  perEmail: { limit: 3, windowSeconds: 60 * 60 } satisfies RateLimitRule,
};
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export function toCurrentUser(actor: Pick<Actor, 'user' | 'realUser' | 'isEmulating'>): CurrentUser {
  const { user, realUser, isEmulating } = actor;
  const base: CurrentUser = {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    organizationId: user.organizationId,
    organizationName: user.organizationName,
    role: user.role,
    authType: user.authType,
    mustChangePassword: user.mustChangePassword,
    createdAt: user.createdAt.toISOString(),
  };
  if (!isEmulating) return base;
  return {
    ...base,
    isEmulating: true,
    realUserId: realUser.id,
    realUserRole: realUser.role,
    realUserFirstName: realUser.firstName,
    realUserLastName: realUser.lastName,
  };
}

/**
 * Signing in and out and passwords. Sign-in and reset come before any session, so they take the
 * client's address instead of an actor.
 */
export function createAuthService({
  db,
  config,
  mailer,
  logger,
  clock,
}: Pick<AppContext, 'db' | 'config' | 'mailer' | 'logger' | 'clock'>) {
  /** Checks the password (counted first, see password-check.ts), then what the account may do. */
  async function login(input: LoginRequest, ip: string): Promise<AuthUserRow> {
    const check = await checkPassword(db, input.email, input.password, ip);
    if (check.outcome === 'limited') throw tooManyRequests(MESSAGES.tooManyAttempts, check.retryAfter);
    if (check.outcome === 'invalid') throw unauthorized(MESSAGES.invalidCredentials);
    const { user } = check;
    // Past this point the caller knows the password, so telling why is no leak.
    if (!user.isActive) throw forbidden('This account has been deactivated. Contact your administrator.');
    // An administrator is an SSO user even if the account once had a password (issue 7, item 21).
    if (user.authType !== 'traditional' || effectiveRole(user.role) === 'admin') {
      throw forbidden('Administrators sign in with single sign-on at /admin-login.');
    }
    await withTx(db, async (tx) => {
      await recordLogin(tx, user.id);
      await writeAudit(tx, { actorUserId: user.id, action: 'auth.login', ipAddress: ip });
    });
    return user;
  }

  // Reset work still running after its answer went out; the app waits for it when closing.
  const pendingResets = new Set<Promise<void>>();
  /** Waits for reset work still running (the routes call it when the app closes). */
  async function settle(): Promise<void> {
    await Promise.allSettled([...pendingResets]);
  }

  /**
   * Always answers the same way, and in the same time: only the per-address limit is decided
   * before the answer; finding the account, storing the token and mailing happen after it, so a
   * known email costs the caller no more time than an unknown one.
   */
  async function requestPasswordReset(email: string, ip: string): Promise<void> {
    const byAddress = await hitRateLimit(db, `reset:ip:${ip}`, RESET_LIMITS.perAddress);
    if (byAddress.count > RESET_LIMITS.perAddress.limit) {
      throw tooManyRequests(MESSAGES.tooManyAttempts, byAddress.retryAfter);
    }
    // Started on the next turn of the event loop, once the answer is on its way: with the
    // embedded database the queries run on this very thread and would hold the answer back.
    const work = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => issueResetLink(email, ip))
      .catch((err: unknown) => logger.error({ err }, 'could not issue a password reset link'))
      .finally(() => pendingResets.delete(work));
    pendingResets.add(work);
  }

  /** Sends a link only to an active business user, at most RESET_LIMITS.perEmail times. */
  async function issueResetLink(email: string, ip: string): Promise<void> {
    const byEmail = await hitRateLimit(db, `reset:email:${email}`, RESET_LIMITS.perEmail);
    if (byEmail.count > RESET_LIMITS.perEmail.limit) return;
    const user = await findAuthUserByEmail(db, email);
    if (!user || !user.isActive || user.authType !== 'traditional') return;
    const token = newToken();
    await withTx(db, async (tx) => {
      await storeResetToken(
        tx,
        user.id,
        hashToken(token),
        new Date(clock.now().getTime() + RESET_TOKEN_TTL_MS),
      );
      await writeAudit(tx, { actorUserId: user.id, action: 'auth.password_reset_requested', ipAddress: ip });
    });
    const link = `${config.publicUrl}/change-password?token=${encodeURIComponent(token)}`;
    if (config.production) {
      // A link in production logs would let anyone reading them take the account over.
      logger.info({ userId: user.id }, 'password reset link issued');
    } else {
      // Development: at warn, the default level, so the link is at hand without a mail server.
      logger.warn({ userId: user.id, link }, `password reset link for ${user.email}: ${link}`);
    }
    await mailer.send({
      to: user.email,
      subject: 'Reset your Crossover password',
      text: [
        `Hello ${user.firstName ?? ''},`.trim(),
        '',
        'Someone asked to reset the password of your Crossover account.',
        `Open this link within one hour to choose a new password:\n${link}`,
        '',
        'If it was not you, ignore this message; your password stays as it is.',
      ].join('\n'),
    });
  }

  /** Single use even under parallel requests: the update itself checks and clears the token. */
  async function resetPasswordWithToken(token: string, newPassword: string, ip: string): Promise<void> {
    const tokenHash = hashToken(token);
    const invalid = () => badRequest(MESSAGES.resetTokenInvalid, { token: MESSAGES.resetTokenInvalid });
    // A cheap look first, so that a guessed token costs no password hashing.
    if (!(await findUserIdByResetTokenHash(db, tokenHash))) throw invalid();
    const passwordHash = await hashPassword(newPassword);
    const userId = await withTx(db, async (tx) => {
      const id = await storePasswordWithResetToken(tx, tokenHash, passwordHash);
      if (!id) return null;
      await deleteUserSessions(tx, id);
      await writeAudit(tx, { actorUserId: id, action: 'auth.password_reset', ipAddress: ip });
      return id;
    });
    if (!userId) throw invalid();
  }

  /** A signed-in change: keeps the caller's session, ends every other one of the user. */
  async function changeOwnPassword(
    actor: Actor,
    currentSid: string,
    input: ChangePasswordRequest,
  ): Promise<void> {
    if (actor.isEmulating) throw forbidden('Passwords cannot be changed while emulating another user.');
    const user = await findAuthUserById(db, actor.realUser.id);
    if (!user) throw unauthorized();
    if (user.authType !== 'traditional') {
      throw forbidden('Your password is managed by your single sign-on provider.');
    }
    if (!user.mustChangePassword) {
      if (!input.currentPassword) {
        throw badRequest(MESSAGES.currentPasswordRequired, {
          currentPassword: MESSAGES.currentPasswordRequired,
        });
      }
      if (!user.password || !(await verifyPassword(user.password, input.currentPassword))) {
        throw badRequest(MESSAGES.currentPasswordWrong, { currentPassword: MESSAGES.currentPasswordWrong });
      }
    }
    if (user.password && (await verifyPassword(user.password, input.newPassword))) {
      const message = 'New password must be different from the current password';
      throw badRequest(message, { newPassword: message });
    }
    const passwordHash = await hashPassword(input.newPassword);
    await withTx(db, async (tx) => {
      await storeNewPassword(tx, user.id, passwordHash);
      await deleteUserSessions(tx, user.id, currentSid);
      await writeAudit(tx, { actorUserId: user.id, action: 'auth.password_changed', ipAddress: actor.ip });
    });
  }

  /**
   * Ends a session (`end` deletes it, in the transaction it is given); a signed-in user's logout
   * is audited in that same transaction.
   */
  async function logout(actor: Actor | null, end: (tx: Db) => Promise<void>): Promise<void> {
    await withTx(db, async (tx) => {
      await end(tx);
      if (actor)
        await writeAudit(tx, { actorUserId: actor.realUser.id, action: 'auth.logout', ipAddress: actor.ip });
    });
  }

  return { login, logout, requestPasswordReset, resetPasswordWithToken, changeOwnPassword, settle };
}

export type AuthService = ReturnType<typeof createAuthService>;
