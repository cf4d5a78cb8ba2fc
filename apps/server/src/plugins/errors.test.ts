import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@crossover/domain/messages';
import { createOrganization, createUser } from '@/test/factories.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';

let t: TestApp;
let admin: string;
let userId: string;
let organizationId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionCookie(t, (await createUser(t.db, { role: 'admin', authType: 'oidc' })).id);
  organizationId = (await createOrganization(t.db, { name: 'Wording Audio', type: 'shop_owner' })).id;
  userId = (await createUser(t.db, { role: 'shop_owner', organizationId })).id;
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie: admin }, payload });

const newUser = {
  email: 'wording@dealer.test',
  password: 'Temp-Pass-2026',
  firstName: 'Nina',
  lastName: 'New',
  role: 'shop_owner',
};

describe('validation answers are written for a person', () => {
  it('a 300-character first name is too long, not missing', async () => {
    const tooLong = 'First name must be at most 100 characters';
    const created = await send('POST', '/api/auth/traditional/register', {
      ...newUser,
      firstName: 'x'.repeat(300),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ message: tooLong, errors: { firstName: tooLong } });
    const updated = await send('PUT', `/api/users/${userId}`, { firstName: 'x'.repeat(300) });
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toEqual({ message: tooLong, errors: { firstName: tooLong } });
  });

  it('a missing first name keeps the spec text', async () => {
    const res = await send('POST', '/api/auth/traditional/register', { ...newUser, firstName: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.firstNameRequired);
  });

  it('a wrong choice asks for a choice, every field is named', async () => {
    const res = await send('POST', '/api/payment-options', {
      organizationId,
      paymentType: 'credit_card',
      cardType: 'diners',
      lastFourDigits: '1234',
      cardholderName: 'x'.repeat(300),
      expirationMonth: '12',
      expirationYear: '2099',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      cardType: 'Choose a card type',
      cardholderName: 'Cardholder name must be at most 200 characters',
    });
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/users/paginated?status=gone&limit=abc',
      headers: { cookie: admin },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual({ limit: 'Limit must be a number', status: 'Choose a status' });
  });
});
