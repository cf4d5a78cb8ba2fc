import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { users } from '@/db/schema/users.ts';
import { type AuthUserRow, authUserColumns } from '@/modules/auth/user-repo.ts';

export type SsoUserRow = AuthUserRow & { oidcSubject: string | null };

const columns = { ...authUserColumns, oidcSubject: users.oidcSubject };

function select(db: Db) {
  return db.select(columns).from(users).leftJoin(organizations, eq(organizations.id, users.organizationId));
}

/** The account already linked to this provider subject. */
export async function findUserBySubject(db: Db, subject: string): Promise<SsoUserRow | null> {
  const rows = await select(db).where(eq(users.oidcSubject, subject)).limit(1);
  return rows[0] ?? null;
}

export async function findSsoUserByEmail(db: Db, email: string): Promise<SsoUserRow | null> {
  const rows = await select(db)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Links the account to the subject unless it is already linked (to anyone): answers whether this
 * call linked it, so two simultaneous first sign-ins cannot both claim one account.
 */
export async function linkSubject(db: Db, userId: string, subject: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ oidcSubject: subject, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.oidcSubject)))
    .returning({ id: users.id });
  return rows.length === 1;
}
