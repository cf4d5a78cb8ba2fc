import { z } from 'zod';

/**
 * AI enhancement of staged rows and catalogue products (back-office §2.2 AI Enhanced tab, §2.11
 * demos, §3 staged_products AI fields, §4, §7, §8): POST /api/ai-enhancement/batch,
 * /single/{id}, /toggle/{id} and POST /api/scraper/bulk-enhance, admins only. Enhancement runs
 * as background jobs (decision 0020); the answers say what the toasts need, and each staged row
 * shows its own progress in `aiEnhancementStatus`.
 */

/** Spec §3/§4: a staged row's enhancement goes pending → processing → completed or failed. */
export const AI_ENHANCEMENT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type AiEnhancementStatus = (typeof AI_ENHANCEMENT_STATUSES)[number];

/** Staged rows per batch request ('Enhance n Products'); checked before any work. */
export const MAX_AI_ENHANCE_BATCH = 1_000;
/** Catalogue products per bulk-enhance request. */
export const MAX_BULK_ENHANCE_PRODUCTS = 1_000;
/** Longest enhanced name and description the enhancers may return (longer answers fail). */
export const MAX_ENHANCED_NAME_LENGTH = 200;
export const MAX_ENHANCED_DESCRIPTION_LENGTH = 2_000;

/** Spec §8 texts, word for word (titles are the toasts' titles). */
export const AI_MESSAGES = {
  startFailedTitle: 'Enhancement Failed',
  startFailed: 'Failed to start AI enhancement. Please try again.',
  startedTitle: 'AI Enhancement Started',
  processingOne: 'Processing product. Results will appear automatically.',
  /** The card's label before the row's error text. */
  failedLabel: 'Enhancement Failed:',
  publicStartFailed: 'Failed to start public AI enhancement process. Please try again.',
  publicFinished: 'Public AI enhancement has finished processing all products!',
  rawEnhanceFailed: 'Failed to enhance products',
  // Ours (the spec is silent): the request's refusals, each naming its field.
  selectToEnhance: 'Select at least one product to enhance',
  tooMany: `Select at most ${MAX_AI_ENHANCE_BATCH.toLocaleString('en-US')} products to enhance at a time`,
  tooManyProducts: `Select at most ${MAX_BULK_ENHANCE_PRODUCTS.toLocaleString('en-US')} products to enhance at a time`,
  notFound: 'Staged product not found',
  notPending: 'Only products waiting for review can be enhanced or changed',
  oneFlag: 'Send exactly one of useAiName, useAiDescription, useAiImage, useAiCategory or useAiSeries',
} as const;

/** Spec §9: the public enhancement's completion toast comes 30 s after it started. */
export const PUBLIC_ENHANCE_TOAST_DELAY_MS = 30_000;
/** Spec §2.11: the single demo waits 2 s, the bulk demo steps every 800 ms. */
export const AI_DEMO_SINGLE_DELAY_MS = 2_000;
export const AI_DEMO_BULK_STEP_MS = 800;

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** Spec §8: 'Processing n products. Results will appear automatically.' */
export const processingManyMessage = (count: number) =>
  `Processing ${plural(count, 'product')}. Results will appear automatically.`;
/** The answer of a bulk-enhance start (the spec shows no success text for it). */
export const bulkEnhanceStartedMessage = (count: number) =>
  `Enhancing ${plural(count, 'catalogue product')} in the background.`;
/** Ids in a batch that no longer exist or are no longer pending review. */
export const unavailableMessage = (count: number) =>
  `${count === 1 ? '1 selected product is' : `${count.toLocaleString('en-US')} selected products are`} no longer waiting for review: refresh the list and select again`;
export const missingProductsMessage = (count: number) =>
  `${count === 1 ? '1 selected product no longer exists' : `${count.toLocaleString('en-US')} selected products no longer exist`}: refresh the list and select again`;
/** The toggle's refusal when the enhancer proposed nothing for that field. */
export const noEnhancedValueMessage = (label: string) =>
  `There is no enhanced ${label} to use: enhance the product first`;

/**
 * Spec §2.11 confidence choices: High 90%+, Medium 75%+, Low 50%+ (below 50: no level). The
 * demos and the AI tab share them.
 */
export const CONFIDENCE_LEVELS = [
  { label: 'High', min: 90 },
  { label: 'Medium', min: 75 },
  { label: 'Low', min: 50 },
] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number]['label'];

export function confidenceLevel(confidence: number): ConfidenceLevel | null {
  return CONFIDENCE_LEVELS.find((level) => confidence >= level.min)?.label ?? null;
}

/** Spec §2.11 guidance: 95%+ auto-apply recommended, 85%+ review recommended, else manual review. */
export const CONFIDENCE_GUIDANCE = {
  autoApply: 'Auto-apply recommended',
  review: 'Review recommended',
  manual: 'Manual review required',
} as const;

export function confidenceGuidance(confidence: number): string {
  if (confidence >= 95) return CONFIDENCE_GUIDANCE.autoApply;
  if (confidence >= 85) return CONFIDENCE_GUIDANCE.review;
  return CONFIDENCE_GUIDANCE.manual;
}

/** Spec §2.11: what the bulk demo's hard-coded samples show once "enhanced". */
export interface BulkDemoEnhancedData {
  title: string;
  shortDescription: string;
  category: string;
  series: string;
  imageUrl: string;
  confidence: number;
}

/**
 * What an enhancer proposes for one product (either implementation; the provider's answers are
 * checked against this and the taxonomy before anything is stored). `reasons` says per field
 * what the proposal rests on, for logs and reviewers.
 */
export const enhancementResultSchema = z.object({
  name: z.string().trim().min(1).max(MAX_ENHANCED_NAME_LENGTH),
  description: z.string().trim().max(MAX_ENHANCED_DESCRIPTION_LENGTH).nullable(),
  category: z.string().trim().min(1).nullable(),
  subcategory: z.string().trim().min(1).nullable(),
  seriesName: z.string().trim().min(1).max(200).nullable(),
  confidence: z.number().int().min(0).max(100),
  reasons: z.record(z.string(), z.string()),
});
export type EnhancementResult = z.infer<typeof enhancementResultSchema>;

const idSchema = z.string().trim().min(1).max(100);

/** POST /api/ai-enhancement/batch. */
export const enhanceBatchRequestSchema = z.object({
  stagedProductIds: z
    .array(idSchema, { error: AI_MESSAGES.selectToEnhance })
    .min(1, AI_MESSAGES.selectToEnhance)
    .max(MAX_AI_ENHANCE_BATCH, AI_MESSAGES.tooMany),
});
export type EnhanceBatchRequest = z.infer<typeof enhanceBatchRequestSchema>;

/** The batch's answer: the toast's text and count, and the rows now waiting for the job. */
export const enhanceBatchResponseSchema = z.object({
  message: z.string(),
  /** How many rows were queued (duplicates in the request counted once). */
  count: z.number().int(),
  stagedProductIds: z.array(z.string()),
  /** The background job doing the work (GET nothing: rows show their own status). */
  jobId: z.string(),
});
export type EnhanceBatchResponse = z.infer<typeof enhanceBatchResponseSchema>;

/** POST /api/ai-enhancement/single/{id}. */
export const enhanceSingleResponseSchema = z.object({
  message: z.string(),
  stagedProductId: z.string(),
  jobId: z.string(),
});
export type EnhanceSingleResponse = z.infer<typeof enhanceSingleResponseSchema>;

/** The use-this flags of a staged row (spec §3), with the enhanced field each one needs. */
export const AI_USE_FLAGS = [
  'useAiName',
  'useAiDescription',
  'useAiImage',
  'useAiCategory',
  'useAiSeries',
] as const;
export type AiUseFlag = (typeof AI_USE_FLAGS)[number];
export const AI_FLAG_LABELS: Record<AiUseFlag, string> = {
  useAiName: 'name',
  useAiDescription: 'description',
  useAiImage: 'image',
  useAiCategory: 'category',
  useAiSeries: 'series',
};

/**
 * POST /api/ai-enhancement/toggle/{id}: exactly one flag with the value it should have (a value,
 * not a flip: a repeated click or a retried request lands where the user meant).
 */
export const aiToggleRequestSchema = z
  .object(
    Object.fromEntries(AI_USE_FLAGS.map((flag) => [flag, z.boolean().optional()])) as {
      [K in AiUseFlag]: z.ZodOptional<z.ZodBoolean>;
    },
  )
  .strict()
  .superRefine((body, ctx) => {
    const given = AI_USE_FLAGS.filter((flag) => body[flag] !== undefined);
    if (given.length !== 1) ctx.addIssue({ code: 'custom', path: ['flag'], message: AI_MESSAGES.oneFlag });
  });
export type AiToggleRequest = z.infer<typeof aiToggleRequestSchema>;

/** The one flag and value a toggle body names. */
export function toggleOf(body: AiToggleRequest): { flag: AiUseFlag; value: boolean } {
  const flag = AI_USE_FLAGS.find((name) => body[name] !== undefined)!;
  return { flag, value: body[flag]! };
}

export const aiUseFlagsSchema = z.object({
  useAiName: z.boolean(),
  useAiDescription: z.boolean(),
  useAiImage: z.boolean(),
  useAiCategory: z.boolean(),
  useAiSeries: z.boolean(),
});
export type AiUseFlags = z.infer<typeof aiUseFlagsSchema>;

export const aiToggleResponseSchema = aiUseFlagsSchema.extend({ id: z.string() });
export type AiToggleResponse = z.infer<typeof aiToggleResponseSchema>;

/** POST /api/scraper/bulk-enhance: catalogue products whose aiEnhanced* fields to fill. */
export const bulkEnhanceRequestSchema = z.object({
  productIds: z
    .array(idSchema, { error: AI_MESSAGES.selectToEnhance })
    .min(1, AI_MESSAGES.selectToEnhance)
    .max(MAX_BULK_ENHANCE_PRODUCTS, AI_MESSAGES.tooManyProducts),
});
export type BulkEnhanceRequest = z.infer<typeof bulkEnhanceRequestSchema>;

export const bulkEnhanceResponseSchema = z.object({
  message: z.string(),
  count: z.number().int(),
  jobId: z.string(),
});
export type BulkEnhanceResponse = z.infer<typeof bulkEnhanceResponseSchema>;

/**
 * A staged row's AI columns as the screens show them (spec §3); the staged products contract
 * includes these in its row. `aiEnhancedSubcategory` goes with the category.
 */
export const stagedAiFieldsSchema = aiUseFlagsSchema.extend({
  aiEnhancedName: z.string().nullable(),
  aiEnhancedDescription: z.string().nullable(),
  aiEnhancedImageUrl: z.string().nullable(),
  aiEnhancedCategory: z.string().nullable(),
  aiEnhancedSubcategory: z.string().nullable(),
  aiEnhancedSeriesName: z.string().nullable(),
  aiEnhancementStatus: z.enum(AI_ENHANCEMENT_STATUSES),
  aiEnhancementConfidence: z.number().int().nullable(),
  aiEnhancementAttemptedAt: z.string().nullable(),
  aiEnhancementCompletedAt: z.string().nullable(),
  aiEnhancementError: z.string().nullable(),
});
export type StagedAiFields = z.infer<typeof stagedAiFieldsSchema>;

/** The values approval writes for the fields AI may replace. */
export interface ReviewedValues {
  name: string;
  description: string | null;
  imageUrl: string | null;
  category: string | null;
  subcategory: string | null;
  seriesName: string | null;
}

/**
 * What approving a staged row uses (spec §7 staged-bulk with useAiEnhancements): each flagged
 * field's enhanced value where there is one, else the original. The category brings its
 * subcategory along (an enhanced category with the original's subcategory could be a pair that
 * does not exist).
 */
export function applyAiChoices(
  original: ReviewedValues,
  ai: Pick<
    StagedAiFields,
    | 'aiEnhancedName'
    | 'aiEnhancedDescription'
    | 'aiEnhancedImageUrl'
    | 'aiEnhancedCategory'
    | 'aiEnhancedSubcategory'
    | 'aiEnhancedSeriesName'
  >,
  flags: AiUseFlags,
  useAiEnhancements: boolean,
): ReviewedValues {
  if (!useAiEnhancements) return original;
  const useCategory = flags.useAiCategory && ai.aiEnhancedCategory !== null;
  return {
    name: (flags.useAiName && ai.aiEnhancedName) || original.name,
    description: (flags.useAiDescription && ai.aiEnhancedDescription) || original.description,
    imageUrl: (flags.useAiImage && ai.aiEnhancedImageUrl) || original.imageUrl,
    category: useCategory ? ai.aiEnhancedCategory : original.category,
    subcategory: useCategory ? ai.aiEnhancedSubcategory : original.subcategory,
    seriesName: (flags.useAiSeries && ai.aiEnhancedSeriesName) || original.seriesName,
  };
}
