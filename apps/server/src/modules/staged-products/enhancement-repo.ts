import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { AiUseFlag, EnhancementResult } from '@crossover/domain/ai-enhancement';
import { type Db, queryRows } from '@/db/database.ts';
import { backgroundJobs } from '@/db/schema/background-jobs.ts';
import { stagedProducts as sp } from '@/db/schema/staged-products.ts';

/**
 * The AI columns of staged_products (decision 0020). A row belongs to the job in
 * `ai_enhancement_job_id`: every write of a job is conditional on it, so a newer request takes a
 * row over and the older job leaves it alone.
 */

/** One array parameter (`= any($1::text[])`) instead of one per id. */
const textArray = (values: readonly (string | null)[]): SQL => sql`${sql.param([...values])}::text[]`;
const intArray = (values: readonly (number | null)[]): SQL => sql`${sql.param([...values])}::int[]`;

/** The review state of each id that exists. */
export function reviewStates(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: sp.id, reviewStatus: sp.reviewStatus })
    .from(sp)
    .where(inArray(sp.id, [...ids]));
}

/** Hands pending-review rows to a job: pending again, error cleared. Returns how many. */
export async function queueRows(tx: Db, ids: readonly string[], jobId: string): Promise<number> {
  const rows = await tx
    .update(sp)
    .set({
      aiEnhancementStatus: 'pending',
      aiEnhancementJobId: jobId,
      aiEnhancementError: null,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(sp.id, [...ids]), eq(sp.reviewStatus, 'pending')))
    .returning({ id: sp.id });
  return rows.length;
}

/** The job's rows of this batch go processing (a resumed batch's rows again), with the attempt time. */
export async function markProcessing(tx: Db, ids: readonly string[], jobId: string): Promise<void> {
  await tx
    .update(sp)
    .set({ aiEnhancementStatus: 'processing', aiEnhancementAttemptedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        inArray(sp.id, [...ids]),
        eq(sp.aiEnhancementJobId, jobId),
        inArray(sp.aiEnhancementStatus, ['pending', 'processing']),
      ),
    );
}

/** What the enhancer is told about the job's processing rows of a batch. */
export async function rowsToEnhance(db: Db, ids: readonly string[], jobId: string) {
  const rows = await db
    .select({
      id: sp.id,
      sku: sp.sku,
      name: sp.name,
      description: sp.description,
      category: sp.category,
      subcategory: sp.subcategory,
      proposedSeriesName: sp.proposedSeriesName,
      manufacturerId: sp.manufacturerId,
      proposedManufacturerName: sp.proposedManufacturerName,
    })
    .from(sp)
    .where(
      and(
        inArray(sp.id, [...ids]),
        eq(sp.aiEnhancementJobId, jobId),
        eq(sp.aiEnhancementStatus, 'processing'),
      ),
    );
  // In the order asked for, so a batch's rows reach the enhancer the same way on every attempt.
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}

export type RowOutcome = { id: string } & (
  { ok: true; result: EnhancementResult } | { ok: false; error: string }
);

/**
 * Stores a batch's outcomes in one statement: completed with the proposal, or failed with the
 * reason (a failure keeps the last proposal and choices). A use-flag stays on only while its value
 * is unchanged: the choice was about that value.
 */
export async function writeOutcomes(tx: Db, jobId: string, outcomes: readonly RowOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const pick = <T>(get: (r: EnhancementResult) => T) => outcomes.map((o) => (o.ok ? get(o.result) : null));
  const keeps = (flag: SQL, column: SQL, value: SQL) =>
    sql`case when v.ok then ${flag} and ${column} is not distinct from ${value} else ${flag} end`;
  await tx.execute(sql`
    update staged_products as s set
      ai_enhancement_status = case when v.ok then 'completed' else 'failed' end,
      ai_enhancement_error = v.error,
      ai_enhancement_completed_at = case when v.ok then now() else s.ai_enhancement_completed_at end,
      use_ai_name = ${keeps(sql`s.use_ai_name`, sql`s.ai_enhanced_name`, sql`v.name`)},
      use_ai_description = ${keeps(sql`s.use_ai_description`, sql`s.ai_enhanced_description`, sql`v.description`)},
      use_ai_category = ${keeps(sql`s.use_ai_category`, sql`s.ai_enhanced_category`, sql`v.category`)},
      use_ai_series = ${keeps(sql`s.use_ai_series`, sql`s.ai_enhanced_series_name`, sql`v.series`)},
      ai_enhanced_name = case when v.ok then v.name else s.ai_enhanced_name end,
      ai_enhanced_description = case when v.ok then v.description else s.ai_enhanced_description end,
      ai_enhanced_category = case when v.ok then v.category else s.ai_enhanced_category end,
      ai_enhanced_subcategory = case when v.ok then v.subcategory else s.ai_enhanced_subcategory end,
      ai_enhanced_series_name = case when v.ok then v.series else s.ai_enhanced_series_name end,
      ai_enhancement_confidence = case when v.ok then v.confidence else s.ai_enhancement_confidence end,
      updated_at = now()
    from unnest(
      ${textArray(outcomes.map((o) => o.id))},
      ${sql.param(outcomes.map((o) => o.ok))}::boolean[],
      ${textArray(outcomes.map((o) => (o.ok ? null : o.error.slice(0, 500))))},
      ${textArray(pick((r) => r.name))},
      ${textArray(pick((r) => r.description))},
      ${textArray(pick((r) => r.category))},
      ${textArray(pick((r) => r.subcategory))},
      ${textArray(pick((r) => r.seriesName))},
      ${intArray(pick((r) => r.confidence))}
    ) as v(id, ok, error, name, description, category, subcategory, series, confidence)
    where s.id = v.id and s.ai_enhancement_job_id = ${jobId} and s.ai_enhancement_status = 'processing'`);
}

/** How the job's rows ended, by status. */
export async function countByStatus(db: Db, jobId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: sp.aiEnhancementStatus, count: sql<number>`count(*)::int` })
    .from(sp)
    .where(eq(sp.aiEnhancementJobId, jobId))
    .groupBy(sp.aiEnhancementStatus);
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}

/**
 * Rows a finished job left pending or processing (its last attempt died, or it failed) become
 * failed with the job's reason; so do processing rows whose job row is gone. Returns how many.
 */
export async function failRowsOfEndedJobs(db: Db): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update staged_products as s set
          ai_enhancement_status = 'failed',
          ai_enhancement_error = left(coalesce('The enhancement job stopped: ' || (j.error_log ->> -1), 'The enhancement job stopped before this product'), 500),
          updated_at = now()
        from staged_products as r
        left join ${backgroundJobs} as j on j.id = r.ai_enhancement_job_id
        where s.id = r.id
          and r.ai_enhancement_status in ('pending', 'processing')
          and ((r.ai_enhancement_job_id is not null and (j.id is null or j.status in ('succeeded', 'failed')))
               or (r.ai_enhancement_job_id is null and r.ai_enhancement_status = 'processing'))
        returning s.id`,
  );
  return rows.length;
}

/** The row with its enhanced values and use-flags, locked for the toggle. */
export async function lockForChoice(tx: Db, id: string) {
  const [row] = await tx
    .select({
      id: sp.id,
      reviewStatus: sp.reviewStatus,
      aiEnhancedName: sp.aiEnhancedName,
      aiEnhancedDescription: sp.aiEnhancedDescription,
      aiEnhancedImageUrl: sp.aiEnhancedImageUrl,
      aiEnhancedCategory: sp.aiEnhancedCategory,
      aiEnhancedSeriesName: sp.aiEnhancedSeriesName,
    })
    .from(sp)
    .where(eq(sp.id, id))
    .for('update');
  return row;
}

const FLAG_COLUMNS = {
  useAiName: sp.useAiName,
  useAiDescription: sp.useAiDescription,
  useAiImage: sp.useAiImage,
  useAiCategory: sp.useAiCategory,
  useAiSeries: sp.useAiSeries,
} as const;

export async function setUseFlag(tx: Db, id: string, flag: AiUseFlag, value: boolean) {
  const [row] = await tx
    .update(sp)
    .set({ [flag]: value, updatedAt: sql`now()` })
    .where(eq(sp.id, id))
    .returning({ id: sp.id, ...FLAG_COLUMNS });
  return row!;
}
