import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import { type Database, migrateDatabase, openDatabase, queryRows } from '@/db/database.ts';
import { listUsersPage } from '@/modules/users/repo.ts';
import { sessionCookie } from '@/test/app.ts';
import { vacuumAfterBench } from './bench-setup.ts';
import { percentile } from './stats.ts';

const DOMAIN = 'bench.invalid';
const FIRST = [
  'Ava',
  'Ben',
  'Cara',
  'Dev',
  'Eli',
  'Fay',
  'Gus',
  'Hana',
  'Ivan',
  'Jo',
  'Kai',
  'Lea',
  'Max',
  'Nia',
  'Oto',
];
const LAST = [
  'Smith',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Lopez',
  'Wilson',
  'Moore',
  'Taylor',
  'Lee',
  'Walker',
  'Young',
];
const ROLES = ['shop_owner', 'distributor', 'marketing_firm', 'sales_rep', 'sales_manager', 'manufacturer'];
const SEARCHES = ['smi', 'garcia', 'ava ', 'lee', 'user-4242', 'walk', 'hana mo', 'nobody-here'];

/** A constant text[] literal (our own constants, no user input). */
function textArray(values: readonly string[]) {
  return sql.raw(`(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[])`);
}

function report(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50).toFixed(1);
  const p99 = percentile(sorted, 99).toFixed(1);
  console.log(
    `${label.padEnd(42)} p50 ${p50.padStart(7)} ms   p99 ${p99.padStart(7)} ms   (n=${samples.length})`,
  );
}

async function seed(database: Database, count: number): Promise<string> {
  const { db } = database;
  await db.execute(sql`delete from users where email like ${`%@${DOMAIN}`}`);
  await db.execute(sql`delete from organizations where name like 'Bench Org %'`);
  await db.execute(sql`insert into organizations (name, type)
    select 'Bench Org ' || g, (array['manufacturer','distributor','marketing_firm','shop_owner'])[1 + g % 4]
    from generate_series(1, 200) g`);
  const started = performance.now();
  await db.execute(sql`insert into users (email, first_name, last_name, role, organization_id, is_active, auth_type, created_at)
    select 'user-' || g || ${`@${DOMAIN}`},
           ${textArray(FIRST)}[1 + g % ${FIRST.length}],
           ${textArray(LAST)}[1 + (g / 7) % ${LAST.length}],
           ${textArray(ROLES)}[1 + g % ${ROLES.length}],
           o.ids[1 + g % 200],
           g % 10 <> 0,
           'traditional',
           now() - (g || ' minutes')::interval
    from generate_series(1, ${count}) g,
         (select array_agg(id order by name) ids from organizations where name like 'Bench Org %') o`);
  await db.execute(sql`analyze users`);
  console.log(`seeded ${count} users in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const [admin] = await queryRows<{ id: string }>(
    db,
    sql`insert into users (email, role, auth_type) values (${`admin@${DOMAIN}`}, 'admin', 'oidc') returning id`,
  );
  return admin!.id;
}

export async function run(args: string[]): Promise<void> {
  const count = Number(args.find((a) => /^\d+$/.test(a)) ?? 100_000);
  const iterations = 200;
  const url = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crossover-bench-'));
  const database = url
    ? await openDatabase({ kind: 'postgres', url })
    : await openDatabase({ kind: 'pglite' });
  console.log(`database: ${url ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite (in memory)'}`);
  await migrateDatabase(database);
  const adminId = await seed(database, count);
  const config = { ...loadConfig({ DATA_DIR: dataDir }), databaseUrl: url };
  const app = await buildApp({ config, db: database.db, logger: false, mailer: { send: async () => {} } });
  const cookie = await sessionCookie({ db: database.db, config }, adminId);
  const [org] = await queryRows<{ id: string }>(
    database.db,
    sql`select id from organizations where name = 'Bench Org 17'`,
  );

  const viaApi: number[] = [];
  const viaSql: number[] = [];
  const unfilteredApi: number[] = [];
  for (let i = 0; i < iterations + 10; i += 1) {
    const search = SEARCHES[i % SEARCHES.length]!;
    const page = 1 + (i % 3);
    const query = new URLSearchParams({
      page: String(page),
      limit: '10',
      search,
      role: 'sales_rep',
      status: 'active',
    });
    let t0 = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: `/api/users/paginated?${query}`,
      headers: { cookie },
    });
    const apiMs = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`GET failed: ${res.statusCode} ${res.body}`);
    t0 = performance.now();
    await listUsersPage(
      database.db,
      { scope: { kind: 'all' }, search, role: 'sales_rep', status: 'active' },
      10,
      (page - 1) * 10,
    );
    const sqlMs = performance.now() - t0;
    t0 = performance.now();
    await app.inject({
      method: 'GET',
      url: `/api/users/paginated?page=${page}&limit=20&status=all&organization=${org!.id}`,
      headers: { cookie },
    });
    const orgMs = performance.now() - t0;
    if (i >= 10) {
      viaApi.push(apiMs);
      viaSql.push(sqlMs);
      unfilteredApi.push(orgMs);
    }
  }
  console.log(
    `\nGET /api/users/paginated on ${count} users (search + role=sales_rep + status=active, 10/page)`,
  );
  report('via app.inject (HTTP stack + SQL)', viaApi);
  report('direct SQL (repo listUsersPage)', viaSql);
  report('via app.inject, organization filter only', unfilteredApi);
  const plan = await queryRows<{ 'QUERY PLAN': string }>(
    database.db,
    sql`explain analyze select id from users
        where is_active and role = 'sales_rep'
          and lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email) like '%smi%'
        order by created_at desc, id limit 10`,
  );
  console.log('\nplan of the searched page query:');
  for (const row of plan) console.log(`  ${row['QUERY PLAN']}`);
  await app.close();
  if (url) {
    // Each deleted user clears users.manager_id and audit_log references: without indexes on those
    // foreign keys this was a scan per row (20 minutes for 100,000 users).
    const t0 = performance.now();
    await database.db.execute(sql`delete from users where email like ${`%@${DOMAIN}`}`);
    await database.db.execute(sql`delete from organizations where name like 'Bench Org %'`);
    await vacuumAfterBench(database.db, ['users', 'organizations', 'audit_log']);
    console.log(
      `\nclean-up (delete the ${count} users and their organizations): ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  }
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
