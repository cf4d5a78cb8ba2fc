import type { CatalogItem } from './demo-catalog-builders.ts';
import { KESTREL_SERIES } from './demo-catalog-kestrel.ts';
import { NORTHGATE_SERIES } from './demo-catalog-northgate.ts';
import { THUNDERLINE_SERIES } from './demo-catalog-thunderline.ts';
import { type PriceColumns, type Random, priceLadder, upcA } from './prng.ts';

export type DemoManufacturerKey = 'thunderline' | 'kestrel' | 'northgate';

export interface DemoProduct extends CatalogItem, PriceColumns {
  upc: string;
  discontinued: boolean;
  /** Days before the seed ran, so "newest first" lists look lived-in. */
  ageDays: number;
}

export interface DemoSeries {
  manufacturer: DemoManufacturerKey;
  name: string;
  description: string;
  products: DemoProduct[];
}

const MANUFACTURER_LINES: {
  key: DemoManufacturerKey;
  upcCompany: number;
  series: typeof THUNDERLINE_SERIES;
}[] = [
  { key: 'thunderline', upcCompany: 847120, series: THUNDERLINE_SERIES },
  { key: 'kestrel', upcCompany: 851433, series: KESTREL_SERIES },
  { key: 'northgate', upcCompany: 863207, series: NORTHGATE_SERIES },
];

/** Every 40th product is an older model that was discontinued. */
const DISCONTINUED_EVERY = 40;

/** The demo catalogue: the same products, prices and ages on every run for a given random source. */
export function buildDemoCatalog(random: Random): DemoSeries[] {
  let index = 0;
  return MANUFACTURER_LINES.flatMap((line) => {
    let item = 0;
    return line.series.map((definition) => ({
      manufacturer: line.key,
      name: definition.name,
      description: definition.description,
      products: definition.items(random).map((product): DemoProduct => {
        index += 1;
        item += 1;
        return {
          ...product,
          ...priceLadder(random, product.mfgCostCents),
          upc: upcA(line.upcCompany, item),
          discontinued: index % DISCONTINUED_EVERY === 17,
          ageDays: random.int(1, 540),
        };
      }),
    }));
  });
}
