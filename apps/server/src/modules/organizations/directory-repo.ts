import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';

const summaryColumns = {
  id: organizations.id,
  name: organizations.name,
  type: organizations.type,
  isActive: organizations.isActive,
};
export interface OrganizationSummaryRow {
  id: string;
  name: string;
  type: string;
  isActive: boolean;
}

/** Id, name, type and status of the organizations with these ids; unknown ids are left out. */
export async function organizationSummariesById(
  db: Db,
  ids: readonly string[],
): Promise<OrganizationSummaryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(summaryColumns)
    .from(organizations)
    .where(inArray(organizations.id, [...new Set(ids)]));
}

/** Organizations of these types, by name; only active ones when `activeOnly`. */
export async function organizationSummariesOfTypes(
  db: Db,
  types: readonly string[],
  activeOnly: boolean,
): Promise<OrganizationSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(organizations)
    .where(
      and(inArray(organizations.type, [...types]), activeOnly ? eq(organizations.isActive, true) : undefined),
    )
    .orderBy(asc(organizations.name), asc(organizations.id));
}
