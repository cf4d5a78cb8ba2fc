import { DEMO_SEED } from '@/db/seed/demo.ts';
import { type DemoManufacturerKey, buildDemoCatalog } from '@/db/seed/demo-catalog.ts';
import { DEMO_ORGANIZATIONS } from '@/db/seed/demo-organizations.ts';
import { createRandom } from '@/db/seed/prng.ts';
import { type PictureInput, renderPicture } from './picture.ts';

/** Each demo manufacturer's colour on its pictures. */
const BRAND_COLORS: Record<DemoManufacturerKey, string> = {
  thunderline: '#dc2626',
  kestrel: '#0284c7',
  northgate: '#0d9488',
};

let inputs: Map<string, PictureInput> | null = null;

/**
 * What each demo product's picture shows, by SKU. The demo catalogue is built from a fixed random
 * source, so this is the same catalogue the seed loaded; built once, on first use.
 */
function pictureInputs(): Map<string, PictureInput> {
  if (inputs) return inputs;
  const names = new Map(DEMO_ORGANIZATIONS.map((o) => [o.key as string, o.name]));
  inputs = new Map();
  for (const series of buildDemoCatalog(createRandom(DEMO_SEED))) {
    for (const product of series.products) {
      inputs.set(product.sku, {
        brandName: names.get(series.manufacturer) ?? series.manufacturer,
        brandColor: BRAND_COLORS[series.manufacturer],
        name: product.name,
        category: product.category,
        subcategory: product.subcategory,
        specifications: product.specifications,
      });
    }
  }
  return inputs;
}

/** Rendered pictures (a few KB each, one per demo product at most), shared by concurrent requests. */
const rendered = new Map<string, Promise<Buffer>>();

/** The WebP picture of a demo product, or null when the SKU is not in the demo catalogue. */
export function demoPicture(sku: string): Promise<Buffer> | null {
  const cached = rendered.get(sku);
  if (cached) return cached;
  const input = pictureInputs().get(sku);
  if (!input) return null;
  const picture = renderPicture(input);
  rendered.set(sku, picture);
  // A failed render is not kept: the next request tries again.
  picture.catch(() => rendered.delete(sku));
  return picture;
}

export const demoPictureSkus = () => [...pictureInputs().keys()];
