import type { AuditPage, AuditQuery } from '@crossover/domain/audit';
import type { AppContext } from '@/context.ts';
import { listAuditPage } from './repo.ts';

/** Reading the audit trail (writes go through lib/audit.ts, inside each change's transaction). */
export function createAuditService({ db }: Pick<AppContext, 'db'>) {
  async function list(query: AuditQuery): Promise<AuditPage> {
    const { rows, total } = await listAuditPage(db, query);
    return {
      entries: rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        details:
          row.details && typeof row.details === 'object' && !Array.isArray(row.details)
            ? (row.details as Record<string, unknown>)
            : null,
      })),
      total,
      totalPages: Math.ceil(total / query.limit),
    };
  }
  return { list };
}
