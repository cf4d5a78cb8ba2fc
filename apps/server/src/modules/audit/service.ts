import type { AuditPage, AuditQuery } from '@crossover/domain/audit';
import type { Db } from '@/db/database.ts';
import { listAuditPage } from './repo.ts';

export function createAuditService(db: Db) {
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
