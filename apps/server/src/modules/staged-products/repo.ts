import { type SQL, and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { type ReviewStatus, STAGED_STATUS_FILTERS } from '@crossover/domain/staged-products';
import { type Db, concurrently } from '@/db/database.ts';
import { countCapped } from '@/lib/db/counts.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { products } from '@/db/schema/products.ts';
import { seriesAuthorizations } from '@/db/schema/series-authorizations.ts';
import { stagedProducts as sp } from '@/db/schema/staged-products.ts';

/**
 * Which staged rows a reader sees (decision 0027, the scope of stagedProducts.review): every row;
 * a manufacturer's own brand's; the rows of the series a distributor carries (its organization
 * holds an active authorization for the series the row proposes, matched as series names are:
 * trimmed, any case), as the catalogue would show it that series' products; or none (a member
 * without an organization).
 */
export type StagedReach =
  | { kind: 'all' }
  | { kind: 'own'; organizationId: string }
  | { kind: 'carried'; organizationId: string }
  | { kind: 'none' };

/** The reader's active authorization type for the row's proposed series, or null. */
function carriedGrant(organizationId: string) {
  return sql<string | null>`(select ${seriesAuthorizations.authorizationType} from ${seriesAuthorizations}
    join ${productSeries} on ${productSeries.id} = ${seriesAuthorizations.seriesId}
    where ${seriesAuthorizations.organizationId} = ${organizationId}
      and ${seriesAuthorizations.isActive}
      and ${productSeries.manufacturerId} = ${sp.manufacturerId}
      and lower(${productSeries.name}) = lower(btrim(${sp.proposedSeriesName}))
    limit 1)`;
}

export function reachSql(reach: StagedReach): SQL | undefined {
  switch (reach.kind) {
    case 'all':
      return undefined;
    case 'none':
      return sql`false`;
    case 'own':
      return eq(sp.manufacturerId, reach.organizationId);
    case 'carried':
      // Reads may join (decision 0014): one indexed probe per row the page reads.
      return sql`${carriedGrant(reach.organizationId)} is not null`;
  }
}

/**
 * Whether the row's costs are shown, by the catalogue's rule (pricing/offers.ts): to admins and
 * the manufacturer, and to a distributor whose grant for the series is can_order or pricing_visible.
 */
function showsCostSql(reach: StagedReach): SQL<boolean> {
  if (reach.kind === 'carried')
    return sql<boolean>`coalesce(${carriedGrant(reach.organizationId)} in ('can_order', 'pricing_visible'), false)`;
  return sql<boolean>`${reach.kind !== 'none'}`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The spec's search: name, SKU or (proposed) series, ignoring case. */
export function searchSql(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return sql`(${sp.name} ilike ${pattern} or ${sp.sku} ilike ${pattern} or ${sp.proposedSeriesName} ilike ${pattern})`;
}

export interface StagedListFilter {
  reach: StagedReach;
  status: ReviewStatus | 'all';
  search: string | undefined;
}

function filterSql(filter: StagedListFilter): SQL | undefined {
  return and(
    reachSql(filter.reach),
    filter.status === 'all' ? undefined : eq(sp.reviewStatus, filter.status),
    searchSql(filter.search),
  );
}

/** Whether a catalogue product has the row's SKU, ignoring case (the products_lower_sku_uq index). */
const catalogueHasSku = sql<boolean>`exists (select 1 from ${products} where lower(${products.sku}) = lower(${sp.sku}))`;

function selectRows(db: Db, reach: StagedReach) {
  return db
    .select({
      row: sp,
      manufacturerName: organizations.name,
      manufacturerLogoUrl: organizations.logoUrl,
      inCatalogue: catalogueHasSku,
      showsCost: showsCostSql(reach),
    })
    .from(sp)
    .leftJoin(organizations, eq(organizations.id, sp.manufacturerId));
}
export type StagedListRow = Awaited<ReturnType<typeof listStagedPage>>[number];

/** One page, newest first (the id breaks ties: an import writes many rows in the same instant). */
export function listStagedPage(db: Db, filter: StagedListFilter, page: { offset: number; limit: number }) {
  return selectRows(db, filter.reach)
    .where(filterSql(filter))
    .orderBy(desc(sp.createdAt), desc(sp.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** One row the reader may see, or null. */
export async function findStaged(db: Db, reach: StagedReach, id: string) {
  const [row] = await selectRows(db, reach).where(and(eq(sp.id, id), reachSql(reach)));
  return row ?? null;
}

/** The rows matching the filter (and `extra`), as a row source for a count. */
const matchingRows = (db: Db, filter: StagedListFilter, extra?: SQL) =>
  db
    .select({ one: sql`1` })
    .from(sp)
    .where(and(filterSql(filter), extra))
    .getSQL();

const flaggedOnly = isNotNull(sp.importFlag);

/**
 * How many rows match the filter and how many of them an import flagged, each up to `cap`
 * (decision 0045: a list's counts stop at the cap; the page's own end may raise it).
 */
export async function countStagedCapped(db: Db, filter: StagedListFilter, cap: number) {
  const [total, flagged] = await concurrently(db, [
    () => countCapped(db, matchingRows(db, filter), cap),
    () => countCapped(db, matchingRows(db, filter, flaggedOnly), cap),
  ] as const);
  return { total, flagged };
}

/** Exactly how many rows match the filter, and how many of them an import flagged (on demand). */
export async function countStaged(db: Db, filter: StagedListFilter) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      flagged: sql<number>`(count(*) filter (where ${flaggedOnly}))::int`,
    })
    .from(sp)
    .where(filterSql(filter));
  return { count: row?.count ?? 0, flagged: row?.flagged ?? 0 };
}

/** The reader's rows in all and per review status, whatever the search, each up to COUNT_CAP. */
export async function countByStatusCapped(db: Db, reach: StagedReach) {
  const counted = await concurrently(
    db,
    STAGED_STATUS_FILTERS.map(
      (status) => () => countCapped(db, matchingRows(db, { reach, status, search: undefined })),
    ),
  );
  return STAGED_STATUS_FILTERS.map((status, i) => ({ status, ...counted[i]! }));
}

/** The proposed series name as matched: trimmed, case ignored (series names are unique that way). */
const proposedKey = sql`lower(btrim(${sp.proposedSeriesName}))`;

const firstSpelling = sql<string>`(array_agg(btrim(${sp.proposedSeriesName}) order by ${sp.createdAt}, ${sp.id}))[1]`;

/**
 * Series names pending staged products propose that their manufacturer has no series for yet,
 * one row per manufacturer and name (any case) with how many rows propose it. Joins
 * `product_series` in this one read (decision 0014: reads may join) so no list of every series is
 * loaded; `manufacturerIds` limits it to those manufacturers (undefined: every one).
 */
export async function listUncommittedSeries(db: Db, manufacturerIds: readonly string[] | undefined) {
  if (manufacturerIds && manufacturerIds.length === 0) return [];
  return db
    .select({
      manufacturerId: sql<string>`${sp.manufacturerId}`,
      manufacturerName: organizations.name,
      // One spelling per group: the first staged row's (the case it was first written in).
      name: firstSpelling,
      stagedProductCount: sql<number>`count(*)::int`,
    })
    .from(sp)
    .innerJoin(organizations, eq(organizations.id, sp.manufacturerId))
    .where(
      and(
        eq(sp.reviewStatus, 'pending'),
        isNotNull(sp.manufacturerId),
        sql`btrim(coalesce(${sp.proposedSeriesName}, '')) <> ''`,
        manufacturerIds ? inArray(sp.manufacturerId, [...manufacturerIds]) : undefined,
        sql`not exists (select 1 from ${productSeries} where ${productSeries.manufacturerId} = ${sp.manufacturerId}
              and lower(${productSeries.name}) = ${proposedKey})`,
      ),
    )
    .groupBy(sp.manufacturerId, organizations.name, proposedKey)
    .orderBy(asc(organizations.name), asc(proposedKey));
}
