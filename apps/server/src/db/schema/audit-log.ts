import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';
import { users } from './users.ts';

/**
 * Who changed what. `actorUserId` is the signed-in (real) user; `effectiveUserId` differs from it
 * only while an admin emulates someone. References are cleared, not cascaded, so the trail
 * outlives deleted users.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    effectiveUserId: text('effective_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    details: jsonb('details'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorUserId),
    // Deleting a user clears both references: each needs an index (db/schema-indexes.test.ts).
    index('audit_log_effective_user_idx').on(t.effectiveUserId),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);
