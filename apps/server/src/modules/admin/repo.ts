import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { EmulationCandidate } from '@crossover/domain/auth';
import type { Db } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { users } from '@/db/schema/users.ts';

/**
 * Every active user but the caller, optionally narrowed by name, email, organization or role.
 * Deactivated accounts cannot be emulated, so they are not offered.
 */
export async function listEmulationCandidates(
  db: Db,
  excludeUserId: string,
  search: string | undefined,
  limit: number,
): Promise<EmulationCandidate[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const matches = pattern
    ? sql`(${users.firstName} ilike ${pattern} or ${users.lastName} ilike ${pattern}
          or (coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}
          or ${users.email} ilike ${pattern} or ${users.role} ilike ${pattern} or ${organizations.name} ilike ${pattern})`
    : undefined;
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      organizationId: users.organizationId,
      organizationName: organizations.name,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(ne(users.id, excludeUserId), eq(users.isActive, true), matches))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
    .limit(limit);
}
