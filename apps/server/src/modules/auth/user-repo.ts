import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { users } from '@/db/schema/users.ts';

/** The columns sign-in and the auth context need, with the organization's name joined in. */
export function authUserColumnsOf(u: typeof users, o: typeof organizations) {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    organizationId: u.organizationId,
    organizationName: o.name,
    organizationType: o.type,
    organizationTaxRate: o.taxRate,
    authType: u.authType,
    isActive: u.isActive,
    mustChangePassword: u.mustChangePassword,
    password: u.password,
    createdAt: u.createdAt,
  };
}
export const authUserColumns = authUserColumnsOf(users, organizations);

export type AuthUserRow = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  organizationId: string | null;
  organizationName: string | null;
  organizationType: string | null;
  /** The organization's tax rate as stored ('0.0725'), null when none. */
  organizationTaxRate: string | null;
  authType: string;
  isActive: boolean;
  mustChangePassword: boolean;
  password: string | null;
  createdAt: Date;
};

export async function findAuthUserById(db: Db, id: string): Promise<AuthUserRow | null> {
  const rows = await db
    .select(authUserColumns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function findAuthUserByEmail(db: Db, email: string): Promise<AuthUserRow | null> {
  const rows = await db
    .select(authUserColumns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserIdByResetTokenHash(db: Db, tokenHash: string): Promise<string | null> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`${users.passwordResetToken} = ${tokenHash} and ${users.passwordResetExpires} > now() and ${users.isActive}`,
    )
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function storeResetToken(
  db: Db,
  userId: string,
  tokenHash: string,
  expires: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordResetToken: tokenHash, passwordResetExpires: expires, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Sets a new password hash, clears any reset token and the forced-change flag. */
export async function storeNewPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({
      password: passwordHash,
      passwordResetToken: null,
      passwordResetExpires: null,
      mustChangePassword: false,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/**
 * Sets the new password of the user holding this live reset token and clears the token, in one
 * statement: of parallel requests with the same token only the first matches. Null if none did.
 */
export async function storePasswordWithResetToken(
  db: Db,
  tokenHash: string,
  passwordHash: string,
): Promise<string | null> {
  const rows = await db
    .update(users)
    .set({
      password: passwordHash,
      passwordResetToken: null,
      passwordResetExpires: null,
      mustChangePassword: false,
      updatedAt: new Date(),
    })
    .where(
      sql`${users.passwordResetToken} = ${tokenHash} and ${users.passwordResetExpires} > now() and ${users.isActive}`,
    )
    .returning({ id: users.id });
  return rows[0]?.id ?? null;
}

export async function recordLogin(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, userId));
}
