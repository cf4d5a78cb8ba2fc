import { z } from 'zod';

/**
 * Product Image Search (back-office §2.12, §3, §5, §7–§9; issue 17): the products missing an
 * image, the search providers' quotas and the image search job, as the server answers them and
 * the screen reads them.
 */

export const IMAGE_SEARCH_STATUSES = ['pending', 'found', 'not_found', 'error'] as const;
export type ImageSearchStatus = (typeof IMAGE_SEARCH_STATUSES)[number];

/** Products one search may take (the screen's Select All takes at most the listed ones). */
export const MAX_IMAGE_SEARCH_PRODUCTS = 500;
/** Products the missing-images list answers at most; `total` counts them all. */
export const MISSING_IMAGES_LIMIT = 1_000;

/** §9 polling intervals, in milliseconds. */
export const IMAGE_SEARCH_POLL = {
  job: 2_000,
  missingImages: 30_000,
  providerStatusRunning: 10_000,
  providerStatusIdle: 60_000,
  activeJob: 5_000,
} as const;

export const IMAGE_SEARCH_MESSAGES = {
  noProductsTitle: 'No Products Selected',
  noProducts: 'Please select at least one product to search for images',
  tooMany: `Select at most ${MAX_IMAGE_SEARCH_PRODUCTS} products per search`,
  unknownProducts: 'None of the selected products exist any more',
  busy: 'An image search is already running',
  notConfigured:
    'Image search is not configured: set SERPAPI_KEY, SEARCHAPI_KEY or SERPER_KEY on the server to search for images',
  exhausted: 'Every image search provider has used its searches for this month',
  jobNotFound: 'There is no such image search',
  startedTitle: 'Image Search Started',
  completeTitle: 'Search Complete',
  failedTitle: 'Search Failed',
} as const;

export const imageSearchStartedMessage = (n: number) => `Started searching for images for ${n} products`;
export const imageSearchResultMessage = (found: number, failed: number) =>
  `Found ${found} images, ${failed} failed`;

export const missingImageProductSchema = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  manufacturerName: z.string().nullable(),
  seriesName: z.string().nullable(),
  imageSearchStatus: z.enum(IMAGE_SEARCH_STATUSES).nullable(),
  imageSearchNotes: z.string().nullable(),
  imageSearchLastAttempt: z.string().nullable(),
});
export type MissingImageProduct = z.infer<typeof missingImageProductSchema>;

export const missingImagesSchema = z.object({
  products: z.array(missingImageProductSchema),
  /** Every product without an image (the list holds the first MISSING_IMAGES_LIMIT). */
  total: z.number().int(),
});
export type MissingImages = z.infer<typeof missingImagesSchema>;

const quotaSchema = z.object({ remaining: z.number().int(), total: z.number().int() });

export const providerInfoSchema = z.object({
  name: z.string(),
  label: z.string(),
  configured: z.boolean(),
  available: z.boolean(),
  remaining: z.number().int(),
  total: z.number().int(),
  used: z.number().int(),
});

/** §3 Search provider status, plus whether searching is possible and why not. */
export const providerStatusSchema = z.object({
  /** The label of the provider the next search goes to; null when none is available. */
  current: z.string().nullable(),
  /** Labels of the providers with a key and quota left. */
  available: z.array(z.string()),
  loadBalancing: z.boolean(),
  /** Searches made this month, all providers together. */
  totalMonthlySearches: z.number().int(),
  serpApiQuota: quotaSchema,
  searchApiQuota: quotaSchema,
  serperApiQuota: quotaSchema,
  /** Whether any provider has a key (or the demo provider answers). */
  configured: z.boolean(),
  /** Why a search cannot start now; null when it can. */
  message: z.string().nullable(),
  providers: z.array(providerInfoSchema),
});
export type ProviderStatus = z.infer<typeof providerStatusSchema>;

export const IMAGE_SEARCH_JOB_STATUSES = ['running', 'completed', 'error'] as const;
export type ImageSearchJobStatus = (typeof IMAGE_SEARCH_JOB_STATUSES)[number];

/** §3 Image search job. */
export const imageSearchJobSchema = z.object({
  jobId: z.string(),
  total: z.number().int(),
  processed: z.number().int(),
  found: z.number().int(),
  failed: z.number().int(),
  currentSku: z.string().nullable(),
  status: z.enum(IMAGE_SEARCH_JOB_STATUSES),
  /** Why the job stopped, when status is error. */
  error: z.string().nullable(),
});
export type ImageSearchJob = z.infer<typeof imageSearchJobSchema>;

export const activeImageSearchSchema = z.object({ job: imageSearchJobSchema.nullable() });

export const startImageSearchSchema = z.object({
  productIds: z
    .array(z.string().min(1).max(100), { error: IMAGE_SEARCH_MESSAGES.noProducts })
    .min(1, IMAGE_SEARCH_MESSAGES.noProducts)
    .max(MAX_IMAGE_SEARCH_PRODUCTS, IMAGE_SEARCH_MESSAGES.tooMany),
});
export type StartImageSearch = z.infer<typeof startImageSearchSchema>;

export const imageSearchStartedSchema = z.object({
  jobId: z.string(),
  total: z.number().int(),
  message: z.string(),
});
export type ImageSearchStarted = z.infer<typeof imageSearchStartedSchema>;

/**
 * §9 quota badge thresholds for remaining searches, by provider: above `good` the default badge,
 * above `low` secondary, else destructive.
 */
export const QUOTA_BADGE_THRESHOLDS = {
  serpapi: { good: 50, low: 10 },
  searchapi: { good: 25, low: 5 },
  serper: { good: 500, low: 100 },
} as const;
export type QuotaBadgeTone = 'default' | 'secondary' | 'destructive';
export function quotaBadgeTone(
  provider: keyof typeof QUOTA_BADGE_THRESHOLDS,
  remaining: number,
): QuotaBadgeTone {
  const { good, low } = QUOTA_BADGE_THRESHOLDS[provider];
  if (remaining > good) return 'default';
  if (remaining > low) return 'secondary';
  return 'destructive';
}
