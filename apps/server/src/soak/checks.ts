import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';
import type { Recorder } from './recorder.ts';
import type { AdminResults } from './admin.ts';
import type { BuyerResults } from './buyers.ts';
import { BULK_CATEGORY, FAILING_ROW_EVERY } from './admin.ts';

/** One verdict the soak prints; any failed one makes it exit non-zero. */
export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

const check = (name: string, ok: boolean, detail: string): Check => ({ name, ok, detail });

/** Every placement the driver saw succeed exists exactly once; no key placed more than its first answer. */
export async function checkOrders(db: Db, buyers: BuyerResults, buyerIds: string[]): Promise<Check[]> {
  const seen = buyers.placed;
  const rows = await queryRows<{ id: string; key: string | null }>(
    db,
    sql`select id, idempotency_key as key from orders where user_id = any(${sql.param(buyerIds)}::text[])`,
  );
  const byKey = new Map<string, string[]>();
  for (const row of rows) byKey.set(row.key ?? '(none)', [...(byKey.get(row.key ?? '(none)') ?? []), row.id]);
  const lost = seen.filter((p) => p.orderIds.some((id) => !rows.some((row) => row.id === id)));
  const doubled = seen.filter((p) => (byKey.get(p.key)?.length ?? 0) !== p.orderIds.length);
  const unseen = [...byKey.keys()].filter((key) => !seen.some((p) => p.key === key));
  // A key whose every attempt failed may or may not have placed (the answer was lost): never twice.
  const unresolvedTwice = buyers.unresolvedKeys.filter((key) => (byKey.get(key)?.length ?? 0) > 1);
  return [
    check(
      'orders: every placement seen succeed exists exactly once',
      seen.length > 0 && lost.length === 0 && doubled.length === 0,
      `${seen.length} placements (${seen.reduce((n, p) => n + p.orderIds.length, 0)} orders) seen, ${rows.length} orders of the soak's buyers in the database; lost ${lost.length}, doubled ${doubled.length}`,
    ),
    check(
      'orders: none without a placement the driver saw',
      unseen.every((key) => buyers.unresolvedKeys.includes(key)) && unresolvedTwice.length === 0,
      `${unseen.length} key(s) in the database the driver never saw succeed (all among its ${buyers.unresolvedKeys.length} unanswered placements: ${unseen.every((key) => buyers.unresolvedKeys.includes(key))})`,
    ),
    check(
      'orders: a repeated request with the same Idempotency-Key answered the first orders',
      buyers.replaysMatched > 0 && buyers.replaysMismatched.length === 0,
      `${buyers.replaysMatched} repeats replayed, ${buyers.replaysMismatched.length} did not ${buyers.replaysMismatched.slice(0, 3).join('; ')}; ${buyers.retriedPlacements} retries after no answer or a 5xx`,
    ),
  ];
}

/** Every row of the file staged or failed exactly once; the approval, bulk update and enhancement took. */
export async function checkAdminWork(db: Db, admin: AdminResults): Promise<Check[]> {
  if (!admin.importId) return [check('import: uploaded', false, 'the import never started')];
  const [counts] = await queryRows<{
    staged: number;
    failed: number;
    both: number;
    dupStaged: number;
    dupFailed: number;
    status: string;
  }>(
    db,
    sql`select
          (select count(*)::int from staged_products where csv_import_id = ${admin.importId}) as staged,
          (select count(*)::int from csv_import_failed_rows where csv_import_id = ${admin.importId}) as failed,
          (select count(*)::int from staged_products s join csv_import_failed_rows f
             on f.csv_import_id = s.csv_import_id and f.row_number = s.import_row_number
             where s.csv_import_id = ${admin.importId}) as both,
          (select count(*)::int from (select import_row_number from staged_products where csv_import_id = ${admin.importId}
             group by import_row_number having count(*) > 1) d) as "dupStaged",
          (select count(*)::int from (select row_number from csv_import_failed_rows where csv_import_id = ${admin.importId}
             group by row_number having count(*) > 1) d) as "dupFailed",
          (select status from csv_imports where id = ${admin.importId}) as status`,
  );
  const c = counts!;
  const checks = [
    check(
      'import: every row staged or failed exactly once',
      c.status === 'staged' &&
        c.staged + c.failed === admin.importRows &&
        c.both === 0 &&
        c.dupStaged === 0 &&
        c.dupFailed === 0,
      `${admin.importRows} rows: ${c.staged} staged + ${c.failed} failed (every ${FAILING_ROW_EVERY}th has no SKU; status ${c.status}); in both ${c.both}, twice ${c.dupStaged + c.dupFailed}`,
    ),
  ];
  if (admin.approvedIds.length > 0) {
    const [approved] = await queryRows<{ approved: number; products: number; distinct: number }>(
      db,
      sql`select count(*) filter (where s.review_status = 'approved')::int as approved,
                 count(p.id)::int as products, count(distinct lower(p.sku))::int as distinct
          from staged_products s left join products p on lower(p.sku) = lower(btrim(s.sku))
          where s.id = any(${sql.param(admin.approvedIds)}::text[])`,
    );
    checks.push(
      check(
        'approval: every selected row approved into exactly one product',
        approved!.approved === admin.approvedIds.length &&
          approved!.products === admin.approvedIds.length &&
          approved!.distinct === approved!.products,
        `${admin.approvedIds.length} selected: ${approved!.approved} approved, ${approved!.products} products (${approved!.distinct} distinct SKUs)`,
      ),
    );
  }
  if (admin.bulkProductIds.length > 0) {
    const [bulk] = await queryRows<{ updated: number }>(
      db,
      sql`select count(*)::int as updated from products where id = any(${sql.param(admin.bulkProductIds)}::text[]) and category = ${BULK_CATEGORY}`,
    );
    checks.push(
      check(
        'bulk update: every selected product changed',
        bulk!.updated === admin.bulkProductIds.length,
        `${bulk!.updated} of ${admin.bulkProductIds.length} products in "${BULK_CATEGORY}"`,
      ),
    );
  }
  if (admin.enhancedIds.length > 0) {
    const rows = await queryRows<{ status: string; count: number; withoutReason: number }>(
      db,
      sql`select ai_enhancement_status as status, count(*)::int as count,
                 count(*) filter (where ai_enhancement_status = 'failed' and coalesce(ai_enhancement_error, '') = '')::int as "withoutReason"
          from staged_products where id = any(${sql.param(admin.enhancedIds)}::text[]) group by 1 order by 1`,
    );
    const done = rows
      .filter((r) => r.status === 'completed' || r.status === 'failed')
      .reduce((n, r) => n + r.count, 0);
    checks.push(
      check(
        'AI enhancement: every selected row completed or failed with a reason',
        done === admin.enhancedIds.length && rows.every((r) => r.withoutReason === 0),
        `${admin.enhancedIds.length} selected: ${rows.map((r) => `${r.count} ${r.status}`).join(', ')}`,
      ),
    );
  }
  return checks;
}

/** No job left queued or running; every failed one says why. */
export async function checkJobs(db: Db): Promise<Check> {
  const rows = await queryRows<{
    kind: string;
    status: string;
    count: number;
    withoutReason: number;
    attempts: number;
  }>(
    db,
    sql`select kind, status, count(*)::int as count, max(attempts)::int as attempts,
               count(*) filter (where status = 'failed' and jsonb_array_length(error_log) = 0)::int as "withoutReason"
        from background_jobs group by 1, 2 order by 1, 2`,
  );
  const open = rows.filter((r) => r.status === 'queued' || r.status === 'running');
  return check(
    'jobs: every job finished or failed with a reason',
    rows.length > 0 && open.length === 0 && rows.every((r) => r.withoutReason === 0),
    rows.map((r) => `${r.kind} ${r.status} ${r.count} (attempts ≤ ${r.attempts})`).join('; '),
  );
}

/** A session made on one process answers on every other one, straight to each (no nginx in between). */
export async function checkSessions(
  recorder: Recorder,
  ports: number[],
  email: string,
  password: string,
): Promise<Check> {
  const direct = (port: number) => `http://127.0.0.1:${port}`;
  const login = await recorder.send(direct(ports[0]!), 'sign-in', 'POST', '/api/auth/traditional/login', {
    body: { email, password },
  });
  const cookie = cookieOf(login.headers);
  const answers: string[] = [];
  for (const port of ports) {
    const me = await recorder.send<{ email?: string }>(
      direct(port),
      'session check',
      'GET',
      '/api/auth/user',
      { cookie },
    );
    answers.push(`:${port} ${me.status}`);
  }
  return check(
    'sessions: a cookie from one process is valid on the other',
    login.status === 200 && ports.length > 1 && answers.every((a) => a.endsWith(' 200')),
    `signed in on :${ports[0]} (${login.status}); ${answers.join(', ')}`,
  );
}

/**
 * Failed sign-ins for one email from one client address, spread over both processes, are counted
 * together: after five failures the sixth attempt is refused (429) on either, while the same
 * account from another address still signs in. The address comes from X-Forwarded-For, which the
 * processes trust from 127.0.0.1 (TRUST_PROXY), as nginx sends it.
 */
export async function checkSignInLimits(
  recorder: Recorder,
  ports: number[],
  email: string,
  password: string,
): Promise<Check> {
  const direct = (i: number) => `http://127.0.0.1:${ports[i % ports.length]}`;
  const attempt = (i: number, pass: string, address: string) =>
    recorder.send(direct(i), 'sign-in', 'POST', '/api/auth/traditional/login', {
      body: { email, password: pass },
      headers: { 'x-forwarded-for': address },
    });
  const statuses: number[] = [];
  for (let i = 0; i < 5; i += 1) statuses.push((await attempt(i, 'wrong-password-1', '203.0.113.7')).status);
  const sixth = await attempt(5, 'wrong-password-1', '203.0.113.7');
  const right = await attempt(6, password, '203.0.113.7');
  const elsewhere = await attempt(7, password, '203.0.113.8');
  return check(
    'sign-in limits: failures on both processes counted together',
    statuses.every((s) => s === 401) &&
      sixth.status === 429 &&
      right.status === 429 &&
      elsewhere.status === 200,
    `5 wrong passwords alternating :${ports.join('/:')} → ${statuses.join(',')}; 6th → ${sixth.status}; right password, same address → ${right.status}; other address → ${elsewhere.status}`,
  );
}

/** The session cookie a sign-in answer set, as a Cookie header. */
export function cookieOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => pair.includes('.sid='))
    .join('; ');
}
