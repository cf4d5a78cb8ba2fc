import type { Db } from '@/db/database.ts';
import { userNamesById } from './repo.ts';

/**
 * Users' display names by id, for other modules that show who did something (who verified a
 * vehicle fitment). They call this, never the users repo (decision 0014). Takes a `db` so a
 * transaction's reads see its writes.
 */
export function userNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  return userNamesById(db, ids);
}
