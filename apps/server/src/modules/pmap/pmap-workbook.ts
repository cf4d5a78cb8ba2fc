import { readAmount, readWholeNumber } from '@crossover/domain/imports-cells';
import { fieldCell } from '@crossover/domain/imports/column-mapping';
import { MAX_IMPORT_ROWS } from '@crossover/domain/imports';
import { formatCents, MAX_MONEY_CENTS } from '@crossover/domain/pricing/money';
import {
  PMAP_FIELD_DEFINITIONS,
  PMAP_WORKBOOK_MESSAGES,
  type PmapField,
  readPmapTitle,
} from '@crossover/domain/pricing/pmap-workbook';
import { readMappedUpload } from '@/lib/imports/mapped-upload.ts';
import type { FileKind } from '@/lib/uploads/file-kind.ts';

/**
 * Reads a PMAP workbook (.xlsx or .xls, received by lib/uploads/receive-upload.ts) with the import
 * library: the grid found under its title rows (or on a later sheet), its columns matched by name
 * ('PMAP Price', 'MAP', 'Dealer Cost' read too), the campaign's name and dates read from the rows
 * above the grid (domain pricing/pmap-workbook.ts). Nothing here knows the catalogue: the preview
 * (unknown SKUs, PMAP above MAP) is the PMAP module's.
 */

export interface PmapWorkbookRow {
  /** The sheet's own row number. */
  rowNumber: number;
  sku: string;
  upc: string | null;
  mpq: number | null;
  /** Amounts as two-decimal strings ('84.99'); null when blank or unreadable (a warning says which). */
  msrp: string | null;
  umap: string | null;
  dealer: string | null;
  pmap: string | null;
}

export interface PmapWorkbook {
  /** Null when the title rows do not say (a warning asks for it). */
  campaignName: string | null;
  /** 'YYYY-MM-DD', null when the title rows do not say. */
  startDate: string | null;
  endDate: string | null;
  rows: PmapWorkbookRow[];
  /** What the person should check: missing name or dates, rows skipped, cells left empty. */
  warnings: string[];
}

const AMOUNT_LABELS = { msrp: 'MSRP', umap: 'UMAP', dealer: 'DEALER', pmap: 'PMAP' } as const;

/**
 * 400s naming `field` (default 'pmapFile', the spec's upload field): no SKU or PMAP column, no
 * rows, an unreadable or oversized file.
 */
export async function readPmapWorkbook(
  file: { path: string; kind: FileKind },
  { field = 'pmapFile' }: { field?: string } = {},
): Promise<PmapWorkbook> {
  const table = await readMappedUpload(file, PMAP_FIELD_DEFINITIONS, { field, maxRows: MAX_IMPORT_ROWS });
  const warnings: string[] = [];
  const title = readPmapTitle(
    table.topRows.filter((row) => row.number < table.headerRow).map((row) => row.cells),
  );
  if (title.campaignName === null) warnings.push(PMAP_WORKBOOK_MESSAGES.noName);
  if (title.startDate === null) warnings.push(PMAP_WORKBOOK_MESSAGES.noStart);
  if (title.endDate === null) warnings.push(PMAP_WORKBOOK_MESSAGES.noEnd);
  if (title.startDate && title.endDate && title.endDate < title.startDate)
    warnings.push(PMAP_WORKBOOK_MESSAGES.endBeforeStart);

  const rows: PmapWorkbookRow[] = [];
  for (const { number, cells } of table.rows) {
    const cell = (key: PmapField) => fieldCell(cells, table.mapping, key);
    const note = (warning: string | undefined) => {
      if (warning) warnings.push(PMAP_WORKBOOK_MESSAGES.cell(number, warning));
    };
    const sku = cell('sku');
    if (sku === '') {
      warnings.push(PMAP_WORKBOOK_MESSAGES.noSku(number));
      continue;
    }
    const amount = (key: keyof typeof AMOUNT_LABELS) => {
      // A formula's 84.9915 is rounded to cents with a note, as the product import does.
      const read = readAmount(cell(key), AMOUNT_LABELS[key], MAX_MONEY_CENTS);
      note(read.warning);
      return read.value === null ? null : formatCents(read.value);
    };
    const mpq = readWholeNumber(cell('mpq'), 'MPQ', 1_000_000);
    note(mpq.warning);
    rows.push({
      rowNumber: number,
      sku,
      upc: cell('upc') || null,
      mpq: mpq.value,
      msrp: amount('msrp'),
      umap: amount('umap'),
      dealer: amount('dealer'),
      pmap: amount('pmap'),
    });
  }
  return { ...title, rows, warnings: [...table.warnings, ...warnings] };
}
