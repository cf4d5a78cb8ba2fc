import type { Db } from '@/db/database.ts';
import { organizationNamesById } from './repo.ts';

/**
 * Organization names by id, for other modules that show whose a row is (payment options). They
 * call this, never the organizations repo (decision 0014). Takes a `db` so a transaction's reads
 * see its writes.
 */
export function organizationNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  return organizationNamesById(db, ids);
}
