import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from './auth.ts';
import { productListQuerySchema } from './catalog.ts';
import { MESSAGES } from './messages.ts';
import { createOrganizationSchema, updateOrganizationSchema } from './organizations.ts';
import { updateOrderStatusRequestSchema } from './orders.ts';
import { paymentOptionRequestSchema } from './payment-options.ts';
import { fieldLabel } from './person-errors.ts';
import { createUserFormSchema, registerUserSchema, updateUserSchema, usersPageQuerySchema } from './users.ts';

/** field → message of a failed parse. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  const out: Record<string, string> = {};
  for (const issue of result.error!.issues) out[issue.path.join('.') || '(top)'] ??= issue.message;
  return out;
}

const validUser = {
  email: 'ann@example.com',
  password: 'long enough',
  firstName: 'Ann',
  lastName: 'Lee',
  role: 'shop_owner',
};

describe('messages a person reads', () => {
  it('too long names the field and the limit, never "is required"', () => {
    const long = 'x'.repeat(300);
    expect(messages(registerUserSchema, { ...validUser, firstName: long })).toEqual({
      firstName: 'First name must be at most 100 characters',
    });
    expect(messages(updateUserSchema, { lastName: long, title: long })).toEqual({
      lastName: 'Last name must be at most 100 characters',
      title: 'Title must be at most 100 characters',
    });
    expect(messages(createOrganizationSchema, { name: long }).name).toBe(
      'Organization name must be at most 200 characters',
    );
    expect(messages(usersPageQuerySchema, { search: long }).search).toBe(
      'Search must be at most 200 characters',
    );
  });

  it('missing or blank keeps the spec texts word for word', () => {
    expect(messages(registerUserSchema, { ...validUser, firstName: undefined, lastName: '  ' })).toEqual({
      firstName: MESSAGES.firstNameRequired,
      lastName: MESSAGES.lastNameRequired,
    });
    expect(messages(createOrganizationSchema, {}).name).toBe(MESSAGES.organizationNameRequired);
    expect(messages(loginRequestSchema, {})).toEqual({
      email: MESSAGES.invalidEmail,
      password: MESSAGES.passwordRequired,
    });
    expect(messages(createUserFormSchema, { email: ' ' }).email).toBe(MESSAGES.invalidEmail);
  });

  it('too short says how short', () => {
    expect(messages(registerUserSchema, { ...validUser, password: 'short' }).password).toBe(
      MESSAGES.userPasswordTooShort,
    );
    expect(messages(z.object({ code: z.string().min(3) }), { code: 'ab' }).code).toBe(
      'Code must be at least 3 characters',
    );
    expect(messages(usersPageQuerySchema, { page: '0' }).page).toBe('page must be 1 or more');
  });

  it('a wrong choice asks for a choice instead of listing codes', () => {
    const card = {
      paymentType: 'credit_card',
      cardType: 'diners',
      lastFourDigits: '1234',
      cardholderName: 'A',
      expirationMonth: '12',
      expirationYear: '2099',
    };
    expect(messages(paymentOptionRequestSchema, card).cardType).toBe('Choose a card type');
    expect(messages(paymentOptionRequestSchema, { ...card, paymentType: 'cash' }).paymentType).toBe(
      'Choose a payment type',
    );
    expect(messages(registerUserSchema, { ...validUser, role: 'admin' }).role).toBe('Choose a role');
    expect(messages(createOrganizationSchema, { name: 'A', type: 'bank' }).type).toBe(
      'Choose an organization type',
    );
    expect(messages(updateOrderStatusRequestSchema, { status: 'lost' }).status).toBe('Choose a status');
    expect(messages(productListQuerySchema, { sort: 'random' }).sort).toBe('Choose a sort order');
    expect(
      messages(z.object({ kind: z.discriminatedUnion('type', [z.object({ type: z.literal('a') })]) }), {
        kind: { type: 'b' },
      }),
    ).toEqual({ 'kind.type': 'Choose a type' });
    expect(messages(updateOrganizationSchema, { taxRate: true }).taxRate).toBe('Tax rate is not valid');
  });

  it('a wrong type says what is expected', () => {
    expect(messages(registerUserSchema, { ...validUser, firstName: 42 }).firstName).toBe(
      'First name must be text',
    );
    expect(messages(updateUserSchema, { isActive: 'yes' }).isActive).toBe('Active must be true or false');
    expect(messages(z.object({ limit: z.coerce.number().int() }), { limit: '2.5' }).limit).toBe(
      'Limit must be a whole number',
    );
    expect(messages(z.object({ amount: z.coerce.number() }), { amount: 'abc' }).amount).toBe(
      'Amount must be a number',
    );
  });

  it('a missing field names it', () => {
    const card = {
      paymentType: 'credit_card',
      cardType: 'visa',
      expirationMonth: '12',
      expirationYear: '2099',
    };
    expect(messages(paymentOptionRequestSchema, { ...card, lastFourDigits: '1234' }).cardholderName).toBe(
      'Cardholder name is required',
    );
    expect(messages(z.object({ userId: z.string() }), {}).userId).toBe('User ID is required');
  });

  it('no message a person can see is one of zod’s own', () => {
    const zodWords = /Too (big|small)|Invalid (input|option)|expected |received |<=|>=/;
    const samples: [z.ZodType, unknown][] = [
      [registerUserSchema, { email: 1, password: [], firstName: {}, role: 7, phone: 'x'.repeat(60) }],
      [updateUserSchema, { email: 'x'.repeat(400), organizationId: 'x'.repeat(200), isActive: 1 }],
      [
        createOrganizationSchema,
        { name: 5, type: 1, contactPhone: 'x'.repeat(60), address: 'x'.repeat(600) },
      ],
      [paymentOptionRequestSchema, { paymentType: 'ach', accountType: 'x', routingNumber: 1, bankName: '' }],
      [paymentOptionRequestSchema, { paymentType: 'net_account', netTerms: 'Net 99', contactEmail: 'x' }],
      [productListQuerySchema, { limit: '1000', status: 'x', search: 'x'.repeat(300) }],
    ];
    let count = 0;
    for (const [schema, value] of samples)
      for (const message of Object.values(messages(schema, value))) {
        count += 1;
        expect(message).not.toMatch(zodWords);
      }
    expect(count).toBeGreaterThan(15);
  });
});

describe('fieldLabel', () => {
  it('turns keys into words', () => {
    expect(fieldLabel('firstName')).toBe('First name');
    expect(fieldLabel('organizationId')).toBe('Organization ID');
    expect(fieldLabel('billing_zip_code')).toBe('Billing zip code');
    expect(fieldLabel('idempotency-key')).toBe('Idempotency key');
    expect(fieldLabel('isActive')).toBe('Active');
  });
});
