import { type SQL, and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { users } from '@/db/schema/users.ts';

export const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  organizationId: users.organizationId,
  organizationName: organizations.name,
  organizationType: organizations.type,
  phone: users.phone,
  title: users.title,
  department: users.department,
  territory: users.territory,
  managerId: users.managerId,
  isActive: users.isActive,
  authType: users.authType,
  profileImageUrl: users.profileImageUrl,
  createdAt: users.createdAt,
};

export type UserRow = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  organizationId: string | null;
  organizationName: string | null;
  /** Not sent as such: the per-row actions depend on it (which roles fit). */
  organizationType: string | null;
  phone: string | null;
  title: string | null;
  department: string | null;
  territory: string | null;
  managerId: string | null;
  isActive: boolean;
  authType: string;
  profileImageUrl: string | null;
  createdAt: Date;
};

/** Who a viewer may see: everyone, or one organization's users without administrators. */
export type UserScope = { kind: 'all' } | { kind: 'organization'; organizationId: string | null };

export interface UserListFilters {
  scope: UserScope;
  search?: string | undefined;
  role?: string | undefined;
  /** An id, or 'none' for users without one. */
  organization?: string | undefined;
  status: 'active' | 'inactive' | 'all';
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function scopeCondition(scope: UserScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (!scope.organizationId) return sql`false`;
  return and(eq(users.organizationId, scope.organizationId), ne(users.role, 'admin'));
}

/**
 * The search expression: "first last email" lower-cased. A trigram index on exactly this
 * expression makes the search an index scan (see the bench's report).
 */
export const userSearchText = sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') || ' ' || ${users.email})`;

function filterConditions(filters: UserListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scopeCondition(filters.scope)];
  if (filters.status !== 'all') conditions.push(eq(users.isActive, filters.status === 'active'));
  if (filters.role) conditions.push(eq(users.role, filters.role));
  if (filters.organization === 'none') conditions.push(sql`${users.organizationId} is null`);
  else if (filters.organization) conditions.push(eq(users.organizationId, filters.organization));
  const search = filters.search?.trim().toLowerCase();
  if (search) conditions.push(sql`${userSearchText} like ${`%${escapeLike(search)}%`}`);
  return and(...conditions);
}

/** One page, filtered, searched and counted in the database. */
export async function listUsersPage(
  db: Db,
  filters: UserListFilters,
  limit: number,
  offset: number,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = filterConditions(filters);
  const [rows, totals] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function userStats(db: Db, scope: UserScope) {
  const [row] = await db
    .select({
      totalUsers: count(),
      activeUsers: sql<number>`count(*) filter (where ${users.isActive})`.mapWith(Number),
      adminUsers: sql<number>`count(*) filter (where ${users.role} = 'admin')`.mapWith(Number),
      salesManagers: sql<number>`count(*) filter (where ${users.role} = 'sales_manager')`.mapWith(Number),
      salesReps: sql<number>`count(*) filter (where ${users.role} = 'sales_rep')`.mapWith(Number),
    })
    .from(users)
    .where(scopeCondition(scope));
  return row ?? { totalUsers: 0, activeUsers: 0, adminUsers: 0, salesManagers: 0, salesReps: 0 };
}

export async function findUser(db: Db, id: string): Promise<UserRow | null> {
  const rows = await db
    .select(userColumns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function emailInUse(db: Db, email: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptId ? ne(users.id, exceptId) : undefined),
    )
    .limit(1);
  return rows.length > 0;
}

/** The organization's type, or null when there is no such organization. */
export async function organizationType(db: Db, id: string): Promise<string | null> {
  const rows = await db
    .select({ type: organizations.type })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return rows[0]?.type ?? null;
}

export type UserInsert = typeof users.$inferInsert;

export async function insertUser(db: Db, values: UserInsert): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updateUserRow(db: Db, id: string, values: Partial<UserInsert>): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Active admins other than `exceptId`, locking their rows until the transaction ends. */
export async function lockOtherActiveAdmins(db: Db, exceptId: string): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true), ne(users.id, exceptId)))
    .for('update');
  return rows.length;
}

/** Orders, audit rows and other references are cleared by their foreign keys (on delete set null). */
export async function deleteUserRow(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/** Display names ('First Last', else the email) by id, for names.ts. */
export async function userNamesById(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(
    rows.map((r) => [r.id, [r.firstName, r.lastName].filter(Boolean).join(' ').trim() || r.email]),
  );
}
