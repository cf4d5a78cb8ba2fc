import {
  IMPORT_FILE_KINDS,
  IMPORT_MESSAGES,
  type LayoutRequest,
  type UploadResponse,
  layoutRequestSchema,
} from '@crossover/domain/imports';
import type { ColumnMapping } from '@crossover/domain/imports-fields';
import { suggestMapping } from '@crossover/domain/imports-mapping';
import type { AppContext } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import { withTx } from '@/db/with-tx.ts';
import { type Actor, auditedBy } from '@/lib/actor.ts';
import { writeAudit } from '@/lib/audit.ts';
import { requireCapability } from '@/lib/authorize.ts';
import { badRequest, conflict, notFound } from '@/lib/errors.ts';
import type { FileKind } from '@/lib/uploads/file-kind.ts';
import { findImport, latestMappingOf, relayImport } from './repo.ts';
import { type UploadedTable, rereadStoredUpload } from './upload-reader.ts';

export const LAYOUT_MESSAGES = {
  csvHasNoSheets: 'A CSV file has no sheets; choose a header row instead',
};

/** The upload's answer: the table read, where it was found, and the ★ suggestion for its header. */
export async function uploadAnswer(
  db: Db,
  source: { id: string; filename: string; fileKind: FileKind; manufacturerId: string | null },
  table: UploadedTable,
): Promise<UploadResponse> {
  const previous = source.manufacturerId ? await latestMappingOf(db, source.manufacturerId) : null;
  const suggestion = suggestMapping(
    table.headers,
    previous?.headers && previous.columnMapping
      ? { headers: previous.headers, mapping: previous.columnMapping as ColumnMapping }
      : null,
  );
  return {
    importId: source.id,
    filename: source.filename,
    fileKind: source.fileKind,
    headers: table.headers,
    sampleData: table.sampleData,
    totalRows: table.totalRows,
    suggestion: {
      mapping: suggestion.mapping,
      sources: suggestion.sources,
      templateId: previous?.templateId ?? null,
      templateName: previous?.templateName ?? null,
    },
    sampleRowNumbers: table.sampleRowNumbers,
    headerRow: table.headerRow,
    headerDetected: table.headerFound,
    topRows: table.topRows,
    sheets: table.sheets,
    sheet: table.sheet,
    warnings: table.warnings,
  };
}

/**
 * The wizard's choice of sheet and header row (issue 15): an upload is read again from its stored
 * file in another layout before it is started, administrators only, audited.
 */
export function createImportLayoutService({ db, storage }: Pick<AppContext, 'db' | 'storage'>) {
  const refuse = (field: string, message: string) => badRequest(message, { [field]: message });
  return {
    /**
     * Reads an upload again from another sheet or header row (the wizard's choice) and answers as
     * the upload did; only before it is started. The stored file stays; its working copy and the
     * import's header are replaced, with an audit entry.
     */
    async layout(actor: Actor, id: string, body: LayoutRequest): Promise<UploadResponse> {
      requireCapability(actor, 'imports.manage', { scope: 'any' });
      const request = layoutRequestSchema.parse(body);
      const row = await findImport(db, id);
      if (!row) throw notFound(IMPORT_MESSAGES.importNotFound);
      if (row.storedStatus !== 'uploaded') throw conflict(IMPORT_MESSAGES.alreadyStarted);
      if (!row.fileKey || !row.fileKind) throw conflict(IMPORT_MESSAGES.fileMissing);
      const kind = row.fileKind as FileKind;
      if (request.sheet != null && kind === 'csv') throw refuse('sheet', LAYOUT_MESSAGES.csvHasNoSheets);
      const layout = {
        // The sheet read so far unless another is named; a new sheet starts with its own header row.
        sheet: request.sheet ?? row.sheetName,
        headerRow: request.headerRow ?? (request.sheet == null ? row.headerRow : null),
      };
      const field = request.headerRow != null && request.sheet == null ? 'headerRow' : 'sheet';
      const table = await rereadStoredUpload(storage, { key: row.fileKey, kind }, layout, field);
      await withTx(db, async (tx) => {
        const values = {
          sheetName: table.sheet,
          headerRow: table.headerRow,
          headers: table.headers,
          totalRows: table.totalRows,
        };
        if (!(await relayImport(tx, id, values))) throw conflict(IMPORT_MESSAGES.alreadyStarted);
        await writeAudit(tx, {
          ...auditedBy(actor),
          action: 'csv_import.layout',
          entityType: 'csv_import',
          entityId: id,
          details: {
            filename: row.filename,
            sheet: table.sheet,
            headerRow: table.headerRow,
            totalRows: table.totalRows,
          },
        });
      });
      const fileKind = IMPORT_FILE_KINDS.includes(kind) ? kind : 'csv';
      return uploadAnswer(
        db,
        { id, filename: row.filename, fileKind, manufacturerId: row.manufacturerId },
        table,
      );
    },
  };
}
