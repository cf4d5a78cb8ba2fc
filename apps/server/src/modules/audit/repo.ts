import { type SQL, and, count, desc, eq, gte, like, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditQuery } from '@crossover/domain/audit';
import type { Db } from '@/db/database.ts';
import { auditLog } from '@/db/schema/audit-log.ts';
import { users } from '@/db/schema/users.ts';

const actor = alias(users, 'actor');
const effective = alias(users, 'effective');

function conditions(query: AuditQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (query.action) {
    parts.push(
      query.action.endsWith('.')
        ? like(auditLog.action, `${query.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
        : eq(auditLog.action, query.action),
    );
  }
  if (query.entityType) parts.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) parts.push(eq(auditLog.entityId, query.entityId));
  if (query.userId)
    parts.push(or(eq(auditLog.actorUserId, query.userId), eq(auditLog.effectiveUserId, query.userId)));
  if (query.from) parts.push(gte(auditLog.createdAt, new Date(query.from)));
  if (query.to) parts.push(lte(auditLog.createdAt, new Date(query.to)));
  return and(...parts);
}

export async function listAuditPage(db: Db, query: AuditQuery) {
  const where = conditions(query);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        actorUserId: auditLog.actorUserId,
        actorEmail: actor.email,
        effectiveUserId: auditLog.effectiveUserId,
        effectiveEmail: effective.email,
        details: auditLog.details,
        ipAddress: auditLog.ipAddress,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
      .leftJoin(effective, eq(effective.id, auditLog.effectiveUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
