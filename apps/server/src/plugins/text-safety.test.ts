import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyAllows } from '@crossover/domain/permissions';
import { PRODUCT_SORTS } from '@crossover/domain/catalog';
import { type CommerceWorld, createCommerceTestApp } from '@/test/commerce-factories.ts';
import type { TestApp } from '@/test/app.ts';
import { type Endpoint, type OpenApiDocument, endpointsOf, requestWith } from '@/test/openapi-inputs.ts';
import { BAD_ADDRESS } from './errors.ts';
import { findUndecodableQuery, findUnsafeText } from './text-safety.ts';

describe('findUnsafeText', () => {
  it('names the first field holding a NUL, another control character or a lone surrogate', () => {
    expect(findUnsafeText({ name: 'ok', items: [{ note: 'a\u0000b' }] }, 'body')).toEqual({
      field: 'items.0.note',
      message: 'Note must not contain control characters',
    });
    expect(findUnsafeText({ firstName: 'x\ud800' }, 'body')).toEqual({
      field: 'firstName',
      message: 'First name contains a character that is not valid text',
    });
    expect(findUnsafeText({ ['k\u0000']: 1 }, 'body')?.message).toBe(
      'A field name must not contain control characters',
    );
    expect(findUnsafeText('\u0007', 'body')).toEqual({
      field: 'body',
      message: 'Body must not contain control characters',
    });
  });
  it('lets ordinary text through: tabs, new lines, emoji, accents, right-to-left', () => {
    const fine = {
      notes: 'line 1\r\n\tline 2',
      name: 'Café 😀 e\u0301 \u202eabc',
      tags: ['日本語', '\ud83d\ude00'],
    };
    expect(findUnsafeText(fine, 'body')).toBeNull();
  });
  it('finds a query value whose escapes are not UTF-8, and only that', () => {
    expect(findUndecodableQuery('/api/products?sort=name&search=a%ED%A0%80b')).toEqual({
      field: 'search',
      message: 'Search contains a character that is not valid text',
    });
    expect(findUndecodableQuery('/api/products?search=caf%C3%A9+100%25&x=a=b')).toBeNull();
  });
  it('survives a body nested far deeper than any stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep, 'body')?.message).toBe('Body must not contain control characters');
  });
});

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const before = (s: string) => fc.string({ maxLength: 6 }).map((a) => a + s);
const around = (s: fc.Arbitrary<string>) =>
  fc.tuple(fc.string({ maxLength: 6 }), s, fc.string({ maxLength: 6 })).map(([a, b, c]) => a + b + c);
/** Strings PostgreSQL cannot store (or that are not text at all): each must be a 400. */
const unstorable = fc.oneof(
  around(fc.constant('\u0000')),
  around(fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff')),
  around(fc.constantFrom('\u0001', '\u0008', '\u000b', '\u001b', '\u007f')),
);
/** Anything else a client may send: never a 500. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '\u202e\ufeff',
    "' OR 1=1 --",
    '%00',
    '\\',
    '../../etc/passwd',
    'x'.repeat(5000),
    'NaN',
    '-1',
  ),
  before('\u0000'),
);

let t: TestApp;
let world: CommerceWorld;
let cookie: Record<string, string>;
let endpoints: Endpoint[];

beforeAll(async () => {
  ({ t, world, cookie } = await createCommerceTestApp());
  // Real rows behind path ids, so a changed body reaches the database; never for DELETE.
  const realIds: [RegExp, string][] = [
    [/^\/api\/organizations\//, world.orgs.shop.id],
    [/^\/api\/users\//, world.users.sales_rep.id],
    [/^\/api\/payment-options\//, world.paymentOptions.shopCard.id],
    [/^\/api\/products\//, world.products.amp.id],
  ];
  const idFor = (method: string, template: string) =>
    (method !== 'DELETE' && realIds.find(([re]) => re.test(template))?.[1]) || randomUUID();
  const doc = t.app.swagger() as unknown as OpenApiDocument;
  endpoints = endpointsOf(doc, METHODS, idFor).filter((e) => e.inputs.length > 0);
  // Query read without a declared schema.
  endpoints.push({
    method: 'GET',
    template: '/api/oidc/callback',
    baseline: { params: {}, query: {}, headers: {}, body: undefined },
    inputs: [{ location: 'query', path: ['state'] }],
  });
});
afterAll(async () => {
  await t.close();
});

const CALLERS = ['admin', 'shop_owner'] as const;

function policyOf(endpoint: Endpoint) {
  const url = endpoint.template.replace('{*}', '*').replace(/\{([^}]+)\}/g, ':$1');
  const route = t.app.routesTable.find((r) => r.method === endpoint.method && r.url === url);
  expect(route?.policy, `${endpoint.method} ${url}`).toBeDefined();
  return route!.policy!;
}

async function send(endpoint: Endpoint, input: Endpoint['inputs'][number], value: string, caller: string) {
  const request = requestWith(endpoint, input, value);
  const response = await t.app.inject({
    method: request.method as (typeof METHODS)[number],
    url: request.url,
    headers: { ...request.headers, cookie: cookie[caller]! },
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
  return { status: response.statusCode, body: response.body, url: request.url };
}

describe('every string of every endpoint', () => {
  it('finds the endpoints and their strings in the OpenAPI document', () => {
    const inputs = endpoints.flatMap((e) => e.inputs.map((i) => `${e.method} ${e.template} ${i.location}`));
    expect(endpoints.length).toBeGreaterThan(30);
    expect(inputs.length).toBeGreaterThan(150);
    for (const expected of ['PUT /api/users/{id} body', 'GET /api/products query', 'POST /api/orders header'])
      expect(inputs).toContain(expected);
  });

  it('answers 400 naming the field for a string that cannot be stored, as admin and as a business user', async () => {
    let sent = 0;
    for (const endpoint of endpoints) {
      const routePolicy = policyOf(endpoint);
      for (const caller of CALLERS) {
        const role = world.users[caller].role;
        const allowed = policyAllows(routePolicy, { role, realRole: role });
        // Each string once, with a random unstorable value.
        const [values] = fc.sample(
          fc.array(unstorable, { minLength: endpoint.inputs.length, maxLength: endpoint.inputs.length }),
          1,
        );
        for (const [i, input] of endpoint.inputs.entries()) {
          const answer = await send(endpoint, input, values![i]!, caller);
          sent += 1;
          const where = `${caller} ${endpoint.method} ${answer.url} ${input.location}:${input.path.join('.')}`;
          // The router refuses an address that does not decode before any policy is looked at.
          const badAddress = answer.status === 400 && answer.body.includes(BAD_ADDRESS);
          if (!allowed && !badAddress) {
            expect(answer.status, where).toBe(403);
            continue;
          }
          expect(answer.status, `${where} → ${answer.body}`).toBe(400);
          const errors = (JSON.parse(answer.body) as { errors?: Record<string, string> }).errors ?? {};
          const field =
            input.location === 'body'
              ? input.path.join('.')
              : input.location === 'path'
                ? input.path[0]!
                : input.path[0]!;
          // A path that does not even decode is refused by the router, for the whole address.
          const named = input.location === 'path' && 'path' in errors ? 'path' : field;
          expect(Object.keys(errors), `${where} → ${answer.body}`).toEqual([named]);
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
  });

  it('never answers 500, whatever the string', async () => {
    for (const endpoint of endpoints) {
      for (const caller of CALLERS) {
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...endpoint.inputs), anyText, async (input, value) => {
            const answer = await send(endpoint, input, value, caller);
            expect(answer.status, `${caller} ${endpoint.method} ${answer.url} → ${answer.body}`).toBeLessThan(
              500,
            );
          }),
          { numRuns: 2 },
        );
      }
    }
  });
});

describe('found by the fuzzing', () => {
  it('an admin naming an unknown organization for a payment option gets a 400 naming it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment-options',
      headers: { cookie: cookie.admin! },
      payload: { organizationId: 'NaN', paymentType: 'net_account', netTerms: 'Net 30' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Organization not found',
      errors: { organizationId: 'Organization not found' },
    });
  });
});

describe('a forged catalogue cursor', () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it('is a 400, never a 500, for every sort', async () => {
    const cursors = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc
        .array(
          fc.oneof(
            fc.string({ unit: 'binary', maxLength: 12 }),
            before('\u0000'),
            fc.constant('2026-13-45 25:61:61'),
          ),
          { maxLength: 4 },
        )
        .map(encode),
      fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }).map(encode),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PRODUCT_SORTS), cursors, async (sort, cursor) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/products?sort=${sort}&cursor=${encodeURIComponent(cursor)}&search=amp`,
          headers: { cookie: cookie.admin! },
        });
        expect([200, 400], `${sort} ${cursor} → ${response.body}`).toContain(response.statusCode);
      }),
      { numRuns: 60 },
    );
  });
  it('holding NUL, a lone surrogate or an impossible date is a 400 naming the cursor', async () => {
    for (const [sort, values] of [
      ['name', ['a\u0000', 'x']],
      ['name', ['\ud800', 'x']],
      ['createdAt', ['2026-02-30 10:00:00+00', randomUUID()]],
      ['createdAt', ['0000-01-01 10:00:00+00', randomUUID()]],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/products?sort=${sort}&cursor=${encode(values)}`,
        headers: { cookie: cookie.admin! },
      });
      expect(response.statusCode, `${sort} ${JSON.stringify(values)} → ${response.body}`).toBe(400);
      expect(response.json().errors).toEqual({ cursor: 'Invalid cursor' });
    }
  });
});
