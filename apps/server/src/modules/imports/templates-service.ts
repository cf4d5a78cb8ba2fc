import {
  type ColumnMappingTemplate,
  type CreateTemplateRequest,
  IMPORT_MESSAGES,
  createTemplateSchema,
} from '@crossover/domain/imports';
import type { AppContext } from '@/context.ts';
import { withTx } from '@/db/with-tx.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { requireCapability } from '@/lib/authorize.ts';
import { writeAudit } from '@/lib/audit.ts';
import { notFound } from '@/lib/errors.ts';
import { conflictOnUnique } from '@/lib/unique-violation.ts';
import {
  type TemplateRow,
  deleteTemplate,
  findTemplateRow,
  insertTemplate,
  listTemplateRows,
} from './templates-repo.ts';

function presentTemplate(row: TemplateRow): ColumnMappingTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    mapping: row.mapping,
    isDefault: row.isDefault,
    usageCount: row.usageCount,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Column mapping templates (spec §2.1, §5, §7): saved, listed and deleted by administrators,
 * shared among them. Names are unique in any case (a second 'Acme' is a 409 naming the field).
 */
export function createTemplatesService({ db }: Pick<AppContext, 'db'>) {
  return {
    async list(actor: Actor): Promise<ColumnMappingTemplate[]> {
      requireCapability(actor, 'imports.manage', { scope: 'any' });
      return (await listTemplateRows(db)).map(presentTemplate);
    },

    async create(actor: Actor, body: CreateTemplateRequest): Promise<ColumnMappingTemplate> {
      requireCapability(actor, 'imports.manage', { scope: 'any' });
      const request = createTemplateSchema.parse(body);
      const mapping = Object.fromEntries(
        Object.entries(request.mapping).map(([field, index]) => [field, index ?? null]),
      );
      const message = IMPORT_MESSAGES.templateNameTaken(request.name);
      const id = await conflictOnUnique(
        { column_mapping_templates_name_idx: { field: 'name', message } },
        () =>
          withTx(db, async (tx) => {
            const id = await insertTemplate(tx, {
              userId: actor.user.id,
              name: request.name,
              description: request.description,
              mapping,
            });
            await writeAudit(tx, {
              ...auditedBy(actor),
              action: 'column_mapping_template.create',
              entityType: 'column_mapping_template',
              entityId: id,
              details: { name: request.name },
            });
            return id;
          }),
      );
      return presentTemplate((await findTemplateRow(db, id))!);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      requireCapability(actor, 'imports.manage', { scope: 'any' });
      await withTx(db, async (tx) => {
        const deleted = await deleteTemplate(tx, id);
        if (!deleted) throw notFound(IMPORT_MESSAGES.templateNotFound);
        await writeAudit(tx, {
          ...auditedBy(actor),
          action: 'column_mapping_template.delete',
          entityType: 'column_mapping_template',
          entityId: id,
          details: { name: deleted.name },
        });
      });
    },
  };
}
