import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@crossover/domain/roles';
import { VEHICLE_MESSAGES, type Vehicle, type VehicleStats } from '@crossover/domain/vehicles';
import { auditLog } from '@/db/schema/audit-log.ts';
import { vehicles } from '@/db/schema/vehicles.ts';
import { createOrganization, createUser } from '@/test/factories.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { type ApiClient, api } from '@/test/inject.ts';

let t: TestApp;
let admin: ApiClient;
let visitor: ApiClient;
/** Every role but admin, each signed in. */
const members = new Map<string, ApiClient>();
type ErrorBody = { message: string; errors?: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-15T12:00:00Z');
  visitor = api(t.app);
  admin = visitor.as(
    await sessionCookie(t, (await createUser(t.db, { role: 'admin', authType: 'oidc' })).id),
  );
  const org = await createOrganization(t.db, { type: 'manufacturer' });
  for (const role of ROLES.filter((r) => r !== 'admin')) {
    const user = await createUser(t.db, { role, organizationId: org.id });
    members.set(role, visitor.as(await sessionCookie(t, user.id)));
  }
});
afterAll(async () => {
  await t.close();
});

let unique = 0;
/** A make no other test uses, so tests run in any order. */
const make = (base = 'Make') => `${base}${(unique += 1)}`;
const vehicle = (overrides: object = {}) => ({
  yearStart: 2019,
  yearEnd: 2023,
  make: make(),
  model: 'F-150',
  trim: 'XLT',
  bodyStyle: 'Crew Cab',
  engineSize: '3.5L V6',
  notes: 'SuperCrew only',
  ...overrides,
});
const add = async (overrides: object = {}) => {
  const res = await admin.post<Vehicle>('/api/vehicles', vehicle(overrides));
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json;
};

describe('who may manage vehicles', () => {
  const refused = vehicle();
  const adminRoutes: [string, string, object?][] = [
    ['GET', '/api/vehicles'],
    ['GET', '/api/vehicles/search?q=ford'],
    ['GET', '/api/vehicles/stats'],
    ['POST', '/api/vehicles', refused],
    ['PATCH', '/api/vehicles/any-id', { isActive: false }],
  ];
  const send = (client: ApiClient, [method, url, body]: [string, string, object?]) =>
    method === 'GET' ? client.get(url) : method === 'POST' ? client.post(url, body) : client.patch(url, body);

  it('refuses visitors with 401', async () => {
    for (const route of adminRoutes)
      expect({ route, status: (await send(visitor, route)).status }).toEqual({ route, status: 401 });
  });

  it('refuses every role but admin with 403', async () => {
    expect(members.size).toBe(ROLES.length - 1);
    for (const [role, client] of members)
      for (const route of adminRoutes)
        expect({ role, route, status: (await send(client, route)).status }).toEqual({
          role,
          route,
          status: 403,
        });
    expect(await t.db.select().from(vehicles).where(eq(vehicles.make, refused.make))).toHaveLength(0);
  });
});

describe('POST /api/vehicles', () => {
  it('adds a vehicle, trimmed and with blanks as null, active, and audits it', async () => {
    const chosen = make('Ford');
    const created = await add({ make: ` ${chosen} `, trim: '', yearEnd: null, notes: '  ' });
    expect(created).toMatchObject({
      yearStart: 2019,
      yearEnd: null,
      make: chosen,
      model: 'F-150',
      trim: null,
      notes: null,
      isActive: true,
      productCount: 0,
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audits.map((a) => [a.action, a.details])).toEqual([
      ['vehicle.create', { label: `2019 to present ${chosen} F-150` }],
    ]);
  });

  it('answers 400 naming the field', async () => {
    const cases: [object, string, string][] = [
      [{ make: '' }, 'make', 'Make is required'],
      [{ model: '   ' }, 'model', 'Model is required'],
      [{ yearStart: undefined }, 'yearStart', 'Start year is required'],
      [{ yearStart: 'soon' }, 'yearStart', 'Start year must be a year such as 2020'],
      [{ yearStart: 1899 }, 'yearStart', 'Start year must be a year from 1900 to 2027'],
      [{ yearStart: 2028, yearEnd: null }, 'yearStart', 'Start year must be a year from 1900 to 2027'],
      [{ yearEnd: 2018 }, 'yearEnd', VEHICLE_MESSAGES.endBeforeStart],
      [{ trim: 'x'.repeat(101) }, 'trim', 'Trim must be at most 100 characters'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await admin.post<ErrorBody>('/api/vehicles', vehicle(overrides));
      expect({ field, status: res.status, message: res.json.errors?.[field] }).toEqual({
        field,
        status: 400,
        message,
      });
    }
  });

  it("takes next year from the server's clock", async () => {
    expect((await admin.post('/api/vehicles', vehicle({ yearStart: 2027, yearEnd: null }))).status).toBe(201);
    t.clock.set('2027-01-02T00:00:00Z');
    try {
      expect((await admin.post('/api/vehicles', vehicle({ yearStart: 2028, yearEnd: null }))).status).toBe(
        201,
      );
    } finally {
      t.clock.set('2026-03-15T12:00:00Z');
    }
  });

  it('answers 409 for the same years, make, model and trim in any case, also when sent at once', async () => {
    const first = await add({ trim: 'Lariat' });
    const again = await admin.post<ErrorBody>(
      '/api/vehicles',
      vehicle({ make: first.make.toUpperCase(), model: 'f-150', trim: 'LARIAT' }),
    );
    expect(again.status).toBe(409);
    expect(again.json.errors).toEqual({ model: VEHICLE_MESSAGES.duplicate });
    // Another trim, or an open range, is another vehicle.
    await add({ make: first.make, trim: 'Platinum' });
    await add({ make: first.make, trim: 'Lariat', yearEnd: null });

    const twin = vehicle();
    const answers = await Promise.all([admin.post('/api/vehicles', twin), admin.post('/api/vehicles', twin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });
});

describe('PATCH /api/vehicles/{id}', () => {
  it('edits the fields it is sent and audits which', async () => {
    const created = await add();
    const res = await admin.patch<Vehicle>(`/api/vehicles/${created.id}`, { trim: 'King Ranch', notes: '' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ trim: 'King Ranch', notes: null, yearStart: 2019, make: created.make });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audits.map((a) => a.action)).toEqual(['vehicle.create', 'vehicle.update']);
    expect(audits[1]?.details).toMatchObject({ fields: ['trim', 'notes'] });
  });

  it('deactivates and reactivates', async () => {
    const created = await add();
    expect(
      (await admin.patch<Vehicle>(`/api/vehicles/${created.id}`, { isActive: false })).json.isActive,
    ).toBe(false);
    expect(
      (await admin.patch<Vehicle>(`/api/vehicles/${created.id}`, { isActive: true })).json.isActive,
    ).toBe(true);
  });

  it('checks a moved year against the stored other one, naming the year it was sent', async () => {
    const created = await add({ yearStart: 2015, yearEnd: 2018 });
    const late = await admin.patch<ErrorBody>(`/api/vehicles/${created.id}`, { yearStart: 2020 });
    expect([late.status, late.json.errors]).toEqual([400, { yearStart: VEHICLE_MESSAGES.startAfterEnd }]);
    const early = await admin.patch<ErrorBody>(`/api/vehicles/${created.id}`, { yearEnd: 2014 });
    expect([early.status, early.json.errors]).toEqual([400, { yearEnd: VEHICLE_MESSAGES.endBeforeStart }]);
    const bad = await admin.patch<ErrorBody>(`/api/vehicles/${created.id}`, { make: '' });
    expect([bad.status, bad.json.errors]).toEqual([400, { make: 'Make is required' }]);
    expect(
      (await admin.patch<Vehicle>(`/api/vehicles/${created.id}`, { yearEnd: null })).json.yearEnd,
    ).toBeNull();
  });

  it('answers 404 for an unknown vehicle and 409 when it would duplicate another', async () => {
    const missing = await admin.patch<ErrorBody>('/api/vehicles/00000000-0000-4000-8000-000000000000', {
      trim: 'X',
    });
    expect([missing.status, missing.json.message]).toEqual([404, VEHICLE_MESSAGES.notFound]);
    const one = await add({ trim: 'XL' });
    const two = await add({ make: one.make, trim: 'STX' });
    const clash = await admin.patch<ErrorBody>(`/api/vehicles/${two.id}`, { trim: 'xl' });
    expect([clash.status, clash.json.errors]).toEqual([409, { model: VEHICLE_MESSAGES.duplicate }]);
  });
});

describe('GET /api/vehicles, /search and /stats', () => {
  it('lists by make, model and newest years, filtered by status, within the limit', async () => {
    const brand = make('Chevrolet');
    const older = await add({
      make: brand,
      model: 'Silverado 1500',
      yearStart: 2014,
      yearEnd: 2018,
      trim: null,
    });
    const newer = await add({
      make: brand,
      model: 'Silverado 1500',
      yearStart: 2019,
      yearEnd: null,
      trim: null,
    });
    const colorado = await add({ make: brand, model: 'Colorado', trim: null });
    await admin.patch(`/api/vehicles/${older.id}`, { isActive: false });

    const all = (await admin.get<Vehicle[]>(`/api/vehicles/search?q=${brand}`)).json;
    expect(all.map((v) => v.id)).toEqual([colorado.id, newer.id, older.id]);
    const active = (await admin.get<Vehicle[]>(`/api/vehicles/search?q=${brand}&status=active`)).json;
    expect(active.map((v) => v.id)).toEqual([colorado.id, newer.id]);
    const inactive = (await admin.get<Vehicle[]>(`/api/vehicles?q=${brand}&status=inactive`)).json;
    expect(inactive.map((v) => v.id)).toEqual([older.id]);
    expect((await admin.get<Vehicle[]>('/api/vehicles?limit=2')).json).toHaveLength(2);
    const tooMany = await admin.get<ErrorBody>('/api/vehicles?limit=501');
    expect([tooMany.status, Object.keys(tooMany.json.errors ?? {})]).toEqual([400, ['limit']]);
  });

  it('finds every word in make, model or trim, and a year inside the range', async () => {
    const brand = make('Jeep');
    const jl = await add({ make: brand, model: 'Wrangler', trim: 'Rubicon', yearStart: 2018, yearEnd: null });
    const jk = await add({ make: brand, model: 'Wrangler', trim: 'Sahara', yearStart: 2007, yearEnd: 2018 });
    const ram = await add({ make: brand, model: '2500', trim: null, yearStart: 2010, yearEnd: 2012 });
    const ids = async (q: string) =>
      (await admin.get<Vehicle[]>(`/api/vehicles/search?q=${encodeURIComponent(q)}`)).json
        .map((v) => v.id)
        .sort();

    expect(await ids(`${brand} wrangler`)).toEqual([jl.id, jk.id].sort());
    expect(await ids(`${brand.toLowerCase()} RUBICON`)).toEqual([jl.id]);
    expect(await ids(`${brand} 2012`)).toEqual([jk.id, ram.id].sort());
    expect(await ids(`${brand} 2018`)).toEqual([jl.id, jk.id].sort());
    expect(await ids(`${brand} 2026`)).toEqual([jl.id]);
    // A model named like a year is found by its name, outside its years too.
    expect(await ids(`${brand} 2500`)).toEqual([ram.id]);
    expect(await ids(`${brand} 100%`)).toEqual([]);
  });

  it('counts vehicles, active ones, makes and products with fitment in the stat cards', async () => {
    const before = (await admin.get<VehicleStats>('/api/vehicles/stats')).json;
    const brand = make('Toyota');
    await add({ make: brand, model: 'Camry' });
    const tacoma = await add({ make: brand.toUpperCase(), model: 'Tacoma' });
    await add({ make: make('Honda'), model: 'Civic' });
    await admin.patch(`/api/vehicles/${tacoma.id}`, { isActive: false });
    const after = (await admin.get<VehicleStats>('/api/vehicles/stats')).json;
    expect(after.totalVehicles - before.totalVehicles).toBe(3);
    expect(after.activeVehicles - before.activeVehicles).toBe(2);
    expect(after.makes - before.makes).toBe(2);
  });
});
