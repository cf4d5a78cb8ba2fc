import { randomUUID } from 'node:crypto';
import {
  IMPORT_MESSAGES,
  type ImportHistory,
  type ImportHistoryQuery,
  type MessageResponse,
  type ProcessRequest,
  type RetryRequest,
  type UploadResponse,
  importHistoryQuerySchema,
  processRequestSchema,
  retryRequestSchema,
  uploadFieldsSchema,
} from '@crossover/domain/imports';
import { type ColumnMapping, IMPORT_FIELD_LABELS, IMPORT_FIELD_KEYS } from '@crossover/domain/imports-fields';
import type { AppContext } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import { withTx } from '@/db/with-tx.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { requireCapability } from '@/lib/authorize.ts';
import { writeAudit } from '@/lib/audit.ts';
import { badRequest, conflict, notFound } from '@/lib/errors.ts';
import type { ReceivedUpload } from '@/lib/uploads/receive-upload.ts';
import { organizationKind } from '@/modules/organizations/names.ts';
import { createStagingService } from '@/modules/staged-products/staging.ts';
import { deleteFailedRows } from './failed-rows-repo.ts';
import { decodeHistoryCursor, encodeHistoryCursor, presentImport } from './present.ts';
import { importJob } from './process-job.ts';
import {
  type ColumnMappingValue,
  type ImportRow,
  anyImportProcessing,
  deleteImport,
  findImport,
  insertImport,
  listImportRows,
  resetImport,
  startImport,
} from './repo.ts';
import { countTemplateUse } from './templates-repo.ts';
import { uploadAnswer } from './layout-service.ts';
import { readAndStoreUpload, removeImportObjects } from './upload-reader.ts';

const refuse = (field: string, message: string) => badRequest(message, { [field]: message });

/** Checks a mapping against the file: SKU mapped, every index inside the header row. */
export function checkMapping(mapping: ColumnMapping, headerCount: number): ColumnMappingValue {
  if (mapping.sku === null || mapping.sku === undefined)
    throw refuse('columnMapping.sku', IMPORT_MESSAGES.skuNotMapped);
  const checked: ColumnMappingValue = {};
  for (const field of IMPORT_FIELD_KEYS) {
    const index = mapping[field] ?? null;
    if (index !== null && index >= headerCount)
      throw refuse(
        `columnMapping.${field}`,
        IMPORT_MESSAGES.columnOutOfRange(IMPORT_FIELD_LABELS[field], headerCount),
      );
    checked[field] = index;
  }
  return checked;
}

/**
 * CSV/Excel imports (back-office §2.1, §7; decision 0019), administrators only: upload (the file
 * stored, the wizard's sample and ★ suggestion answered), start processing (a tracked job),
 * history, retry and deletion. Every change and its audit entry commit together; a job is sent
 * only after its row commits.
 */
export function createImportsService({
  db,
  storage,
  jobs,
  logger,
}: Pick<AppContext, 'db' | 'storage' | 'jobs' | 'logger'>) {
  const audit = (tx: Db, actor: Actor, action: string, importId: string, details: Record<string, unknown>) =>
    writeAudit(tx, { ...auditedBy(actor), action, entityType: 'csv_import', entityId: importId, details });

  async function existing(id: string): Promise<ImportRow> {
    const row = await findImport(db, id);
    if (!row) throw notFound(IMPORT_MESSAGES.importNotFound);
    return row;
  }

  return {
    async upload(actor: Actor, upload: ReceivedUpload, fileField: string): Promise<UploadResponse> {
      requireCapability(actor, 'imports.manage', { scope: 'any' });
      const fields = uploadFieldsSchema.safeParse(upload.fields);
      if (!fields.success) throw refuse('manufacturerId', IMPORT_MESSAGES.selectManufacturer);
      const manufacturer = await organizationKind(db, fields.data.manufacturerId);
      if (!manufacturer || manufacturer.type !== 'manufacturer' || !manufacturer.isActive)
        throw refuse('manufacturerId', IMPORT_MESSAGES.manufacturerInvalid);

      const id = randomUUID();
      const table = await readAndStoreUpload(storage, id, upload, fileField);
      try {
        await withTx(db, async (tx) => {
          await insertImport(tx, {
            id,
            userId: actor.user.id,
            filename: upload.filename || 'import',
            manufacturerId: manufacturer.id,
            status: 'uploaded',
            totalRows: table.totalRows,
            fileKey: table.fileKey,
            fileKind: upload.kind,
            fileSize: upload.size,
            headers: table.headers,
            sheetName: table.sheet,
            headerRow: table.headerRow,
          });
          await audit(tx, actor, 'csv_import.upload', id, {
            filename: upload.filename,
            manufacturerId: manufacturer.id,
            fileKind: upload.kind,
            fileSize: upload.size,
            totalRows: table.totalRows,
            sheet: table.sheet,
            headerRow: table.headerRow,
          });
        });
      } catch (error) {
        await removeImportObjects(storage, table.fileKey, upload.kind).catch(() => undefined);
        throw error;
      }

      return uploadAnswer(
        db,
        { id, filename: upload.filename, fileKind: upload.kind, manufacturerId: manufacturer.id },
        table,
      );
    },

    async process(actor: Actor, id: string, body: ProcessRequest): Promise<MessageResponse> {
      requireCapability(actor, 'imports.manage', { scope: 'any' });
      const request = processRequestSchema.parse(body);
      const row = await existing(id);
      if (row.storedStatus !== 'uploaded') throw conflict(IMPORT_MESSAGES.alreadyStarted);
      const mapping = checkMapping(request.columnMapping, row.headers?.length ?? 0);
      const templateId = request.templateId ?? null;

      const jobId = await withTx(db, async (tx) => {
        if (templateId && !(await countTemplateUse(tx, templateId)))
          throw refuse('templateId', IMPORT_MESSAGES.templateNotFound);
        const jobId = await jobs.create(tx, importJob, { importId: id }, { actor });
        // Conditional on 'uploaded': of two clicks, one starts it and the other is told so.
        const rowRules = { statusMap: request.statusMap, replacePending: request.replacePending ?? false };
        if (!(await startImport(tx, id, { columnMapping: mapping, templateId, jobId, rowRules })))
          throw conflict(IMPORT_MESSAGES.alreadyStarted);
        await audit(tx, actor, 'csv_import.process', id, {
          filename: row.filename,
          totalRows: row.totalRows,
          columnMapping: mapping,
          templateId,
          statusMap: request.statusMap ?? null,
          replacePending: request.replacePending ?? false,
          jobId,
        });
        return jobId;
      });
      await jobs.dispatch(jobId);
      return { message: IMPORT_MESSAGES.started(row.totalRows) };
    },

    async list(actor: Actor, query: ImportHistoryQuery): Promise<ImportHistory> {
      requireCapability(actor, 'imports.manage', { scope: 'any' });
      const { limit, cursor } = importHistoryQuerySchema.parse(query);
      const after = cursor === undefined ? null : decodeHistoryCursor(cursor);
      if (cursor !== undefined && !after) throw refuse('cursor', 'The cursor is not one this list gave');
      const [rows, anyProcessing] = [await listImportRows(db, limit, after), await anyImportProcessing(db)];
      const page = rows.slice(0, limit);
      return {
        imports: page.map(presentImport),
        nextCursor: rows.length > limit && page.length > 0 ? encodeHistoryCursor(page.at(-1)!) : null,
        anyProcessing,
      };
    },

    /** Deletes an import with its staged rows (approved ones too: the catalogue products stay). */
    async remove(actor: Actor, id: string): Promise<MessageResponse> {
      requireCapability(actor, 'imports.manage', { scope: 'any' });
      const row = await existing(id);
      if (row.status === 'processing') throw conflict(IMPORT_MESSAGES.stillProcessing);
      await withTx(db, async (tx) => {
        const stagedRows = await createStagingService({ db: tx }).countImportRows(id);
        if (!(await deleteImport(tx, id))) throw notFound(IMPORT_MESSAGES.importNotFound);
        await audit(tx, actor, 'csv_import.delete', id, {
          filename: row.filename,
          status: row.status,
          totalRows: row.totalRows,
          stagedRows,
        });
      });
      if (row.fileKey)
        await removeImportObjects(storage, row.fileKey, row.fileKind ?? 'csv').catch((error: unknown) => {
          logger.warn({ err: error, key: row.fileKey }, 'could not delete an import file');
        });
      return { message: IMPORT_MESSAGES.deleted };
    },

    /**
     * Runs a failed import (or one with failed rows) again from its stored file, with its mapping or
     * a new one (and status map) when the request gives one: its
     * failed rows and its rows still pending review go, counters restart, a new job runs. Rows
     * already approved or rejected stay, and count as staged again.
     */
    async retry(actor: Actor, id: string, body?: RetryRequest): Promise<MessageResponse> {
      requireCapability(actor, 'imports.manage', { scope: 'any' });
      const request = retryRequestSchema.parse(body) ?? {};
      const row = await existing(id);
      if (row.status === 'processing') throw conflict(IMPORT_MESSAGES.stillProcessing);
      if (row.status === 'uploaded') throw conflict(IMPORT_MESSAGES.notStarted);
      if (row.status !== 'failed' && row.recordsFailed === 0) throw conflict(IMPORT_MESSAGES.notRetryable);
      if (!row.fileKey) throw conflict(IMPORT_MESSAGES.fileMissing);
      const changes = {
        ...(request.columnMapping
          ? { columnMapping: checkMapping(request.columnMapping, row.headers?.length ?? 0) }
          : {}),
        ...(request.statusMap ? { rowRules: { ...row.rowRules, statusMap: request.statusMap } } : {}),
      };
      const jobId = await withTx(db, async (tx) => {
        const jobId = await jobs.create(tx, importJob, { importId: id }, { actor });
        // Conditional on the job it had: of two retries at once, one wins and the other is told.
        if (!(await resetImport(tx, id, row.jobId, jobId, changes)))
          throw conflict(IMPORT_MESSAGES.stillProcessing);
        await deleteFailedRows(tx, id);
        const removedPending = await createStagingService({ db: tx }).removePendingImportRows(id);
        await audit(tx, actor, 'csv_import.retry', id, {
          filename: row.filename,
          previousStatus: row.status,
          previousFailed: row.recordsFailed,
          removedPending,
          ...changes,
          jobId,
        });
        return jobId;
      });
      await jobs.dispatch(jobId);
      return { message: IMPORT_MESSAGES.reset(row.totalRows) };
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
