import type { Db } from '@/db/database.ts';
import { auditLog } from '@/db/schema/audit-log.ts';

/**
 * How many ids an entry of bulk work names (issue 15): up to 50,000 ids made entries of megabytes
 * that the audit list sent whole. Counts and the selection's filter say the rest.
 */
export const AUDIT_ID_SAMPLE = 20;
export const idSample = <T>(ids: readonly T[]): T[] => ids.slice(0, AUDIT_ID_SAMPLE);

export interface AuditEntry {
  /** The signed-in user; for emulated writes, the admin behind them. */
  actorUserId: string | null;
  /** The user the action was made as; differs from the actor only while emulating. */
  effectiveUserId?: string | null;
  action: string;
  entityType?: string;
  entityId?: string;
  details?: Record<string, unknown>;
  ipAddress?: string;
}

/**
 * Writes one audit entry. Pass the transaction of the write it records (`withTx(db, async (tx) =>
 * { …; await writeAudit(tx, …) })`, db/with-tx.ts): the change and its entry then commit together or not at
 * all, so there is never a change without its entry, nor an entry for a change that was undone.
 */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    effectiveUserId: entry.effectiveUserId ?? entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: entry.details,
    ipAddress: entry.ipAddress,
  });
}
