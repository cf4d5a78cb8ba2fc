import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';

/**
 * The requests `npm run bench -- scale` loads (bench/scale.ts), in one table so that a new
 * endpoint is one more row.
 */

export type Account = 'shop' | 'admin';

/** What a request needs from the database it runs on (ids of the data seeded there). */
export interface Fixture {
  /** The manufacturer with the most products. */
  manufacturerId: string;
}

/**
 * Every request the scale bench loads, one row each (the lead adds rows here as endpoints arrive:
 * GET /api/products/count, the facets 'more' call, sort=relevance). `target` is the p50 at
 * c=10 on 1,000,000 products, in ms; `bytes` prints the answer's size.
 */
export const REQUESTS: ReadonlyArray<{
  label: string;
  as: Account;
  path: string;
  query: (fixture: Fixture) => Record<string, string>;
  target: number;
  bytes?: boolean;
  /** Also loaded by `--embedded` (the embedded default's targets, issue 18). */
  embedded?: boolean;
}> = [
  {
    label: 'catalogue first page',
    as: 'shop',
    path: '/api/products',
    query: () => ({ sort: 'subcategory' }),
    target: 30,
    embedded: true,
  },
  {
    label: "search 'titan'",
    as: 'shop',
    path: '/api/products',
    query: () => ({ sort: 'name', search: 'titan' }),
    target: 100,
    embedded: true,
  },
  {
    label: "search 'subwoofer 12'",
    as: 'shop',
    path: '/api/products',
    query: () => ({ sort: 'name', search: 'subwoofer 12' }),
    target: 100,
  },
  {
    label: 'category + manufacturer',
    as: 'shop',
    path: '/api/products',
    query: (f) => ({ sort: 'subcategory', category: 'Amplifiers', manufacturerId: f.manufacturerId }),
    target: 50,
  },
  {
    label: 'facets (no filter)',
    as: 'shop',
    path: '/api/products/facets',
    query: () => ({}),
    target: 50,
    bytes: true,
  },
  {
    label: "facets (search 'titan')",
    as: 'shop',
    path: '/api/products/facets',
    query: () => ({ search: 'titan' }),
    target: 50,
    bytes: true,
  },
  { label: 'dashboard stats', as: 'admin', path: '/api/dashboard/stats', query: () => ({}), target: 20 },
  {
    label: 'admin list by manufacturer',
    as: 'admin',
    path: '/api/products',
    query: () => ({ limit: '25', sort: 'manufacturer', order: 'asc', status: 'active' }),
    target: 50,
  },
  {
    label: 'admin categories/stats',
    as: 'admin',
    path: '/api/categories/stats',
    query: () => ({}),
    target: 10,
  },
];

/** The fixture of the database `db`. */
export async function fixtureOf(db: Db): Promise<Fixture> {
  const [top] = await queryRows<{ id: string }>(
    db,
    sql`select manufacturer_id as id from products group by 1 order by count(*) desc limit 1`,
  );
  if (!top) throw new Error('no products in the database');
  return { manufacturerId: top.id };
}
