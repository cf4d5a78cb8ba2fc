import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { EMULATION_HEADER } from '@crossover/domain/auth';
import { type RoutePolicy, policyAllows } from '@crossover/domain/permissions';
import { MESSAGES } from '@crossover/domain/messages';
import { effectiveRole } from '@crossover/domain/roles';
import type { Config } from '@/config.ts';
import type { Db } from '@/db/database.ts';
import { type Actor, actorOf } from '@/lib/actor.ts';
import { AppError } from '@/lib/errors.ts';
import type { AuthUserRow } from '@/modules/auth/user-repo.ts';
import {
  type SessionData,
  type SessionTimeouts,
  deleteSession,
  findLiveSessionWithUser,
  insertSession,
  touchSession,
} from '@/modules/auth/session-repo.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the request acts as, once a session is resolved; null for anonymous requests. */
    actor: Actor | null;
    session: { sid: string; data: SessionData } | null;
  }
  interface FastifyContextConfig {
    policy?: RoutePolicy;
    /** Reachable while the signed-in user still has to change a forced password. */
    allowDuringPasswordChange?: boolean;
  }
}

/** Writes to the session's last-seen time at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export function sessionCookieName(config: Config): string {
  return isSecure(config) ? '__Host-crossover.sid' : 'crossover.sid';
}

function isSecure(config: Config): boolean {
  return config.production || config.publicUrl.startsWith('https://');
}

export function sessionTimeouts(config: Config): SessionTimeouts {
  return {
    idleMs: config.session.idleMinutes * 60_000,
    absoluteMs: config.session.absoluteHours * 3_600_000,
  };
}

/**
 * Starts a fresh session (a new id every time: login, SSO callback, emulation start) and drops the
 * one the request came with.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  data: Omit<SessionData, 'createdAt' | 'lastSeenAt'> & Partial<Pick<SessionData, 'createdAt'>>,
  /** A transaction to renew the session in, with the audit entry that records why. */
  db: Db = app.db,
): Promise<void> {
  const previous = request.session;
  if (previous) await deleteSession(db, previous.sid);
  const now = Date.now();
  const full: SessionData = { ...data, createdAt: data.createdAt ?? now, lastSeenAt: now };
  // Renewing the same user's session (emulation start) keeps what logout needs to end SSO too.
  if (previous?.data.idToken && data.userId && previous.data.userId === data.userId && !data.idToken) {
    full.idToken = previous.data.idToken;
  }
  const token = await insertSession(db, full, sessionTimeouts(app.config));
  reply.setCookie(sessionCookieName(app.config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(app.config),
    maxAge: app.config.session.absoluteHours * 3600,
  });
}

export async function endSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  /** A transaction to delete the session in, with the audit entry that records the logout. */
  db: Db = app.db,
) {
  if (request.session) await deleteSession(db, request.session.sid);
  request.session = null;
  request.actor = null;
  reply.clearCookie(sessionCookieName(app.config), { path: '/' });
}

async function resolveSession(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const token = request.cookies[sessionCookieName(app.config)];
  if (!token) return;
  const found = await findLiveSessionWithUser(app.db, token, emulationTarget(request));
  if (!found) return;
  const stored = found.session;
  const timeouts = sessionTimeouts(app.config);
  const now = Date.now();
  const { data } = stored;
  if (now - data.lastSeenAt > timeouts.idleMs || now - data.createdAt > timeouts.absoluteMs) {
    await deleteSession(app.db, stored.sid);
    return;
  }
  request.session = stored;
  if (!data.userId) return;
  const realUser = found.user;
  if (!realUser || !realUser.isActive) {
    await deleteSession(app.db, stored.sid);
    request.session = null;
    return;
  }
  if (now - data.lastSeenAt > TOUCH_INTERVAL_MS) {
    await touchSession(app.db, stored.sid, { ...data, lastSeenAt: now }, timeouts);
  }
  request.actor = applyEmulation(request, realUser, found.target);
}

/** The user id the x-emulate-user header names (read with the session), if any. */
function emulationTarget(request: FastifyRequest): string | undefined {
  const header = request.headers[EMULATION_HEADER];
  const targetId = Array.isArray(header) ? header[0] : header;
  return targetId ? targetId.slice(0, 100) : undefined;
}

/**
 * The request's actor: the signed-in user, or the user an admin emulates (x-emulate-user);
 * `target` is that user as read with the session, null when the header names no known user.
 */
function applyEmulation(request: FastifyRequest, realUser: AuthUserRow, target: AuthUserRow | null): Actor {
  const targetId = emulationTarget(request);
  const self = actorOf(realUser, request.ip);
  if (!targetId || targetId === realUser.id) return self;
  if (effectiveRole(realUser.role) !== 'admin') {
    request.log.warn({ userId: realUser.id, targetId }, 'ignored x-emulate-user from a non-admin');
    return self;
  }
  if (!target) {
    request.log.warn({ userId: realUser.id, targetId }, 'ignored x-emulate-user for an unknown user');
    return self;
  }
  // A deactivated account cannot act, not even through an admin emulating it.
  if (!target.isActive) {
    request.log.warn({ userId: realUser.id, targetId }, 'ignored x-emulate-user for a deactivated user');
    return self;
  }
  return actorOf(realUser, request.ip, target);
}

function checkPolicy(request: FastifyRequest): void {
  const config = request.routeOptions.config;
  const routePolicy = config.policy;
  // Fail closed: a route that forgot its policy answers 403 (and the route-matrix test fails).
  if (!routePolicy) throw new AppError(403, MESSAGES.forbidden);
  const actor = request.actor;
  const caller = actor ? { role: actor.user.role, realRole: actor.realUser.role } : null;
  if (routePolicy.access !== 'public' && !actor) throw new AppError(401, MESSAGES.unauthorized);
  if (actor?.realUser.mustChangePassword && !actor.isEmulating && !config.allowDuringPasswordChange) {
    if (routePolicy.access !== 'public') throw new AppError(403, MESSAGES.passwordChangeRequired);
  }
  if (!policyAllows(routePolicy, caller)) throw new AppError(403, MESSAGES.forbidden);
}

/** Resolves the session and emulation on every request, then enforces the route's policy. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', null);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    await resolveSession(app, request);
    checkPolicy(request);
  });
});

/** The actor of a route whose policy already required a session (lib/route.ts's handlers get it). */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError(401, MESSAGES.unauthorized);
  return request.actor;
}
