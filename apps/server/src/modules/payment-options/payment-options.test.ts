import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/db/schema/audit-log.ts';
import { paymentOptions } from '@/db/schema/payment-options.ts';
import { createOrganization, createUser } from '@/test/factories.ts';
import { createPaymentOption } from '@/test/commerce-factories.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';

let t: TestApp;
let orgId = '';
let otherOrgId = '';
const cookie: Record<string, string> = {};
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp();
  orgId = (await createOrganization(t.db)).id;
  otherOrgId = (await createOrganization(t.db)).id;
  cookie.member = await sessionCookie(t, (await createUser(t.db, { organizationId: orgId })).id);
  cookie.rep = await sessionCookie(
    t,
    (await createUser(t.db, { organizationId: orgId, role: 'sales_rep' })).id,
  );
  cookie.admin = await sessionCookie(t, (await createUser(t.db, { role: 'admin', authType: 'oidc' })).id);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: as ? { cookie: cookie[as]! } : {}, ...(payload ? { payload } : {}) });
const card = (overrides: object = {}) => ({
  paymentType: 'credit_card',
  cardType: 'visa',
  lastFourDigits: '4242',
  cardholderName: 'Pat Buyer',
  expirationMonth: '3',
  expirationYear: String(year + 1),
  billingAddressLine2: '',
  ...overrides,
});
const ach = (overrides: object = {}) => ({
  paymentType: 'ach',
  accountType: 'checking',
  bankName: 'First Harbor Bank',
  routingNumber: '123456780',
  lastFourAccountDigits: '6120',
  accountHolderName: 'Shop LLC',
  ...overrides,
});

describe('payment options', () => {
  it('refuses visitors', async () => {
    expect((await call('GET', '/api/payment-options', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/payment-options', null, card())).statusCode).toBe(401);
  });

  it('adds the first option as default, stores only the last four digits, audits it', async () => {
    const response = await call('POST', '/api/payment-options', 'member', {
      ...card(),
      verificationStatus: 'verified',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      organizationId: orgId,
      isDefault: true,
      lastFourDigits: '4242',
      expirationMonth: '03',
      billingAddressLine2: null,
      verificationStatus: 'pending',
      billingCountry: 'US',
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, response.json().id));
    expect(audits[0]?.action).toBe('payment_option.create');
    expect(JSON.stringify(audits[0]?.details)).not.toContain('4242');
  });

  it('answers 400 naming the field for digits, checksum, expiry, type and limits', async () => {
    const cases: [object, string][] = [
      [card({ lastFourDigits: '4242424242424242' }), 'lastFourDigits'],
      [card({ lastFourDigits: '12a4' }), 'lastFourDigits'],
      [card({ expirationMonth: '13' }), 'expirationMonth'],
      [card({ expirationYear: String(year - 1) }), 'expirationYear'],
      [card({ expirationYear: '27' }), 'expirationYear'],
      [card({ cardType: 'diners' }), 'cardType'],
      [card({ cardholderName: '' }), 'cardholderName'],
      [ach({ routingNumber: '123456789' }), 'routingNumber'],
      [ach({ routingNumber: '12345678' }), 'routingNumber'],
      [ach({ lastFourAccountDigits: '000061201' }), 'lastFourAccountDigits'],
      [{ paymentType: 'net_account', netTerms: 'Net 90' }, 'netTerms'],
      [{ paymentType: 'net_account', netTerms: 'Net 30', creditLimit: '-5' }, 'creditLimit'],
      [{ paymentType: 'net_account', netTerms: 'Net 30', contactEmail: 'nope' }, 'contactEmail'],
      [{ paymentType: 'bitcoin' }, 'paymentType'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('POST', '/api/payment-options', 'member', payload);
      expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
      expect(Object.keys(response.json().errors ?? {})).toContain(field);
    }
  });

  it('refuses an expired month of the current year', async () => {
    const month = new Date().getUTCMonth(); // last month, 1-based
    if (month === 0) return;
    const response = await call(
      'POST',
      '/api/payment-options',
      'member',
      card({ expirationMonth: String(month), expirationYear: String(year) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('expirationMonth');
  });

  it('keeps exactly one default: set-default moves it, deleting it promotes the oldest', async () => {
    const second = (await call('POST', '/api/payment-options', 'rep', ach())).json();
    expect(second.isDefault).toBe(false);
    const net = (
      await call('POST', '/api/payment-options', 'member', {
        paymentType: 'net_account',
        netTerms: 'Net 30',
        creditLimit: 2500,
      })
    ).json();
    expect(net.creditLimit).toBe('2500.00');
    expect(
      (
        await call('PUT', `/api/payment-options/${second.id}/set-default`, 'member', {
          organizationId: orgId,
        })
      ).json().isDefault,
    ).toBe(true);
    const list = (await call('GET', '/api/payment-options', 'member')).json();
    expect(list.filter((o: { isDefault: boolean }) => o.isDefault).map((o: { id: string }) => o.id)).toEqual([
      second.id,
    ]);
    expect((await call('DELETE', `/api/payment-options/${second.id}`, 'member')).statusCode).toBe(200);
    const after = (await call('GET', '/api/payment-options', 'member')).json();
    expect(after.filter((o: { isDefault: boolean }) => o.isDefault)).toHaveLength(1);
  });

  it('the database refuses a second default', async () => {
    await expect(
      t.db.insert(paymentOptions).values({ organizationId: orgId, paymentType: 'ach', isDefault: true }),
    ).rejects.toThrow();
  });

  it('edits replace the fields and send a changed card back to pending', async () => {
    const created = (
      await call('POST', '/api/payment-options', 'admin', {
        ...card(),
        organizationId: orgId,
        verificationStatus: 'verified',
      })
    ).json();
    expect(created.verificationStatus).toBe('verified');
    const edited = await call(
      'PUT',
      `/api/payment-options/${created.id}`,
      'member',
      card({ lastFourDigits: '1111', cardNickname: 'Ops card' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      lastFourDigits: '1111',
      cardNickname: 'Ops card',
      verificationStatus: 'pending',
    });
    const bad = await call(
      'PUT',
      `/api/payment-options/${created.id}`,
      'member',
      card({ lastFourDigits: '12345' }),
    );
    expect(bad.statusCode).toBe(400);
  });

  it("keeps members out of other organizations' options (403 list, 404 item)", async () => {
    const foreign = await createPaymentOption(t.db, { organizationId: otherOrgId });
    expect(
      (await call('GET', `/api/payment-options?organizationId=${otherOrgId}`, 'member')).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/payment-options', 'member', { ...card(), organizationId: otherOrgId }))
        .statusCode,
    ).toBe(403);
    expect((await call('PUT', `/api/payment-options/${foreign.id}`, 'member', card())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/payment-options/${foreign.id}`, 'member')).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/payment-options/${foreign.id}/set-default`, 'member', {})).statusCode,
    ).toBe(404);
  });

  it('lets admins act for any organization, and asks them to name one', async () => {
    const listed = (await call('GET', `/api/payment-options?organizationId=${otherOrgId}`, 'admin')).json();
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((o: { organizationId: string }) => o.organizationId === otherOrgId)).toBe(true);
    const missing = await call('POST', '/api/payment-options', 'admin', card());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('organizationId');
    const created = await call('POST', '/api/payment-options', 'admin', {
      ...ach(),
      organizationId: otherOrgId,
    });
    expect(created.statusCode).toBe(201);
  });
});
