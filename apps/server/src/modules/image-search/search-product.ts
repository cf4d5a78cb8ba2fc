import type { AppContext } from '@/context.ts';
import { downloadImage } from '@/lib/images/download.ts';
import { ImageRejected } from '@/lib/images/pipeline.ts';
import { storeProductImage } from '@/lib/images/product-images.ts';
import { OutsideRefused } from '@/lib/net/guarded-fetch.ts';
import { NoProviderAvailable, type ProviderPool } from './provider-pool.ts';
import type { ProductToSearch, SearchOutcome } from './repo.ts';

/** The smallest acceptable side of a found image, in pixels (issue 17). */
export const MIN_IMAGE_DIMENSION = 200;
/** Results tried per site before moving on to the next site. */
export const CANDIDATES_PER_SITE = 3;
const NOTES_MAX = 1_000;

/** The host of a manufacturer's website, without 'www.': 'example.com'; null when it is no web address. */
export function siteOf(websiteUrl: string | null | undefined): string | null {
  const text = websiteUrl?.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** The words searched for a product: its SKU in quotes and its manufacturer's name. */
export const productQuery = (product: Pick<ProductToSearch, 'sku' | 'manufacturerName'>) =>
  `"${product.sku}" ${product.manufacturerName ?? ''}`.trim();

/** The manufacturer's site first, then the dealer sites, each once. */
export function sitesFor(
  product: Pick<ProductToSearch, 'websiteUrl'>,
  dealerSites: readonly string[],
): string[] {
  const manufacturer = siteOf(product.websiteUrl);
  return [...new Set([...(manufacturer ? [manufacturer] : []), ...dealerSites])];
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Searches one product's image site by site (manufacturer, then dealers) and keeps the first
 * acceptable result: a real image by its bytes, at least 200 × 200, downloaded through the
 * guarded fetcher, re-encoded and stored. Found, not found (every site searched, nothing
 * acceptable) or error (no site could be searched).
 */
export async function searchProduct(
  context: Pick<AppContext, 'config' | 'storage' | 'fetchOutside'>,
  pool: ProviderPool,
  product: ProductToSearch,
  signal?: AbortSignal,
): Promise<SearchOutcome> {
  const query = productQuery(product);
  const rejected: string[] = [];
  let searched = 0;
  let problem: string | null = null;
  for (const site of sitesFor(product, context.config.imageSearch.dealerSites)) {
    let result;
    try {
      result = await pool.search(query, site, signal);
    } catch (error) {
      if (!(error instanceof NoProviderAvailable)) throw error;
      problem = error.message;
      break;
    }
    searched += 1;
    for (const url of result.urls.slice(0, CANDIDATES_PER_SITE)) {
      try {
        const image = await downloadImage(context.fetchOutside, url, {
          minDimension: MIN_IMAGE_DIMENSION,
          signal,
        });
        const stored = await storeProductImage(context.storage, product.id, image);
        return {
          status: 'found',
          notes: `Found on ${site} (${result.provider})`,
          image: { url: stored, sourceUrl: image.sourceUrl, sourceSite: site },
        };
      } catch (error) {
        if (!(error instanceof OutsideRefused || error instanceof ImageRejected)) throw error;
        rejected.push(`${url}: ${describe(error)}`);
      }
    }
  }
  const tried = rejected.length > 0 ? ` Rejected: ${rejected.join('; ')}` : '';
  if (searched === 0)
    return { status: 'error', notes: `${problem ?? 'No site to search'}.${tried}`.slice(0, NOTES_MAX) };
  const stopped = problem ? ` Stopped after ${searched} sites: ${problem}.` : '';
  return {
    status: 'not_found',
    notes: `No acceptable image on ${searched} ${searched === 1 ? 'site' : 'sites'}.${stopped}${tried}`.slice(
      0,
      NOTES_MAX,
    ),
  };
}
