import { randomBytes } from 'node:crypto';
import { type SQL, eq, getTableName, inArray, sql } from 'drizzle-orm';
import { type PgColumn, PgTransaction } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '@/db/database.ts';
import { distributorPricing } from '@/db/schema/distributor-pricing.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { productFacetCounts } from '@/db/schema/product-facet-counts.ts';
import { productSearchWords } from '@/db/schema/product-search-words.ts';
import { products } from '@/db/schema/products.ts';
import { seriesAuthorizations } from '@/db/schema/series-authorizations.ts';
import { checkpointEmbedded } from '@/lib/db/checkpoint.ts';

export interface GenerateProductsOptions {
  /** Create this many new manufacturer organizations instead of using the existing ones. */
  newManufacturers?: number;
  /** Products per generated series (default 250). */
  seriesSize?: number;
  /** Rows per INSERT … SELECT statement (default 25,000). */
  batchSize?: number;
  /** CHECKPOINT the embedded database at the end (default true; see lib/db/checkpoint.ts). */
  checkpoint?: boolean;
  /** Set products' indexes aside from this many new products on (default REBUILD_INDEXES_FROM). */
  rebuildIndexesFrom?: number;
}

/**
 * From this many new products on, and when they are at least as many as the products already
 * there, the seed drops products' non-unique indexes, inserts, and builds them again: building an
 * index once from sorted rows is much cheaper than inserting row by row into 20 of them (three of
 * them trigram GIN indexes). Unique indexes stay, so a duplicate still fails as it would.
 */
export const REBUILD_INDEXES_FROM = 50_000;

const SERIES_WORDS = [
  'Vortex',
  'Titan',
  'Nova',
  'Rogue',
  'Zenith',
  'Ember',
  'Cobalt',
  'Onyx',
  'Sable',
  'Helix',
];
const CATEGORIES = `array['Amplifiers','Subwoofers','Speakers','Head Units','Processors','Wiring & Installation']`;
const SUBCATEGORIES = `array['4-Channel Amplifiers','Component Subwoofers','Coaxial Speakers','Double-DIN Receivers','Digital Signal Processors','Amplifier Wiring Kits']`;
const NOUNS = `array['Amplifier','Subwoofer','Coaxial Speakers','Multimedia Receiver','Digital Signal Processor','Amplifier Wiring Kit']`;

/** An INSERT column list from schema columns, so a renamed column fails to compile here too. */
const columnList = (...columns: PgColumn[]): SQL =>
  sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );

/**
 * Brings the planner statistics and the visibility map of the tables just filled up to date. Until
 * autovacuum gets round to it the planner takes 100,000 new products for a nearly empty table
 * (the first catalogue page took 336–544 ms) and counts cannot be index-only scans.
 * VACUUM cannot run inside a transaction, so a caller's transaction only gets ANALYZE.
 */
async function refreshStatistics(db: Db): Promise<void> {
  const tables = sql.join(
    [
      organizations,
      productSeries,
      products,
      seriesAuthorizations,
      distributorPricing,
      // Written by products' triggers.
      productFacetCounts,
      productSearchWords,
    ].map((t) => sql`${t}`),
    sql`, `,
  );
  if (db instanceof PgTransaction) await db.execute(sql`analyze ${tables}`);
  else await db.execute(sql`vacuum (analyze) ${tables}`);
}

/**
 * Drops products' non-unique indexes inside the caller's transaction (which then holds the table
 * exclusively until it ends) and answers a function that builds them again, as they were.
 */
async function setIndexesAside(tx: Db): Promise<() => Promise<void>> {
  const indexes = await queryRows<{ name: string; definition: string }>(
    tx,
    sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid = ${getTableName(products)}::regclass and not i.indisunique`,
  );
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  return async () => {
    // More memory than the default 64 MB for sorting keys: the trigram indexes build in one pass.
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
  };
}

/**
 * Adds `count` generated products for load tests: new series (spread over the manufacturers),
 * every price column on the usual ladder, series authorizations for the existing shop owners,
 * distributors and marketing firms, and distributor pricing for about a quarter of the products.
 * Rows are built by PostgreSQL itself (INSERT … SELECT generate_series), in one transaction
 * (for a large count with products' indexes built once at the end: REBUILD_INDEXES_FROM),
 * followed by VACUUM ANALYZE of the tables written and, on the embedded database, a CHECKPOINT.
 * SKUs carry a random run tag, so running it again never collides.
 */
export async function generateProducts(
  db: Db,
  count: number,
  opts: GenerateProductsOptions = {},
): Promise<{ created: number; ms: number }> {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError('count must be a whole number ≥ 0');
  const seriesSize = opts.seriesSize ?? 250;
  const batchSize = opts.batchSize ?? 25_000;
  for (const [name, value] of [
    ['seriesSize', seriesSize],
    ['batchSize', batchSize],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`${name} must be a whole number ≥ 1`);
  }
  const started = performance.now();
  if (count === 0) return { created: 0, ms: 0 };
  const tag = randomBytes(4).toString('hex').toUpperCase();

  await db.transaction(async (tx) => {
    let manufacturerIds = opts.newManufacturers
      ? []
      : (
          await tx
            .select({ id: organizations.id })
            .from(organizations)
            .where(eq(organizations.type, 'manufacturer'))
            .orderBy(organizations.createdAt)
            .limit(50)
        ).map((r) => r.id);
    if (manufacturerIds.length === 0) {
      const created = await tx
        .insert(organizations)
        .values(
          Array.from({ length: opts.newManufacturers ?? 3 }, (_, i) => ({
            name: `Scale Audio Works ${tag}-${i + 1}`,
            type: 'manufacturer',
            contactEmail: `scale-${tag.toLowerCase()}-${i + 1}@example.test`,
          })),
        )
        .returning({ id: organizations.id });
      manufacturerIds = created.map((r) => r.id);
    }

    const seriesCount = Math.ceil(count / seriesSize);
    const seriesRows = Array.from({ length: seriesCount }, (_, i) => ({
      // Unique per run (tag) and per manufacturer; the insert below finds this run's series by the tag.
      name: `${SERIES_WORDS[i % SERIES_WORDS.length]} ${tag}-${String(i).padStart(6, '0')}`,
      manufacturerId: manufacturerIds[i % manufacturerIds.length]!,
      description: 'Generated series for load testing.',
    }));
    const seriesIds: string[] = [];
    for (let i = 0; i < seriesRows.length; i += 5_000) {
      const inserted = await tx
        .insert(productSeries)
        .values(seriesRows.slice(i, i + 5_000))
        .returning({ id: productSeries.id });
      seriesIds.push(...inserted.map((r) => r.id));
    }

    const [{ existing } = { existing: 0 }] = await queryRows<{ existing: number }>(
      tx,
      sql`select count(*)::int as existing from ${products}`,
    );
    const rebuildIndexes =
      count >= (opts.rebuildIndexesFrom ?? REBUILD_INDEXES_FROM) && count >= existing
        ? await setIndexesAside(tx)
        : null;

    const p = products;
    for (let from = 1; from <= count; from += batchSize) {
      const to = Math.min(count, from + batchSize - 1);
      await tx.execute(sql`
        with s as (
          select id, manufacturer_id, name, (row_number() over (order by name) - 1)::int as idx
          from ${productSeries} where name like ${`% ${tag}-%`}
        )
        insert into ${products} (${columnList(
          p.name,
          p.sku,
          p.seriesId,
          p.manufacturerId,
          p.description,
          p.category,
          p.subcategory,
          p.mfgCost,
          p.mfgMasterPackCost,
          p.mfgMasterPackQty,
          p.distributorCost,
          p.distributorMpqCost,
          p.mapPrice,
          p.retailPrice,
          p.distributorPartNumber,
          p.source,
          p.upc,
          p.specifications,
          p.status,
          p.isActive,
          p.createdAt,
          p.updatedAt,
        )})
        select
          split_part(s.name, ' ', 1) || ' ' || upper(left(split_part(s.name, ' ', 1), 2)) || '-' || g.n
            || ' ' || (${sql.raw(NOUNS)})[k.c],
          ${`SC${tag}-`} || lpad(g.n::text, 7, '0'),
          s.id, s.manufacturer_id,
          (${sql.raw(NOUNS)})[k.c] || ' from the ' || s.name || ' line, rated ' || k.watts || ' W RMS.',
          (${sql.raw(CATEGORIES)})[k.c], (${sql.raw(SUBCATEGORIES)})[k.c],
          k.mfg / 100.0, round(k.mfg * 0.95) / 100.0, (array[1, 2, 4, 6, 10])[1 + (r.h / 23) % 5],
          d.dist / 100.0, round(d.dist * 0.96) / 100.0, m.map / 100.0,
          (floor(m.map * (100 + (r.h / 19) % 25) / 10000.0) * 100 + 99) / 100.0,
          'DP-' || ${`SC${tag}-`} || lpad(g.n::text, 7, '0'), 'CSV Import', lpad((r.h % 100000000000)::text, 12, '0'),
          jsonb_build_object('rmsPower', k.watts || ' W', 'generated', true),
          case when g.n % 97 = 0 then 'discontinued' else 'active' end, g.n % 97 <> 0,
          now() - make_interval(days => (r.h % 720)::int), now()
        from generate_series(${from}::int, ${to}::int) as g(n)
        join s on s.idx = (g.n - 1) / ${seriesSize}::int
        cross join lateral (select (g.n::bigint * 2654435761) % 4294967296 as h) r
        cross join lateral (select 1 + (r.h % 6)::int as c, 2000 + (r.h / 7) % 60000 as mfg, 50 + (r.h % 20) * 50 as watts) k
        cross join lateral (select round(k.mfg * (122 + (r.h / 13) % 18) / 100.0) as dist) d
        cross join lateral (select floor(d.dist * (145 + (r.h / 17) % 30) / 10000.0) * 100 + 99 as map) m
      `);
    }
    if (rebuildIndexes) await rebuildIndexes();

    const authorizedOrgs = await tx
      .select({ id: organizations.id, type: organizations.type })
      .from(organizations)
      .where(inArray(organizations.type, ['shop_owner', 'distributor', 'marketing_firm']));
    const grants = authorizedOrgs.flatMap((org, o) =>
      seriesIds.map((seriesId, i) => ({
        organizationId: org.id,
        seriesId,
        authorizationType: (['can_order', 'pricing_visible', 'view_only'] as const)[(i + o) % 3]!,
        shopOwnerId: org.type === 'shop_owner' ? org.id : null,
      })),
    );
    for (let i = 0; i < grants.length; i += 10_000) {
      await tx
        .insert(seriesAuthorizations)
        .values(grants.slice(i, i + 10_000))
        .onConflictDoNothing();
    }

    const d = distributorPricing;
    await tx.execute(sql`
      insert into ${distributorPricing} (${columnList(d.productId, d.distributorId, d.distCost, d.distMasterPack, d.distMasterPackQty)})
      select p.id, o.id, round(p.distributor_cost * 0.98, 2), round(p.distributor_mpq_cost * 0.98, 2), p.mfg_master_pack_qty
      from ${products} p cross join ${organizations} o
      where p.sku like ${`SC${tag}-%`} and o.type = 'distributor' and abs(hashtext(p.id || o.id)) % 4 = 0
      on conflict do nothing
    `);
  });
  await refreshStatistics(db);
  if (opts.checkpoint ?? true) await checkpointEmbedded(db);
  return { created: count, ms: Math.round(performance.now() - started) };
}
