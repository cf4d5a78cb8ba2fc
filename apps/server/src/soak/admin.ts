import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { UploadResponse } from '@crossover/domain/imports';
import { HEADERS, MAPPING, benchRows } from '@/bench/import.ts';
import { type Db, queryRows } from '@/db/database.ts';
import { csvText } from '@/test/imports/import-kit.ts';
import { retryable, sleep } from './buyers.ts';
import type { Recorder } from './recorder.ts';

/**
 * What the soak's administrator does through nginx: an import, an approval, a bulk update and an
 * AI enhancement, each waited for; what was selected is recorded for the checks (checks.ts).
 */

/** Every 50th row has no SKU, so the import fails it ('SKU is required'): both outcomes are exercised. */
export const FAILING_ROW_EVERY = 50;

/** The import bench's manufacturer file (every field filled, ~190 bytes a row), with the failing rows. */
function importRows(count: number, prefix: string): string[][] {
  return benchRows(count, prefix).map((row, i) =>
    (i + 1) % FAILING_ROW_EVERY === 0 ? ['', ...row.slice(1)] : row,
  );
}

export interface AdminResults {
  importId?: string;
  importRows: number;
  uploadMs?: number;
  importMs?: number;
  approvalJobId?: string;
  approvedIds: string[];
  bulkJobId?: string;
  bulkProductIds: string[];
  enhancedIds: string[];
  steps: string[];
}

export const BULK_CATEGORY = 'Soak Bulk Amplifiers';

async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  pollMs = 2000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not done within ${timeoutMs / 1000} s`);
    await sleep(pollMs);
  }
}

/** A write retried (with a fresh attempt) until it has an answer; the answer must be `expected`. */
async function write<T>(
  attempt: () => Promise<{ status: number; body: T }>,
  expected: number[],
  what: string,
): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    const answer = await attempt();
    if (expected.includes(answer.status)) return answer.body;
    if (!retryable(answer.status) || tries >= 6)
      throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
    await sleep(2000 * tries);
  }
}

async function jobFinished(db: Db, id: string): Promise<boolean> {
  const [row] = await queryRows<{ status: string }>(
    db,
    sql`select status from background_jobs where id = ${id}`,
  );
  return row?.status === 'succeeded' || row?.status === 'failed';
}

/**
 * The administrator's afternoon: a 50,000-row file uploaded, mapped and processed into staging;
 * `approve` of its rows approved; those products' category changed in bulk; `enhance` other
 * staged rows enhanced by the configured AI provider (the offline enhancer here).
 */
export async function runAdmin(
  recorder: Recorder,
  base: string,
  db: Db,
  cookie: string,
  options: { rows: number; approve: number; enhance: number },
  results: AdminResults,
): Promise<void> {
  const [manufacturer] = await queryRows<{ id: string }>(
    db,
    sql`select id from organizations where type = 'manufacturer' and is_active order by name limit 1`,
  );
  if (!manufacturer) throw new Error('no active manufacturer');
  const prefix = `SOAK${randomBytes(3).toString('hex').toUpperCase()}`;
  const file = Buffer.from(csvText([HEADERS, ...importRows(options.rows, prefix)]));
  results.importRows = options.rows;

  const uploadStarted = Date.now();
  const uploaded = await write(
    () => {
      const form = new FormData();
      form.append('manufacturerId', manufacturer.id);
      form.append('csvFile', new Blob([file]), 'soak.csv');
      return recorder.send<UploadResponse>(base, 'import upload', 'POST', '/api/csv-import', {
        cookie,
        form,
        timeoutMs: 300_000,
      });
    },
    [200, 201],
    'the upload',
  );
  results.importId = uploaded.importId;
  results.uploadMs = Date.now() - uploadStarted;
  results.steps.push(
    `uploaded ${(file.length / 1024 / 1024).toFixed(1)} MB in ${(results.uploadMs / 1000).toFixed(1)} s`,
  );
  await write(
    () =>
      recorder.send(base, 'admin write', 'POST', `/api/csv-import/${uploaded.importId}/process`, {
        cookie,
        body: { columnMapping: MAPPING },
        headers: { 'idempotency-key': randomUUID() },
      }),
    [200, 202],
    'processing the import',
  );
  const importStarted = Date.now();
  await waitUntil(
    'the import',
    async () => {
      await recorder.send(base, 'admin poll', 'GET', '/api/csv-imports?limit=5', { cookie });
      const [row] = await queryRows<{ status: string }>(
        db,
        sql`select status from csv_imports where id = ${uploaded.importId}`,
      );
      return row?.status === 'staged' || row?.status === 'failed' || row?.status === 'completed';
    },
    15 * 60_000,
  );
  results.importMs = Date.now() - importStarted;
  results.steps.push(`import processed in ${(results.importMs / 1000).toFixed(1)} s`);

  const pending = await queryRows<{ id: string }>(
    db,
    sql`select id from staged_products where csv_import_id = ${uploaded.importId} and review_status = 'pending'
        order by import_row_number limit ${options.approve + options.enhance}`,
  );
  const toApprove = pending.slice(0, options.approve).map((row) => row.id);
  const toEnhance = pending.slice(options.approve).map((row) => row.id);
  const started = await write(
    () =>
      recorder.send<{ jobId: string }>(base, 'admin write', 'POST', '/api/scraper/staged-bulk', {
        cookie,
        body: { action: 'approve', productIds: toApprove, useAiEnhancements: false },
        headers: { 'idempotency-key': randomUUID() },
      }),
    [202],
    'the approval',
  );
  results.approvalJobId = started.jobId;
  results.approvedIds = toApprove;
  await waitUntil(
    'the approval job',
    async () => {
      await recorder.send(base, 'admin poll', 'GET', `/api/scraper/staged-bulk/${started.jobId}`, { cookie });
      return jobFinished(db, started.jobId);
    },
    10 * 60_000,
  );
  results.steps.push(`approved ${toApprove.length} staged rows (job ${started.jobId})`);

  const products = await queryRows<{ id: string }>(
    db,
    sql`select id from products where sku like ${`${prefix}-%`} order by sku limit ${Math.min(options.approve, 10_000)}`,
  );
  results.bulkProductIds = products.map((row) => row.id);
  const bulk = await write(
    () =>
      recorder.send<{ jobId: string }>(base, 'admin write', 'PUT', '/api/products/bulk-update', {
        cookie,
        body: { productIds: results.bulkProductIds, updates: { category: BULK_CATEGORY } },
        headers: { 'idempotency-key': randomUUID() },
      }),
    [202],
    'the bulk update',
  );
  results.bulkJobId = bulk.jobId;
  await waitUntil(
    'the bulk update job',
    async () => {
      await recorder.send(base, 'admin poll', 'GET', `/api/products/bulk-jobs/${bulk.jobId}`, { cookie });
      return jobFinished(db, bulk.jobId);
    },
    10 * 60_000,
  );
  results.steps.push(`bulk-updated ${results.bulkProductIds.length} products (job ${bulk.jobId})`);

  await write(
    () =>
      recorder.send(base, 'admin write', 'POST', '/api/ai-enhancement/batch', {
        cookie,
        body: { stagedProductIds: toEnhance },
        headers: { 'idempotency-key': randomUUID() },
      }),
    [202],
    'the AI enhancement',
  );
  results.enhancedIds = toEnhance;
  await waitUntil(
    'the AI enhancement',
    async () => {
      await recorder.send(base, 'admin poll', 'GET', '/api/scraper/staged?limit=25', { cookie });
      const [row] = await queryRows<{ open: number }>(
        db,
        sql`select count(*)::int as open from staged_products
            where id = any(${sql.param(toEnhance)}::text[]) and ai_enhancement_status in ('pending', 'processing')`,
      );
      return row?.open === 0;
    },
    10 * 60_000,
  );
  results.steps.push(`AI-enhanced ${toEnhance.length} staged rows`);
}
