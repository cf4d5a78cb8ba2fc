import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATION_HEADER } from '@crossover/domain/auth';
import { auditLog } from '@/db/schema/audit-log.ts';
import { paymentOptions } from '@/db/schema/payment-options.ts';
import { createOrganization, createUser } from '@/test/factories.ts';
import { createPaymentOption } from '@/test/commerce-factories.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';

/** POST /api/payment-options/{id}/verify: pending options no longer stay pending forever. */
let t: TestApp;
let orgId = '';
let admin = '';
let member = '';
let memberId = '';

beforeAll(async () => {
  t = await createTestApp();
  orgId = (await createOrganization(t.db)).id;
  memberId = (await createUser(t.db, { organizationId: orgId })).id;
  member = await sessionCookie(t, memberId);
  admin = await sessionCookie(t, (await createUser(t.db, { role: 'admin', authType: 'oidc' })).id);
});
afterAll(async () => {
  await t.close();
});

const verify = (id: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payment-options/${id}/verify`,
    headers,
    ...(payload ? { payload } : {}),
  });

describe('POST /api/payment-options/{id}/verify', () => {
  it('lets an admin mark a pending option verified, audited, and answers the updated option', async () => {
    const option = await createPaymentOption(t.db, { organizationId: orgId });
    expect(option.verificationStatus).toBe('pending');
    const res = await verify(option.id, { cookie: admin }, { verificationNotes: 'Checked with the bank' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: option.id,
      verificationStatus: 'verified',
      verificationNotes: 'Checked with the bank',
    });
    expect(Date.parse(body.lastVerifiedAt)).toBeGreaterThan(Date.now() - 60_000);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, option.id));
    expect(entries.map((e) => e.action)).toEqual(['payment_option.verify']);
    // Without a body too (the screen's button sends none).
    const again = await verify(option.id, { cookie: admin });
    expect(again.statusCode).toBe(200);
    expect(again.json().verificationNotes).toBe('Checked with the bank');
  });

  it('is for admins only: 403 to members and to an admin emulating one, 401 to visitors', async () => {
    const option = await createPaymentOption(t.db, { organizationId: orgId });
    expect((await verify(option.id, { cookie: member })).statusCode).toBe(403);
    expect((await verify(option.id, { cookie: admin, [EMULATION_HEADER]: memberId })).statusCode).toBe(403);
    expect((await verify(option.id, {})).statusCode).toBe(401);
    const [row] = await t.db.select().from(paymentOptions).where(eq(paymentOptions.id, option.id));
    expect(row?.verificationStatus).toBe('pending');
  });

  it('answers 404 for an unknown option and 400 naming an over-long note', async () => {
    const missing = await verify('00000000-0000-4000-8000-000000000000', { cookie: admin });
    expect(missing.statusCode).toBe(404);
    const option = await createPaymentOption(t.db, { organizationId: orgId });
    const long = await verify(option.id, { cookie: admin }, { verificationNotes: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toHaveProperty('verificationNotes');
  });

  it('stays pending when the verification cannot be audited', async () => {
    const option = await createPaymentOption(t.db, { organizationId: orgId });
    await t.db.execute(
      sql.raw(
        "alter table audit_log add constraint audit_fails check (action <> 'payment_option.verify') not valid",
      ),
    );
    try {
      expect((await verify(option.id, { cookie: admin })).statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('alter table audit_log drop constraint audit_fails'));
    }
    const [row] = await t.db.select().from(paymentOptions).where(eq(paymentOptions.id, option.id));
    expect(row).toMatchObject({ verificationStatus: 'pending', lastVerifiedAt: null });
  });
});
