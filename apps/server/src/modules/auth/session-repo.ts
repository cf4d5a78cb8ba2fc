import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/database.ts';
import { preparedPerDb } from '@/db/prepared.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { sessions } from '@/db/schema/sessions.ts';
import { users } from '@/db/schema/users.ts';
import { type AuthUserRow, authUserColumns, authUserColumnsOf } from './user-repo.ts';
import { hashToken, newToken } from '@/lib/tokens.ts';

/** What a session row's `sess` holds. Timestamps are epoch milliseconds. */
export interface SessionData {
  userId: string | null;
  createdAt: number;
  lastSeenAt: number;
  /** Set only on the short-lived pre-login session of a single sign-on round trip. */
  oidc?: { state: string; nonce: string; codeVerifier: string; returnTo?: string };
  /** A single sign-on session's ID token: the hint that lets logout end the provider's session. */
  idToken?: string;
}

export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
}

export interface StoredSession {
  sid: string;
  data: SessionData;
}

function expiryOf(data: SessionData, timeouts: SessionTimeouts): Date {
  return new Date(Math.min(data.lastSeenAt + timeouts.idleMs, data.createdAt + timeouts.absoluteMs));
}

/** Stores a new session and returns the token for the cookie; the table keeps only its hash. */
export async function insertSession(db: Db, data: SessionData, timeouts: SessionTimeouts): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    sid: hashToken(token),
    sess: data,
    expire: expiryOf(data, timeouts),
    userId: data.userId,
  });
  return token;
}

// The user an admin emulates (x-emulate-user), read in the same statement as the session.
const targetUsers = alias(users, 'target_user') as unknown as typeof users;
const targetOrganizations = alias(organizations, 'target_organization') as unknown as typeof organizations;

/**
 * The live session of a token, its user and, when the request names one, the user to emulate, in
 * one round trip: every authenticated request starts here, so the joins save a query on each of
 * them (and an emulated request needs no second one, decision 0048). Whether emulation is allowed
 * is decided by the caller (plugins/auth.ts), never by having read the row.
 */
const liveSessionWithUser = preparedPerDb((db) =>
  db
    .select({
      sid: sessions.sid,
      sess: sessions.sess,
      user: authUserColumns,
      target: authUserColumnsOf(targetUsers, targetOrganizations),
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(targetUsers, eq(targetUsers.id, sql.placeholder('target')))
    .leftJoin(targetOrganizations, eq(targetOrganizations.id, targetUsers.organizationId))
    .where(and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql.placeholder('now'))))
    .limit(1)
    .prepare('auth_live_session_with_user'),
);

export async function findLiveSessionWithUser(
  db: Db,
  token: string,
  /** The user the request asks to emulate, if any. */
  targetId?: string,
): Promise<{ session: StoredSession; user: AuthUserRow | null; target: AuthUserRow | null } | null> {
  const rows = await liveSessionWithUser(db).execute({
    sid: hashToken(token),
    now: new Date().toISOString(),
    target: targetId ?? null,
  });
  const row = rows[0];
  if (!row) return null;
  const data = row.sess as SessionData;
  // The user column and the session data agree by construction; trust neither alone.
  const user = row.user && row.user.id === data.userId ? (row.user as AuthUserRow) : null;
  const target = row.target && row.target.id === targetId ? (row.target as AuthUserRow) : null;
  return { session: { sid: row.sid, data }, user, target };
}

export async function touchSession(db: Db, sid: string, data: SessionData, timeouts: SessionTimeouts) {
  await db
    .update(sessions)
    .set({ sess: data, expire: expiryOf(data, timeouts) })
    .where(eq(sessions.sid, sid));
}

export async function deleteSession(db: Db, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

/** Ends every session of a user, optionally keeping one (the caller's own). */
export async function deleteUserSessions(db: Db, userId: string, exceptSid?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSid ? and(eq(sessions.userId, userId), ne(sessions.sid, exceptSid)) : eq(sessions.userId, userId),
    );
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, new Date()));
}
