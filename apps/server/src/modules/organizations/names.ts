import type { Db } from '@/db/database.ts';
import { findOrganization, organizationNamesById } from './repo.ts';

/**
 * Organization names by id, for other modules that show whose a row is (payment options). They
 * call this, never the organizations repo (decision 0014). Takes a `db` so a transaction's reads
 * see its writes.
 */
export function organizationNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  return organizationNamesById(db, ids);
}

/** One organization's type and state, for other modules' checks (a product's manufacturer); null when unknown. */
export async function organizationKind(
  db: Db,
  id: string,
): Promise<{ id: string; name: string; type: string; isActive: boolean } | null> {
  const row = await findOrganization(db, id);
  return row ? { id: row.id, name: row.name, type: row.type, isActive: row.isActive } : null;
}
