import {
  type ImageSearchJob,
  type ImageSearchStatus,
  type MissingImageProduct,
  type ProviderStatus,
  type QUOTA_BADGE_THRESHOLDS,
  quotaBadgeTone,
} from '@crossover/domain/image-search';
import type { BadgeTone } from '@/components/ui/badge';

/** The screen's pure parts (back-office §2.12), unit tested. */

/** The text filter: title, SKU, manufacturer or series, ignoring case. */
export function filterMissing(products: readonly MissingImageProduct[], text: string): MissingImageProduct[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...products];
  return products.filter((product) =>
    [product.name, product.sku, product.manufacturerName, product.seriesName].some((value) =>
      value?.toLowerCase().includes(needle),
    ),
  );
}

/** A product's status icon colour and label: found green, not_found and error red, pending yellow. */
export const STATUS_DISPLAY: Record<ImageSearchStatus, { label: string; tone: 'green' | 'red' | 'yellow' }> =
  {
    found: { label: 'Found', tone: 'green' },
    not_found: { label: 'Not found', tone: 'red' },
    error: { label: 'Error', tone: 'red' },
    pending: { label: 'Pending', tone: 'yellow' },
  };

/** Processed over total, in percent (0 when the total is unknown). */
export function jobPercent(job: Pick<ImageSearchJob, 'processed' | 'total'>): number {
  return job.total > 0 ? Math.min(100, (job.processed / job.total) * 100) : 0;
}

export const PROVIDER_QUOTAS = [
  { key: 'serpapi', label: 'SerpApi', field: 'serpApiQuota' },
  { key: 'searchapi', label: 'SearchApi.io', field: 'searchApiQuota' },
  { key: 'serper', label: 'Serper.dev', field: 'serperApiQuota' },
] as const satisfies readonly {
  key: keyof typeof QUOTA_BADGE_THRESHOLDS;
  label: string;
  field: 'serpApiQuota' | 'searchApiQuota' | 'serperApiQuota';
}[];

/** Remaining searches across the three providers. */
export const totalRemaining = (status: ProviderStatus) =>
  status.serpApiQuota.remaining + status.searchApiQuota.remaining + status.serperApiQuota.remaining;

/** §9 badge thresholds as the app's badge tones: default, secondary, destructive. */
export function quotaTone(provider: keyof typeof QUOTA_BADGE_THRESHOLDS, remaining: number): BadgeTone {
  const tone = quotaBadgeTone(provider, remaining);
  return tone === 'default' ? 'success' : tone === 'secondary' ? 'warning' : 'danger';
}

/** Ids kept selected: only those still listed (a found product leaves the list). */
export function keepListed(
  selected: ReadonlySet<string>,
  products: readonly MissingImageProduct[],
): Set<string> {
  const listed = new Set(products.map((product) => product.id));
  return new Set([...selected].filter((id) => listed.has(id)));
}
