import type { Db } from './database.ts';

/**
 * Runs `work` in one transaction: every write it makes, and the audit entry that records it,
 * commit together or not at all. Services call it for each change (`withTx(db, async (tx) => {
 * …write…; await writeAudit(tx, …) })`) and pass `tx`, never `db`, to the repos inside. Nested in
 * another transaction it becomes a savepoint of it.
 */
export function withTx<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
