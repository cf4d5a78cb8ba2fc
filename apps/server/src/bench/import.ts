import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { ImportHistory, UploadResponse } from '@crossover/domain/imports';
import type { ColumnMappingInput } from '@crossover/domain/imports';
import { type Db, queryRows } from '@/db/database.ts';
import { DEMO_ACCOUNTS } from '@/db/seed/demo.ts';
import { csvText, workbookOf } from '@/test/imports/import-kit.ts';
import { residentBytes } from './admin-writes.ts';
import { openBenchCatalogue, startBenchServer, vacuumAfterBench, wholeNumberOption } from './bench-setup.ts';
import { copyFromBuffer } from './copy-in.ts';
import { runApprovePart } from './import-approve.ts';
import { loadAverage, median } from './stats.ts';

const USAGE = `Usage: DATABASE_URL=postgres://… npm run bench -- import [--rows 50000] [--runs 1] [--formats csv,xlsx]
  A product file from upload to staged, as admin@demo.test against the server in its own process
  (POST /api/csv-import, POST …/process, the job, GET /api/csv-imports until staged), next to COPY
  of the same rows into a scratch table, and COPY into a table shaped like staged_products (the
  floor under any import that writes staging). Targets: ≥ 40 % of COPY's speed; the server's peak
  resident memory growth ≤ 10× the file's size.`;

export const HEADERS = [
  'Item No',
  'Product Name',
  'Series',
  'Description',
  'Category',
  'Subcategory',
  'Status',
  'Dealer Cost',
  'Master Pack Cost',
  'MPQ',
  'MAP',
  'MSRP',
  'Image URL',
  'UPC',
  'Weight',
  'Dimensions',
];
export const MAPPING: ColumnMappingInput = {
  sku: 0,
  name: 1,
  seriesName: 2,
  description: 3,
  category: 4,
  subcategory: 5,
  status: 6,
  mfgCost: 7,
  mfgMasterPackCost: 8,
  mfgMasterPackQty: 9,
  mfgMAP: 10,
  mfgRetail: 11,
  imageUrl: 12,
  upc: 13,
  weight: 14,
  dimensions: 15,
};

/** A manufacturer's product list: every field filled, about 190 bytes a row (50,000 ≈ 9.5 MB). */
export function benchRows(count: number, prefix: string): string[][] {
  return Array.from({ length: count }, (_, i) => {
    const channels = [1, 2, 4, 5][i % 4]!;
    const watts = 300 + (i % 20) * 100;
    return [
      `${prefix}-${i + 1}`,
      `Cyclone ${watts}.${channels} Amp`,
      'Cyclone',
      `${watts}W class D`,
      'Amplifiers',
      `${channels}-Channel Amplifiers`,
      'active',
      `$${(150 + (i % 300)).toFixed(2)}`,
      (140 + (i % 300)).toFixed(2),
      '4',
      (229 + (i % 300)).toFixed(2),
      `$1,${String(100 + (i % 899)).padStart(3, '0')}.99`,
      `https://img.test/${prefix}-${i + 1}.jpg`,
      String(700000000000 + i),
      '4.5',
      '12x8x2 in',
    ];
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const growth = (bytes: number | null, fileBytes: number) =>
  bytes === null ? 'n/a' : `${mb(bytes)} = ${(bytes / fileBytes).toFixed(1)}× the file`;
const perSecond = (rows: number, ms: number) =>
  `${Math.round(rows / (ms / 1000)).toLocaleString('en-US')} rows/s`;

interface ImportRun {
  uploadMs: number;
  processMs: number;
  totalMs: number;
  rssGrowthBytes: number | null;
  /** The part of it reached by the end of the upload (the reading of the file). */
  uploadRssGrowthBytes: number | null;
  staged: number;
}

/** One import over HTTP from upload to staged, sampling the server's memory every 10 ms. */
async function importOnce(
  base: string,
  cookie: string,
  serverPid: number,
  manufacturerId: string,
  file: { data: Buffer; name: string },
): Promise<ImportRun & { importId: string }> {
  const before = residentBytes(serverPid);
  let peak = before ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(serverPid) ?? 0)), 10);
  try {
    const started = performance.now();
    const form = new FormData();
    form.append('manufacturerId', manufacturerId);
    form.append('csvFile', new Blob([file.data]), file.name);
    const uploaded = await fetch(`${base}/api/csv-import`, {
      method: 'POST',
      body: form,
      headers: { cookie },
    });
    if (!uploaded.ok) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
    const { importId } = (await uploaded.json()) as UploadResponse;
    const uploadMs = performance.now() - started;
    const uploadPeak = Math.max(peak, residentBytes(serverPid) ?? 0);
    const processed = await fetch(`${base}/api/csv-import/${importId}/process`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ columnMapping: MAPPING }),
    });
    if (!processed.ok) throw new Error(`process answered ${processed.status}: ${await processed.text()}`);
    // As the screen does, but every 50 ms instead of 2 s so the figure is the job's, not the poll's.
    for (;;) {
      const history = (await (
        await fetch(`${base}/api/csv-imports?limit=5`, { headers: { cookie } })
      ).json()) as ImportHistory;
      const entry = history.imports.find((candidate) => candidate.id === importId);
      if (entry?.status === 'failed') throw new Error(`the import failed: ${entry.errorLog.join('; ')}`);
      if (entry?.status === 'staged') {
        const totalMs = performance.now() - started;
        peak = Math.max(peak, residentBytes(serverPid) ?? 0);
        return {
          importId,
          uploadMs,
          processMs: totalMs - uploadMs,
          totalMs,
          rssGrowthBytes: before === null ? null : peak - before,
          uploadRssGrowthBytes: before === null ? null : uploadPeak - before,
          staged: entry.recordsStaged,
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    clearInterval(sampler);
  }
}

/**
 * COPY of `csv` into a scratch table made afresh by `tableBody` (its columns, or a LIKE clause);
 * answers ms, the COPY alone. Checks every row arrived.
 */
async function timedCopy(
  db: Db,
  url: string,
  scratch: { table: string; tableBody: string; copy: string },
  csv: Buffer,
  expectedRows: number,
): Promise<number> {
  await db.execute(sql.raw(`drop table if exists ${scratch.table}`));
  await db.execute(sql.raw(`create table ${scratch.table} (${scratch.tableBody})`));
  const started = performance.now();
  const copied = await copyFromBuffer(url, `copy ${scratch.table} ${scratch.copy}`, csv);
  const ms = performance.now() - started;
  await db.execute(sql.raw(`drop table ${scratch.table}`));
  if (copied !== expectedRows)
    throw new Error(`COPY into ${scratch.table} copied ${copied} of ${expectedRows} rows`);
  return ms;
}

/** The baseline: the same rows (the CSV itself) into a table of text columns. */
const copyOnce = (db: Db, url: string, csv: Buffer, rowCount: number) =>
  timedCopy(
    db,
    url,
    {
      table: 'bench_import_copy',
      tableBody: HEADERS.map((_, i) => `c${i} text`).join(', '),
      copy: 'from stdin with (format csv, header true)',
    },
    csv,
    rowCount,
  );

/** staged_products' columns in the order of HEADERS, after the row number. */
const STAGED_COLUMNS = [
  'import_row_number',
  'sku',
  'name',
  'proposed_series_name',
  'description',
  'category',
  'subcategory',
  'status',
  'mfg_cost',
  'mfg_master_pack_cost',
  'mfg_master_pack_qty',
  'map_price',
  'retail_price',
  'image_url',
  'upc',
  'weight',
  'dimensions',
];

/**
 * The floor under any import into staging: COPY of the same rows into an empty table shaped like
 * staged_products with its defaults and indexes (no foreign keys, no validation, no job).
 */
const copyIntoStagingShape = (db: Db, url: string, rows: readonly string[][]) =>
  timedCopy(
    db,
    url,
    {
      table: 'bench_import_staged',
      tableBody: 'like staged_products including defaults including indexes',
      copy: `(${STAGED_COLUMNS.join(', ')}) from stdin with (format csv)`,
    },
    Buffer.from(csvText(rows.map((row, index) => [String(index + 2), ...row]))),
    rows.length,
  );

/**
 * The rows earlier runs staged and deleted are dead tuples until autovacuum comes by (it had not,
 * seconds later: 760,000 of them after a few runs). Each run starts on clean tables, as an
 * import does when autovacuum has kept up, and on statistics taken of near-empty staging (the
 * state that once made the pending-SKU probe scan the table per key).
 */
async function vacuumStaging(db: Db): Promise<void> {
  await db.execute(sql.raw('vacuum analyze staged_products, csv_import_failed_rows'));
}

/** `npm run bench -- import`: a product file from upload to staged against COPY (decision 0019). */
export async function runImportBench(args: string[] = []): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      rows: { type: 'string', default: '50000' },
      runs: { type: 'string', default: '1' },
      formats: { type: 'string', default: 'csv,xlsx' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return void console.log(USAGE);
  const rowCount = wholeNumberOption('rows', values.rows);
  const runs = wholeNumberOption('runs', values.runs);
  const formats = values.formats.split(',').map((format) => format.trim());
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('The import bench runs on PostgreSQL: set DATABASE_URL (see --help).');

  const { database, db } = await openBenchCatalogue(url, 1);
  const bench = await startBenchServer(db, url, DEMO_ACCOUNTS.admin.email);
  try {
    const [manufacturer] = await queryRows<{ id: string; name: string }>(
      db,
      sql`select id, name from organizations where type = 'manufacturer' and is_active order by name limit 1`,
    );
    if (!manufacturer) throw new Error('no active manufacturer in the database');
    console.log(
      `import bench: ${rowCount.toLocaleString('en-US')} rows for ${manufacturer.name}; load average ${loadAverage()}`,
    );

    for (const [part, format] of formats.entries()) {
      const rows = benchRows(rowCount, `BI${randomBytes(3).toString('hex').toUpperCase()}`);
      const csv = Buffer.from(csvText([HEADERS, ...rows]));
      const data = format === 'xlsx' ? workbookOf([HEADERS, ...rows]) : csv;
      console.log(
        `\n${part + 1}. ${format === 'xlsx' ? '.xlsx' : 'CSV'} of ${mb(data.length)} (the same rows as CSV: ${mb(csv.length)}), ${runs} run(s); COPY 3 runs.`,
      );
      const imports: ImportRun[] = [];
      for (let run = 1; run <= runs; run += 1) {
        await vacuumStaging(db);
        const outcome = await importOnce(bench.server.url, bench.cookie, bench.server.pid, manufacturer.id, {
          data,
          name: `bench.${format}`,
        });
        imports.push(outcome);
        if (outcome.staged !== rowCount) throw new Error(`staged ${outcome.staged} of ${rowCount} rows`);
        console.log(
          `   import run ${run}: upload ${seconds(outcome.uploadMs)} + processing ${seconds(outcome.processMs)} = ${seconds(outcome.totalMs)} ` +
            `(${perSecond(rowCount, outcome.totalMs)}); peak RSS growth ${growth(outcome.rssGrowthBytes, data.length)}` +
            ` (by the end of the upload: ${growth(outcome.uploadRssGrowthBytes, data.length)})`,
        );
        const removed = await fetch(`${bench.server.url}/api/csv-import/${outcome.importId}`, {
          method: 'DELETE',
          headers: { cookie: bench.cookie },
        });
        if (!removed.ok) throw new Error(`delete answered ${removed.status}`);
      }
      const copies = [];
      for (let run = 0; run < 3; run += 1) copies.push(await copyOnce(db, url, csv, rowCount));
      const floors = [];
      for (let run = 0; run < 3; run += 1) floors.push(await copyIntoStagingShape(db, url, rows));
      const importMs = median(imports.map((outcome) => outcome.totalMs));
      const copyMs = median(copies);
      const floorMs = median(floors);
      console.log(
        `   COPY: ${copies.map(seconds).join(', ')} (median ${seconds(copyMs)}, ${perSecond(rowCount, copyMs)})` +
          `\n   COPY into a table shaped like staged_products (its indexes): ${floors.map(seconds).join(', ')}` +
          ` (median ${seconds(floorMs)}, ${perSecond(rowCount, floorMs)}, ${((copyMs / floorMs) * 100).toFixed(0)} % of COPY's speed)` +
          `\n   import at ${((copyMs / importMs) * 100).toFixed(0)} % of COPY's speed (target ≥ 40 %),` +
          ` ${((floorMs / importMs) * 100).toFixed(0)} % of COPY into the staging shape; load average ${loadAverage()}`,
      );
    }
    // Part 3: approving 10,000 staged rows against one INSERT … ON CONFLICT (bench/import-approve.ts,
    // also runnable alone as `npm run bench -- import-approve`), on the same database and server.
    await runApprovePart(db, bench);
  } finally {
    await bench.close();
    // The imports' staged and failed rows were deleted: leave no dead rows for the next bench.
    console.log(
      `vacuumed: ${(await vacuumAfterBench(db, ['staged_products', 'csv_import_failed_rows', 'csv_imports'])).join(', ')}`,
    );
    await database.close();
  }
}

/** The dispatcher (src/scripts/bench.ts) calls `run(args)`. */
export const run = runImportBench;
