import type { Db } from '@/db/database.ts';
import type { EnhancementInput } from '@/modules/ai-enhancement/enhancer.ts';
import { organizationNames } from '@/modules/organizations/names.ts';
import { createSeriesService } from '@/modules/series/service.ts';

/** The manufacturers' active series names, through the series module's service. */
async function seriesByManufacturer(
  db: Db,
  manufacturerIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byManufacturer = new Map<string, string[]>();
  if (manufacturerIds.length === 0) return byManufacturer;
  const series = await createSeriesService({ db }).list({
    manufacturerIds: [...new Set(manufacturerIds)],
    activeOnly: true,
  });
  for (const { manufacturerId, name } of series) {
    byManufacturer.set(manufacturerId, [...(byManufacturer.get(manufacturerId) ?? []), name]);
  }
  return byManufacturer;
}

export interface ProductLike {
  sku: string | null;
  name: string;
  description: string | null;
  category: string | null;
  subcategory: string | null;
  seriesName: string | null;
  manufacturerId: string | null;
  /** Used when the manufacturer is not known by id (a scraped row's proposed manufacturer). */
  manufacturerName: string | null;
}

/** What the enhancer is told about each row, with its manufacturer's name and existing series. */
export async function enhancementInputs(db: Db, rows: readonly ProductLike[]): Promise<EnhancementInput[]> {
  const manufacturerIds = [
    ...new Set(rows.flatMap((row) => (row.manufacturerId ? [row.manufacturerId] : []))),
  ];
  const [names, series] = await Promise.all([
    organizationNames(db, manufacturerIds),
    seriesByManufacturer(db, manufacturerIds),
  ]);
  return rows.map((row) => ({
    name: row.name,
    description: row.description,
    category: row.category,
    subcategory: row.subcategory,
    seriesName: row.seriesName,
    manufacturerName: (row.manufacturerId && names.get(row.manufacturerId)) || row.manufacturerName,
    existingSeries: (row.manufacturerId && series.get(row.manufacturerId)) || [],
    sku: row.sku,
  }));
}
