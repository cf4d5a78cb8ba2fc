import {
  CHECK_EXAMPLES,
  IMPORT_MESSAGES,
  type ImportCheck,
  type ImportCheckRequest,
  importCheckRequestSchema,
} from '@crossover/domain/imports';
import {
  type ColumnMapping,
  mappedCell,
  rowErrorLine,
  rowRulesFor,
  skuKey,
  validateImportRow,
} from '@crossover/domain/imports-fields';
import { tallyStatusValues } from '@crossover/domain/imports-status';
import type { AppContext } from '@/context.ts';
import { requireCapability } from '@/lib/authorize.ts';
import type { Actor } from '@/lib/actor.ts';
import { conflict, notFound } from '@/lib/errors.ts';
import type { FileKind } from '@/lib/uploads/file-kind.ts';
import { createStagingService } from '@/modules/staged-products/staging.ts';
import { findImport } from './repo.ts';
import { checkMapping } from './service.ts';
import { withStoredTable } from './stored-file.ts';

/** SKU keys asked about per query (each one an index probe). */
const PENDING_PROBE_CHUNK = 5000;

/** What the check keeps of each SKU: its rows (file order), and whether its last row warns or is flagged. */
interface SkuRows {
  sku: string;
  rows: number[];
  warned: boolean;
  flagged: boolean;
}

/** 'SKU "A" is on rows 3 and 9: row 9 is staged' (issue 15 item 8: say which row won). */
export const duplicateLine = (sku: string, rows: readonly number[]): string =>
  `SKU "${sku}" is on rows ${rows.slice(0, -1).join(', ')} and ${rows.at(-1)}: row ${rows.at(-1)} is staged`;

/**
 * The whole stored file read under a mapping, as the import job would read it (issue 15 item 24:
 * the preview's sample is not the file): every row validated with the same rules, nothing written.
 * A file is at most 10 MB (MAX_IMPORT_FILE_BYTES), so this is one streamed pass.
 */
export function createImportCheckService({ db, storage }: Pick<AppContext, 'db' | 'storage'>) {
  return {
    async check(actor: Actor, id: string, body: ImportCheckRequest): Promise<ImportCheck> {
      requireCapability(actor, 'imports.manage', { scope: 'any' });
      const request = importCheckRequestSchema.parse(body);
      const source = await findImport(db, id);
      if (!source) throw notFound(IMPORT_MESSAGES.importNotFound);
      if (!source.fileKey || !source.fileKind) throw conflict(IMPORT_MESSAGES.fileMissing);
      const headers = source.headers ?? [];
      const mapping: ColumnMapping = checkMapping(request.columnMapping, headers.length);
      const rules = rowRulesFor(headers, mapping, request.statusMap);

      const answer: ImportCheck = {
        totalRows: 0,
        rowsFailing: 0,
        rowsWithWarnings: 0,
        rowsFlagged: 0,
        duplicateRows: 0,
        pendingElsewhere: 0,
        failures: [],
        warnings: [],
        flagged: [],
        duplicates: [],
        statusValues: null,
      };
      const bySku = new Map<string, SkuRows>();
      const statusCells: string[] = [];
      const example = (list: string[], line: string) => {
        if (list.length < CHECK_EXAMPLES) list.push(line);
      };
      const file = { key: source.fileKey, kind: source.fileKind as FileKind, headerRow: source.headerRow };
      await withStoredTable(storage, file, async (open) => {
        let index = 0;
        for await (const { number: rowNumber, cells: row } of (await open()).rows) {
          index += 1;
          if (mapping.status != null) statusCells.push(mappedCell(row, mapping, 'status'));
          const outcome = validateImportRow(row, mapping, rules);
          if (!outcome.ok) {
            answer.rowsFailing += 1;
            example(answer.failures, rowErrorLine(rowNumber, outcome.error));
            continue;
          }
          const key = skuKey(outcome.product.sku);
          const entry = bySku.get(key) ?? {
            sku: outcome.product.sku,
            rows: [],
            warned: false,
            flagged: false,
          };
          entry.rows.push(rowNumber);
          entry.warned = outcome.warnings.length > 0;
          entry.flagged = outcome.flag !== null;
          bySku.set(key, entry);
          if (outcome.warnings.length > 0)
            example(answer.warnings, rowErrorLine(rowNumber, outcome.warnings.join('; ')));
          if (outcome.flag) example(answer.flagged, rowErrorLine(rowNumber, outcome.flag));
        }
        answer.totalRows = index;
      });

      for (const entry of bySku.values()) {
        if (entry.warned) answer.rowsWithWarnings += 1;
        if (entry.flagged) answer.rowsFlagged += 1;
        if (entry.rows.length > 1) {
          answer.duplicateRows += entry.rows.length - 1;
          example(answer.duplicates, duplicateLine(entry.sku, entry.rows));
        }
      }
      if (mapping.status != null)
        answer.statusValues = tallyStatusValues(statusCells, rules.statusInverted ?? false, rules.statusMap);
      const keys = [...bySku.keys()];
      const staging = createStagingService({ db });
      for (let start = 0; start < keys.length; start += PENDING_PROBE_CHUNK)
        answer.pendingElsewhere += (
          await staging.pendingSkuKeys(keys.slice(start, start + PENDING_PROBE_CHUNK), id)
        ).size;
      return answer;
    },
  };
}
