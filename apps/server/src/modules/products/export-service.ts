import { type ProductExportQuery, productExportFilename } from '@crossover/domain/product-export';
import type { AppContext } from '@/context.ts';
import { type Actor } from '@/lib/actor.ts';
import { requireCapability } from '@/lib/authorize.ts';
import { type CsvColumn, type CsvExport, keysetPages } from '@/lib/csv-export.ts';
import { EXPORT_COLUMN_NAMES, type ExportRow, exportPage, exportRowCursor } from './export-repo.ts';

/** Rows per keyset page: one page in memory at a time (decision 0017 measured the size). */
export const EXPORT_PAGE_SIZE = 2000;

/** The file's columns, headed by the API's field names (what an import maps back). */
const EXPORT_CSV_COLUMNS: CsvColumn<ExportRow>[] = EXPORT_COLUMN_NAMES.map((header) => ({
  header,
  value: (row) => row[header],
}));

/**
 * GET /api/products/export: every product the list's filters match, in the list's sort, streamed
 * in keyset pages (lib/csv-export.ts: bounded memory, formula cells neutralised).
 */
export function createProductExportService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  return {
    csv(actor: Actor, query: ProductExportQuery): CsvExport<ExportRow> {
      requireCapability(actor, 'products.manage', { scope: 'any' });
      const order = query.order ?? (query.sort === 'createdAt' ? 'desc' : 'asc');
      return {
        filename: productExportFilename(clock.now()),
        columns: EXPORT_CSV_COLUMNS,
        rows: keysetPages(
          (after: string[] | undefined, limit) =>
            exportPage(db, query, query.sort, order, after ?? null, limit),
          exportRowCursor,
          EXPORT_PAGE_SIZE,
        ),
      };
    },
  };
}
