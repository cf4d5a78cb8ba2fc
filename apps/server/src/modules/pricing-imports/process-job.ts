import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/db/database.ts';
import { type JobRun, defineTrackedJob } from '@/jobs/job-definition.ts';
import { writeAudit } from '@/lib/audit.ts';
import { auditedBy } from '@/lib/actor.ts';
import { type StoredRow, applyRound, fromStored, scheduleRound } from './apply.ts';
import { failImport, findImport, updateImport } from './repo.ts';

/**
 * Applies (or, for a future effective date, schedules) one processed price list (issue 16,
 * decision 0035). The rows the request re-validated are stored with the import
 * (pricing_imports.changes), so every run reads them from there; each round of PRICE_ROUND rows is
 * one transaction holding its set-based statements, its changes and the job's cursor, so a crash
 * resumes after the last committed round and never applies a row twice. The last round marks the
 * import completed (or scheduled) with its audit entry. After the last attempt the import is
 * failed with the reason (and reads so even when the process died: repo.ts).
 */

export const PRICING_IMPORT_JOB = 'pricing-import';
/** Rows per round: ~0.3 s of statements on the embedded database at this machine's load. */
export const PRICE_ROUND = 2_000;
export const PRICING_IMPORT_MAX_ATTEMPTS = 3;

export const pricingImportPayload = z.object({
  importId: z.string().min(1).max(100),
  /** apply now, or record the changes as scheduled for the effective date. */
  mode: z.enum(['apply', 'schedule']),
});
export type PricingImportPayload = z.infer<typeof pricingImportPayload>;
type Cursor = { next: number; changed: number };

/** Test hook: runs inside each round's transaction before it commits (crash tests kill here). */
export const pricingJobHooks: { inRound?: (from: number, to: number) => void | Promise<void> } = {};

/** The rows a process request stored with the import. */
export const storedRowsSchema = z.object({
  rows: z.array(
    z.tuple([z.string(), z.string(), z.string().nullable(), z.string().nullable(), z.string().nullable()]),
  ),
});

/** On the embedded database a round holds the only connection: let queued requests in between rounds. */
const embedded = (db: Db) => (db as unknown as { $client?: unknown }).$client instanceof PGlite;
export const roundPause = async (db: Db, started: number, signal: AbortSignal) => {
  if (embedded(db)) await sleep(Math.max(20, performance.now() - started), undefined, { signal });
};

async function processImport(run: JobRun<PricingImportPayload, Cursor>) {
  const { importId, mode } = run.payload;
  const { db, clock } = run.context;
  const source = await findImport(db, importId);
  if (!source) return { outcome: 'import deleted' };
  if (source.jobId !== run.id || source.status !== 'processing') return { outcome: 'superseded' };
  const rows = storedRowsSchema.parse(source.changes).rows as StoredRow[];
  const target = source.organizationId;
  if (run.total === null) await run.setTotal(rows.length);
  let changed = run.cursor?.changed ?? 0;
  for (let from = run.cursor?.next ?? 0; from < rows.length; from += PRICE_ROUND) {
    const to = Math.min(from + PRICE_ROUND, rows.length);
    const started = performance.now();
    await run.commitBatch(async (tx) => {
      // The round and its cursor commit together: a round lost in a crash is redone whole.
      await tx.execute(sql`set local synchronous_commit = off`);
      const round = rows.slice(from, to).map(fromStored);
      const count =
        mode === 'apply'
          ? await applyRound(tx, target, importId, round)
          : await scheduleRound(tx, target, importId, round);
      await pricingJobHooks.inRound?.(from, to);
      changed += count;
      return { cursor: { next: to, changed }, processed: to - from };
    });
    if (to < rows.length) await roundPause(db, started, run.signal);
  }
  const status = mode === 'apply' ? 'completed' : 'scheduled';
  await run.commitBatch(async (tx) => {
    const now = clock.now();
    // The stored rows are all in pricing_changes now: the import keeps only its summary.
    await updateImport(tx, importId, {
      status,
      changes: null,
      ...(mode === 'apply' ? { appliedAt: now } : {}),
    });
    await writeAudit(tx, {
      ...auditedBy(run.actor),
      action: mode === 'apply' ? 'pricing_import.applied' : 'pricing_import.scheduled',
      entityType: 'pricing_import',
      entityId: importId,
      details: {
        jobId: run.id,
        filename: source.filename,
        organizationId: target,
        rows: rows.length,
        changes: changed,
      },
    });
    return { cursor: { next: rows.length, changed }, processed: 0 };
  });
  return { status, changes: changed };
}

export const pricingImportJob = defineTrackedJob<PricingImportPayload, Cursor>({
  kind: PRICING_IMPORT_JOB,
  payload: pricingImportPayload,
  maxAttempts: PRICING_IMPORT_MAX_ATTEMPTS,
  retryDelaySeconds: 5,
  async run(run) {
    try {
      return await processImport(run);
    } catch (error) {
      // The last attempt failed: the import says so with the reason (its applied rounds stay listed).
      if (run.attempt >= PRICING_IMPORT_MAX_ATTEMPTS && !run.signal.aborted) {
        const reason = error instanceof Error ? error.message : String(error);
        await failImport(run.context.db, run.payload.importId, run.id, reason.slice(0, 1000));
      }
      throw error;
    }
  },
});
