import type { Db } from '@/db/database.ts';
import { deleteUserSessions as deleteSessionRows } from './session-repo.ts';
import {
  type AuthUserRow,
  findAuthUserById as findAuthUserRow,
  storeResetToken as storeToken,
} from './user-repo.ts';

// What other modules (admin, users) may do with sign-in state. They call these, never auth's
// repos (decision 0014). Each takes a `db` so it joins the caller's transaction.

/** The user as sign-in sees them (role, organization, active flags), or null. */
export function findAuthUserById(db: Db, id: string): Promise<AuthUserRow | null> {
  return findAuthUserRow(db, id);
}

/** Ends the user's sessions (all, or all but one), e.g. when they are deactivated. */
export function deleteUserSessions(db: Db, userId: string, exceptSid?: string): Promise<void> {
  return deleteSessionRows(db, userId, exceptSid);
}

/** Stores a hashed password-reset (or welcome) token for the user, replacing any earlier one. */
export function storeResetToken(db: Db, userId: string, tokenHash: string, expires: Date): Promise<void> {
  return storeToken(db, userId, tokenHash, expires);
}
