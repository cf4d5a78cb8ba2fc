import type { Db } from '@/db/database.ts';
import { csvImportFailedRows } from '@/db/schema/csv-import-failed-rows.ts';
import { csvImports } from '@/db/schema/csv-imports.ts';
import { stagedProducts } from '@/db/schema/staged-products.ts';
import type { DemoOrganizationKey } from './demo-organizations.ts';

/**
 * A finished import in the CSV Import history: Northgate's DSP price list, 10 rows of which 8 are
 * staged and 2 failed, so the history's failure actions and the failure report have something to
 * show. Its SKUs are new (NG-IMP-…) and propose Northgate's existing 'Signal' series, so it adds
 * no 'Not Yet Saved' series and approving it changes no demo product. It is three days old, so
 * newer rows (the demo's 5 pending proposals, a journey's imports) list before it. The file itself
 * was never stored: a retry says so (delete and upload again).
 */

const HEADERS = ['Part #', 'Product Name', 'Series', 'Category', 'Subcategory', 'Dealer Cost', 'MAP', 'MSRP'];
const ROWS: string[][] = [
  [
    'NG-IMP-SD2',
    'Signal SD-2 2-Channel Line Output Processor',
    'Signal',
    'Processors',
    'DSP',
    '$89.00',
    '$149.99',
    '$169.99',
  ],
  [
    'NG-IMP-SD3',
    'Signal SD-3 3-Way Active Crossover',
    'Signal',
    'Processors',
    'Crossovers',
    '$119.00',
    '$199.99',
    '$219.99',
  ],
  [
    'NG-IMP-SD5',
    'Signal SD-5 5-Channel DSP with Remote',
    'Signal',
    'Processors',
    'DSP',
    '$249.00',
    '$399.99',
    '$449.99',
  ],
  [
    '',
    'Signal SD-7 7-Channel DSP (no part number yet)',
    'Signal',
    'Processors',
    'DSP',
    '$319.00',
    '$499.99',
    '$549.99',
  ],
  [
    'NG-IMP-SD9',
    'Signal SD-9 9-Channel DSP with Optical Input',
    'Signal',
    'Processors',
    'DSP',
    '$389.00',
    '$599.99',
    '$649.99',
  ],
  [
    'NG-IMP-EPIC',
    'Signal Bass Restoration Processor',
    'Signal',
    'Processors',
    'Bass Processors',
    '$99.00',
    '$159.99',
    '$179.99',
  ],
  [
    'NG-IMP-LOC4',
    'Signal 4-Channel Line Output Converter',
    'Signal',
    'Processors',
    'Line Output Converters',
    '$39.00',
    '$69.99',
    '$79.99',
  ],
  ['', 'Signal Wired Level Remote', 'Signal', 'Processors', 'Accessories', '$19.00', '-$5.00', '$39.99'],
  [
    'NG-IMP-TUNE',
    'Signal Tuning Microphone Kit',
    'Signal',
    'Processors',
    'Accessories',
    '$59.00',
    '$99.99',
    '$109.99',
  ],
  [
    'NG-IMP-BT',
    'Signal Bluetooth Streaming Module',
    'Signal',
    'Processors',
    'Accessories',
    '$45.00',
    '$79.99',
    '$89.99',
  ],
];
/** Row numbers as a spreadsheet shows them (header = row 1) and why they failed. */
const FAILURES: Record<number, string> = {
  5: 'SKU is required',
  9: 'SKU is required',
};
const MAPPING = {
  sku: 0,
  name: 1,
  seriesName: 2,
  category: 3,
  subcategory: 4,
  mfgCost: 5,
  mfgMAP: 6,
  mfgRetail: 7,
};

const amount = (cell: string) => cell.replace('$', '');
const DAY_MS = 86_400_000;

export async function seedDemoImports(
  db: Db,
  orgIds: Record<DemoOrganizationKey, string>,
  adminUserId: string,
  now = Date.now(),
): Promise<void> {
  const startedAt = new Date(now - 3 * DAY_MS);
  const rows = ROWS.map((cells, index) => ({ cells, rowNumber: index + 2 }));
  const staged = rows.filter((row) => !FAILURES[row.rowNumber]);
  const [imported] = await db
    .insert(csvImports)
    .values({
      userId: adminUserId,
      filename: 'northgate-signal-price-list.csv',
      manufacturerId: orgIds.northgate,
      status: 'staged',
      totalRows: rows.length,
      processedRows: rows.length,
      recordsStaged: staged.length,
      recordsImported: staged.length,
      recordsFailed: rows.length - staged.length,
      columnMapping: MAPPING,
      headers: HEADERS,
      fileKind: 'csv',
      fileSize: 1184,
      createdAt: startedAt,
      updatedAt: new Date(startedAt.getTime() + 4000),
      finishedAt: new Date(startedAt.getTime() + 4000),
    })
    .returning({ id: csvImports.id });
  await db.insert(stagedProducts).values(
    staged.map(({ cells, rowNumber }) => ({
      csvImportId: imported!.id,
      importRowNumber: rowNumber,
      manufacturerId: orgIds.northgate,
      proposedManufacturerName: 'Northgate Electronics',
      sku: cells[0]!,
      name: cells[1]!,
      proposedSeriesName: cells[2]!,
      category: cells[3]!,
      subcategory: cells[4]!,
      mfgCost: amount(cells[5]!),
      mapPrice: amount(cells[6]!),
      retailPrice: amount(cells[7]!),
      isNewSku: true,
      createdAt: startedAt,
      updatedAt: startedAt,
    })),
  );
  await db.insert(csvImportFailedRows).values(
    rows
      .filter((row) => FAILURES[row.rowNumber])
      .map(({ cells, rowNumber }) => ({
        csvImportId: imported!.id,
        rowNumber,
        error: FAILURES[rowNumber]!,
        data: cells,
      })),
  );
}
