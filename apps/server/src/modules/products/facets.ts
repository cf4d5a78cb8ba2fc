import { type SQL, and, asc, sql } from 'drizzle-orm';
import { type ProductFacets, type ProductLifecycle } from '@crossover/domain/catalog';
import { FACET_SCAN_CAP, FACET_TOP_N, type FacetKey, type FacetMoreResponse } from '@crossover/domain/facets';
import { type Db, concurrently, queryRows } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { products as p } from '@/db/schema/products.ts';
import { fitmentFilterSql } from '@/modules/vehicles/fitment-filter.ts';
import { type FacetTotals, emptyTotals, facetTotalsFromTable } from './facet-counts-repo.ts';
import { type FacetName, type ProductQueryFilters, productFilterSql } from './repo.ts';
import { type ScanRow, facetColumns, groupedSql } from './facet-scan-sql.ts';
import { walkHolds, walkedWithinNameBounds } from './name-bounds.ts';
import { escapeLike, productSearchSql, searchIsIndexed, shortWordsLead } from './search.ts';
import { readThroughBitmap } from '@/lib/db/bitmap-read.ts';

/**
 * The catalogue's filter options with counts (decision 0047). Without a search or a narrowing
 * filter the counts come from the facet count table (a few thousand rows, kept by triggers) and
 * are cached for a few seconds; with one, each facet counts at most FACET_SCAN_CAP matching
 * products (`capped` when there were more). Either way only the top FACET_TOP_N options per
 * facet are sent, plus the chosen one; facetMore lists the rest of one facet.
 */

const LIFECYCLES: readonly ProductLifecycle[] = ['active', 'inactive', 'discontinued'];

/** The lifecycles a reader may see (a partner: no inactive product) … */
const visible = (filters: ProductQueryFilters) =>
  filters.listedOnly ? LIFECYCLES.filter((l) => l !== 'inactive') : LIFECYCLES;

/** … and those the status filter keeps (repo.ts statusSql, by lifecycle). */
function listed(filters: ProductQueryFilters): ProductLifecycle[] {
  const kept: Record<ProductQueryFilters['status'], readonly ProductLifecycle[]> = {
    active: ['active'],
    inactive: ['inactive', 'discontinued'],
    discontinued: ['discontinued'],
    all: LIFECYCLES,
  };
  return visible(filters).filter((l) => kept[filters.status].includes(l));
}

/** Whether anything but visibility and status narrows the products (then the table cannot answer). */
function isNarrowed(filters: ProductQueryFilters): boolean {
  return (
    productSearchSql(filters.search) !== undefined ||
    fitmentFilterSql(p.id, filters) !== undefined ||
    Boolean(filters.category || filters.subcategory || filters.manufacturerId || filters.seriesId)
  );
}

/** How long the unfiltered counts are reused: a write shows in the filters within this. */
export const FACET_CACHE_MS = 5_000;
const cache = new WeakMap<Db, Map<string, { at: number; value: Promise<unknown> }>>();

/**
 * What `load` answers for `key`, shared by the requests of the next FACET_CACHE_MS (concurrent
 * misses wait for one load). Per database handle, so a test's database never sees another's.
 */
function cached<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const byKey = cache.get(db) ?? new Map<string, { at: number; value: Promise<unknown> }>();
  cache.set(db, byKey);
  const hit = byKey.get(key);
  if (hit && performance.now() - hit.at < FACET_CACHE_MS) return hit.value as Promise<T>;
  const value = load();
  byKey.set(key, { at: performance.now(), value });
  // A failed read is not kept.
  value.catch(() => byKey.delete(key));
  return value;
}

/** The unfiltered answers differ only by the lifecycles they count. */
const lifecycleKey = (filters: ProductQueryFilters) => `${listed(filters).join()}|${visible(filters).join()}`;

/** The table's totals for the lifecycles these filters see. */
const tableTotals = (db: Db, filters: ProductQueryFilters) =>
  cached(db, `totals:${lifecycleKey(filters)}`, () =>
    facetTotalsFromTable(db, listed(filters), visible(filters)),
  );

/** Forgets the cached counts (tests, and a caller that has just written and must see it). */
export const forgetCachedFacets = (db: Db) => cache.delete(db);

const OWN_FILTER: Record<keyof FacetTotals, FacetName> = {
  statuses: 'status',
  categories: 'category',
  subcategories: 'subcategory',
  manufacturers: 'manufacturerId',
  series: 'seriesId',
};

/** The filter a facet counts under: every other filter, its own left out when it is set. */
function omitFor(facet: keyof FacetTotals, filters: ProductQueryFilters): FacetName | undefined {
  const own = OWN_FILTER[facet];
  const set = own === 'status' ? filters.status !== 'all' : Boolean(filters[own]);
  return set ? own : undefined;
}

/**
 * The first FACET_SCAN_CAP + 1 products matching the filters (`omit` left out), grouped by the
 * value of every facet in `counted` at once: for a search with name bounds, from the name order
 * between them when that decides it (scanWithinNameBounds); else found through the search's
 * indexes when a word has one (trigrams or a word-start key), or read in table order.
 */
async function scanTotals(
  db: Db,
  filters: ProductQueryFilters,
  omit: FacetName | undefined,
  counted: readonly (keyof FacetTotals)[],
) {
  // Short words that lead (search.ts) are rare: the name-bounds walk would not decide.
  const lead = await shortWordsLead(db, filters);
  const rows =
    (lead ? null : await scanWithinNameBounds(db, filters, omit, counted)) ??
    (await scanThroughIndexes(db, filters, omit, counted));
  const totals = emptyTotals();
  const add = (map: Map<string, number>, key: string, n: number) => {
    if (key !== '') map.set(key, (map.get(key) ?? 0) + n);
  };
  let seen = 0;
  for (const row of rows) {
    seen += row.n;
    add(totals.statuses, row.lifecycle, row.n);
    add(totals.categories, row.category, row.n);
    add(totals.subcategories, row.subcategory, row.n);
    add(totals.manufacturers, row.manufacturer_id, row.n);
    add(totals.series, row.series_id, row.n);
  }
  return { totals, seen, capped: seen > FACET_SCAN_CAP };
}

/** The scan of scanTotals read through the search's indexes (or in table order without one). */
async function scanThroughIndexes(
  db: Db,
  filters: ProductQueryFilters,
  omit: FacetName | undefined,
  counted: readonly (keyof FacetTotals)[],
) {
  return (searchIsIndexed(filters) ? readThroughBitmap : queryRows)<ScanRow>(
    db,
    groupedSql(sql`select ${facetColumns(counted)} from ${p}
      where ${productFilterSql(filters, omit) ?? sql`true`} limit ${FACET_SCAN_CAP + 1}`),
  );
}

/**
 * A search's facet scan from the name order between its words' bounds (decision 0063,
 * name-bounds.ts), in one pass over the first FACET_SCAN_CAP + 1 products there: grouped with how
 * many of each group match, which answers when they all match (the first matches) or are all the
 * products there (their matches are all the matches). Null otherwise, or without bounds.
 */
async function scanWithinNameBounds(
  db: Db,
  filters: ProductQueryFilters,
  omit: FacetName | undefined,
  counted: readonly (keyof FacetTotals)[],
) {
  const rows = FACET_SCAN_CAP + 1;
  const walked = await walkedWithinNameBounds(db, filters, omit, rows);
  if (!walked) return null;
  const groups = await queryRows<ScanRow & { walked: number }>(
    db,
    sql`select coalesce(category, '') as category, coalesce(subcategory, '') as subcategory,
               manufacturer_id, series_id, lifecycle,
               count(*) filter (where matches)::int as n, count(*)::int as walked
        from (select ${facetColumns(counted)}, (${productSearchSql(filters.search, 'rows')}) is true as matches
              from ${walked}) as scanned
        group by 1, 2, 3, 4, 5`,
  );
  const sum = (pick: (group: ScanRow & { walked: number }) => number) =>
    groups.reduce((total, group) => total + pick(group), 0);
  if (
    !walkHolds(
      sum((g) => g.walked),
      sum((g) => g.n),
      rows,
    )
  )
    return null;
  return groups.filter((group) => group.n > 0);
}

/** The chosen value of each facet, by the filter it comes from. */
const CHOSEN: Record<keyof FacetTotals, (f: ProductQueryFilters) => string | undefined> = {
  statuses: () => undefined,
  categories: (f) => f.category,
  subcategories: (f) => f.subcategory,
  manufacturers: (f) => f.manufacturerId,
  series: (f) => f.seriesId,
};

/**
 * The capped path: one bounded scan per distinct filter the asked facets count under. A chosen
 * value the first matches of its facet missed is still listed: its count under the other filters
 * is the number of products matching every filter (the full scan, capped too).
 */
async function scannedTotals(db: Db, filters: ProductQueryFilters, facets: readonly (keyof FacetTotals)[]) {
  const omits = [...new Set([undefined, ...facets.map((f) => omitFor(f, filters))])];
  const scans = await concurrently(
    db,
    omits.map(
      (omit) => () =>
        scanTotals(
          db,
          filters,
          omit,
          facets.filter((facet) => omitFor(facet, filters) === omit),
        ),
    ),
  );
  const matchingAll = scans[omits.indexOf(undefined)]!;
  const totals = emptyTotals();
  for (const facet of facets) {
    totals[facet] = scans[omits.indexOf(omitFor(facet, filters))]!.totals[facet];
    const chosen = CHOSEN[facet](filters);
    if (chosen && !totals[facet].has(chosen) && matchingAll.seen > 0)
      totals[facet].set(chosen, matchingAll.seen);
  }
  return { totals, capped: scans.some((s) => s.capped) };
}

async function totalsFor(db: Db, filters: ProductQueryFilters, facets: readonly (keyof FacetTotals)[]) {
  if (!isNarrowed(filters)) return { totals: await tableTotals(db, filters), capped: false };
  return scannedTotals(db, filters, facets);
}

/** The FACET_TOP_N values with most products (ties by value) and the chosen one. */
function top(counts: Map<string, number>, chosen: string | undefined) {
  const picked = [...counts]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
    .slice(0, FACET_TOP_N)
    .map(([value]) => value);
  if (chosen && counts.has(chosen) && !picked.includes(chosen)) picked.push(chosen);
  return { picked, more: counts.size > picked.length };
}

const textArray = (values: readonly string[]): SQL => sql`${sql.param([...values])}::text[]`;

const byValue = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function namesOfManufacturers(db: Db, ids: string[], nameLike?: string, limit?: number) {
  const query = db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(
      and(
        sql`${organizations.id} = any(${textArray(ids)})`,
        nameLike ? sql`${organizations.name} ilike ${nameLike}` : undefined,
      ),
    )
    .orderBy(asc(organizations.name), asc(organizations.id));
  return limit === undefined ? query : query.limit(limit);
}

function namesOfSeries(db: Db, ids: string[], nameLike?: string, limit?: number) {
  const query = db
    .select({ id: productSeries.id, name: productSeries.name, manufacturerId: productSeries.manufacturerId })
    .from(productSeries)
    .where(
      and(
        sql`${productSeries.id} = any(${textArray(ids)})`,
        nameLike ? sql`${productSeries.name} ilike ${nameLike}` : undefined,
      ),
    )
    .orderBy(asc(productSeries.name), asc(productSeries.id));
  return limit === undefined ? query : query.limit(limit);
}

const ALL_FACETS: readonly (keyof FacetTotals)[] = [
  'statuses',
  'categories',
  'subcategories',
  'manufacturers',
  'series',
];

export function productFacets(db: Db, filters: ProductQueryFilters): Promise<ProductFacets> {
  // Unfiltered, the whole answer (names included) is reused for a few seconds.
  return isNarrowed(filters)
    ? facetsOf(db, filters)
    : cached(db, `answer:${lifecycleKey(filters)}`, () => facetsOf(db, filters));
}

async function facetsOf(db: Db, filters: ProductQueryFilters): Promise<ProductFacets> {
  const { totals, capped } = await totalsFor(db, filters, ALL_FACETS);
  const categories = top(totals.categories, filters.category);
  const subcategories = top(totals.subcategories, filters.subcategory);
  const manufacturers = top(totals.manufacturers, filters.manufacturerId);
  const series = top(totals.series, filters.seriesId);
  const [manufacturerNames, seriesNames] = await concurrently(db, [
    () =>
      manufacturers.picked.length ? namesOfManufacturers(db, manufacturers.picked) : Promise.resolve([]),
    () => (series.picked.length ? namesOfSeries(db, series.picked) : Promise.resolve([])),
  ]);
  const valueOptions = (picked: string[], counts: Map<string, number>) =>
    [...picked].sort(byValue).map((value) => ({ value, count: counts.get(value)! }));
  return {
    statuses: [...totals.statuses]
      .sort(([a], [b]) => byValue(a, b))
      .map(([value, count]) => ({ value, count })),
    categories: valueOptions(categories.picked, totals.categories),
    subcategories: valueOptions(subcategories.picked, totals.subcategories),
    manufacturers: manufacturerNames.map((m) => ({ ...m, count: totals.manufacturers.get(m.id)! })),
    series: seriesNames.map((s) => ({ ...s, count: totals.series.get(s.id)! })),
    more: {
      categories: categories.more,
      subcategories: subcategories.more,
      manufacturers: manufacturers.more,
      series: series.more,
    },
    capped,
  };
}

/**
 * One facet's options whose name contains `q`, by name, at most `limit` (GET
 * /api/products/facets/more): what the top FACET_TOP_N left out, and the ones sent already.
 */
export async function facetMore(
  db: Db,
  filters: ProductQueryFilters,
  facet: FacetKey,
  q: string | undefined,
  limit: number,
): Promise<FacetMoreResponse> {
  const { totals, capped } = await totalsFor(db, filters, [facet]);
  const counts = totals[facet];
  const nameLike = q ? `%${escapeLike(q)}%` : undefined;
  let options: FacetMoreResponse['options'];
  if (facet === 'manufacturers' || facet === 'series') {
    const ids = [...counts.keys()];
    const named = ids.length
      ? facet === 'series'
        ? await namesOfSeries(db, ids, nameLike, limit + 1)
        : await namesOfManufacturers(db, ids, nameLike, limit + 1)
      : [];
    options = named.map((o) => ({
      id: o.id,
      name: o.name,
      count: counts.get(o.id)!,
      manufacturerId: 'manufacturerId' in o ? (o.manufacturerId as string) : null,
    }));
  } else {
    const needle = q?.toLowerCase();
    options = [...counts.keys()]
      .filter((value) => !needle || value.toLowerCase().includes(needle))
      .sort(byValue)
      .slice(0, limit + 1)
      .map((value) => ({ id: value, name: value, count: counts.get(value)!, manufacturerId: null }));
  }
  return { options: options.slice(0, limit), hasMore: options.length > limit, capped };
}
