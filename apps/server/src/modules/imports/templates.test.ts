import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { type ColumnMappingTemplate, IMPORT_MESSAGES, type UploadResponse } from '@crossover/domain/imports';
import { auditLog } from '@/db/schema/audit-log.ts';
import { columnMappingTemplates } from '@/db/schema/column-mapping-templates.ts';
import { api } from '@/test/inject.ts';
import {
  NON_ADMIN_ROLES,
  PRODUCT_HEADERS,
  PRODUCT_MAPPING,
  csvText,
  productRows,
  upload,
} from '@/test/imports/import-kit.ts';
import { importTestApp } from '@/test/imports/import-test-app.ts';

const { t, world } = await importTestApp();

type Refusal = { message: string; errors: Record<string, string> };
const admin = () => api(t.app).as(world.admin);
const templateRow = async (id: string) =>
  (await t.db.select().from(columnMappingTemplates).where(eq(columnMappingTemplates.id, id)))[0];

describe('column mapping templates', () => {
  it('saves, lists (most used first) and deletes a template, each audited', async () => {
    const created = await admin().post<ColumnMappingTemplate>('/api/column-mapping-templates', {
      name: '  Thunderline price list ',
      description: 'Their 2026 sheet',
      mapping: { sku: 0, name: 2, upc: null, notAField: 4 },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Thunderline price list',
      description: 'Their 2026 sheet',
      isDefault: false,
      usageCount: 0,
      createdByName: expect.any(String),
    });
    expect(created.json.mapping).toEqual({ sku: 0, name: 2, upc: null });
    const other = await admin().post<ColumnMappingTemplate>('/api/column-mapping-templates', {
      name: 'Another layout',
      mapping: { sku: 1 },
    });

    // Starting an import with a template counts one use of it.
    const uploaded = await upload(t, world.admin, {
      data: csvText([PRODUCT_HEADERS, ...productRows('TPL', 1)]),
      manufacturerId: world.manufacturerId,
    });
    const { importId } = uploaded.json<UploadResponse>();
    const started = await admin().post(`/api/csv-import/${importId}/process`, {
      columnMapping: PRODUCT_MAPPING,
      templateId: other.json.id,
    });
    expect(started.status).toBe(200);
    await t.jobs.drain();

    const list = await admin().get<ColumnMappingTemplate[]>('/api/column-mapping-templates');
    expect(list.status).toBe(200);
    const names = list.json.map((template) => template.name);
    expect(names.indexOf('Another layout')).toBeLessThan(names.indexOf('Thunderline price list'));
    expect(list.json.find((template) => template.id === other.json.id)?.usageCount).toBe(1);

    const deleted = await admin().delete<{ message: string }>(
      `/api/column-mapping-templates/${created.json.id}`,
    );
    expect(deleted.status).toBe(200);
    expect(await templateRow(created.json.id)).toBeUndefined();
    expect((await admin().delete(`/api/column-mapping-templates/${created.json.id}`)).status).toBe(404);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'column_mapping_template'), eq(auditLog.entityId, created.json.id)));
    expect(actions.map((row) => row.action).sort()).toEqual([
      'column_mapping_template.create',
      'column_mapping_template.delete',
    ]);
  });

  it("requires a name ('Please enter a template name') and a non-empty mapping", async () => {
    for (const name of [undefined, '', '   ']) {
      const response = await admin().post<Refusal>('/api/column-mapping-templates', {
        name,
        mapping: { sku: 0 },
      });
      expect(response.status).toBe(400);
      expect(response.json.errors).toEqual({ name: IMPORT_MESSAGES.templateNameRequired });
    }
    for (const mapping of [{}, { sku: null, name: null }]) {
      const response = await admin().post<Refusal>('/api/column-mapping-templates', {
        name: 'Empty',
        mapping,
      });
      expect(response.status).toBe(400);
      expect(response.json.errors).toEqual({ mapping: IMPORT_MESSAGES.templateMappingEmpty });
    }
    const badIndex = await admin().post<Refusal>('/api/column-mapping-templates', {
      name: 'Bad',
      mapping: { sku: 1.5 },
    });
    expect(badIndex.status).toBe(400);
    expect(Object.keys(badIndex.json.errors)).toEqual(['mapping.sku']);
    const long = await admin().post<Refusal>('/api/column-mapping-templates', {
      name: 'x'.repeat(101),
      mapping: { sku: 0 },
    });
    expect(long.json.errors).toEqual({ name: 'Template name must be at most 100 characters' });
  });

  it('refuses a name already taken in any case (409 naming it), also when two race', async () => {
    const first = await admin().post('/api/column-mapping-templates', {
      name: 'Kestrel sheet',
      mapping: { sku: 0 },
    });
    expect(first.status).toBe(201);
    const again = await admin().post<Refusal>('/api/column-mapping-templates', {
      name: 'KESTREL SHEET',
      mapping: { sku: 1 },
    });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      message: IMPORT_MESSAGES.templateNameTaken('KESTREL SHEET'),
      errors: { name: IMPORT_MESSAGES.templateNameTaken('KESTREL SHEET') },
    });
    const race = await Promise.all(
      [1, 2].map(() => admin().post('/api/column-mapping-templates', { name: 'Race', mapping: { sku: 0 } })),
    );
    expect(race.map((response) => response.status).sort()).toEqual([201, 409]);
  });

  it('is for administrators only: 401 signed out, 403 for every other role', async () => {
    const created = await admin().post<ColumnMappingTemplate>('/api/column-mapping-templates', {
      name: 'Guarded',
      mapping: { sku: 0 },
    });
    const anonymous = api(t.app);
    expect((await anonymous.get('/api/column-mapping-templates')).status).toBe(401);
    expect(
      (await anonymous.post('/api/column-mapping-templates', { name: 'x', mapping: { sku: 0 } })).status,
    ).toBe(401);
    expect(NON_ADMIN_ROLES.length).toBeGreaterThan(0);
    for (const role of NON_ADMIN_ROLES) {
      const who = api(t.app).as(world.roles[role]);
      expect((await who.get('/api/column-mapping-templates')).status, role).toBe(403);
      expect(
        (await who.post('/api/column-mapping-templates', { name: role, mapping: { sku: 0 } })).status,
        role,
      ).toBe(403);
      expect((await who.delete(`/api/column-mapping-templates/${created.json.id}`)).status, role).toBe(403);
    }
    expect(await templateRow(created.json.id)).toBeDefined();
  });
});
