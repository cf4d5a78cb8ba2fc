import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@crossover/domain/roles';
import {
  type Fitment,
  VEHICLE_MESSAGES,
  type Vehicle,
  type VehicleOptions,
  type VehicleStats,
} from '@crossover/domain/vehicles';
import { auditLog } from '@/db/schema/audit-log.ts';
import { productVehicles } from '@/db/schema/product-vehicles.ts';
import { createOrganization, createProduct, createUser } from '@/test/factories.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { type ApiClient, api } from '@/test/inject.ts';

let t: TestApp;
let admin: ApiClient;
let shop: ApiClient;
let visitor: ApiClient;
const members = new Map<string, ApiClient>();
type ErrorBody = { message: string; errors?: Record<string, string> };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-15T12:00:00Z');
  visitor = api(t.app);
  const adminUser = await createUser(t.db, {
    role: 'admin',
    authType: 'oidc',
    firstName: 'Vera',
    lastName: 'Fier',
  });
  admin = visitor.as(await sessionCookie(t, adminUser.id));
  const org = await createOrganization(t.db);
  for (const role of ROLES.filter((r) => r !== 'admin')) {
    const user = await createUser(t.db, { role, organizationId: org.id });
    members.set(role, visitor.as(await sessionCookie(t, user.id)));
  }
  shop = members.get('shop_owner')!;
});
afterAll(async () => {
  await t.close();
});

let unique = 0;
const addVehicle = async (overrides: object = {}) => {
  unique += 1;
  const res = await admin.post<Vehicle>('/api/vehicles', {
    yearStart: 2015,
    yearEnd: 2020,
    make: `Fitmake${unique}`,
    model: 'F-150',
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json;
};
const link = (productId: string, body: object) =>
  admin.post<Fitment>(`/api/products/${productId}/vehicles`, body);

describe('fitment writes', () => {
  it('links a vehicle with notes, verified by the admin, and audits it', async () => {
    const product = await createProduct(t.db);
    const vehicle = await addVehicle({ trim: 'XLT' });
    const res = await link(product.id, {
      vehicleId: vehicle.id,
      compatibilityNotes: ' Front doors only ',
      isVerified: true,
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      productId: product.id,
      vehicleId: vehicle.id,
      compatibilityNotes: 'Front doors only',
      isVerified: true,
      verifiedByName: 'Vera Fier',
      vehicle: { id: vehicle.id, make: vehicle.make, trim: 'XLT', isActive: true },
    });
    const [row] = await t.db.select().from(productVehicles).where(eq(productVehicles.productId, product.id));
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audits.map((a) => a.action)).toEqual(['fitment.link']);
    expect((await admin.get<Vehicle[]>(`/api/vehicles/search?q=${vehicle.make}`)).json[0]?.productCount).toBe(
      1,
    );
  });

  it('answers 400 naming the field, 404 for an unknown product or vehicle, 409 for a second link', async () => {
    const product = await createProduct(t.db);
    const vehicle = await addVehicle();
    const noVehicle = await admin.post<ErrorBody>(`/api/products/${product.id}/vehicles`, {});
    expect([noVehicle.status, noVehicle.json.errors]).toEqual([400, { vehicleId: 'Choose a vehicle' }]);
    const longNotes = await link(product.id, { vehicleId: vehicle.id, compatibilityNotes: 'x'.repeat(1001) });
    expect([longNotes.status, Object.keys((longNotes.json as unknown as ErrorBody).errors ?? {})]).toEqual([
      400,
      ['compatibilityNotes'],
    ]);
    const noProduct = await admin.post<ErrorBody>(`/api/products/${UNKNOWN}/vehicles`, {
      vehicleId: vehicle.id,
    });
    expect([noProduct.status, noProduct.json.message]).toEqual([404, VEHICLE_MESSAGES.productNotFound]);
    const unknownVehicle = await admin.post<ErrorBody>(`/api/products/${product.id}/vehicles`, {
      vehicleId: UNKNOWN,
    });
    expect([unknownVehicle.status, unknownVehicle.json.message]).toEqual([404, VEHICLE_MESSAGES.notFound]);

    const twice = await Promise.all([
      link(product.id, { vehicleId: vehicle.id }),
      link(product.id, { vehicleId: vehicle.id }),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
    const conflict = twice.find((r) => r.status === 409)!.json as unknown as ErrorBody;
    expect(conflict.errors).toEqual({ vehicleId: VEHICLE_MESSAGES.linkExists });
  });

  it('updates notes and the verified flag; verifying names the actor, un-verifying clears it', async () => {
    const product = await createProduct(t.db);
    const vehicle = await addVehicle();
    await link(product.id, { vehicleId: vehicle.id, compatibilityNotes: 'Rear' });
    const url = `/api/products/${product.id}/vehicles/${vehicle.id}`;
    const verified = await admin.patch<Fitment>(url, { isVerified: true });
    expect(verified.json).toMatchObject({
      isVerified: true,
      verifiedByName: 'Vera Fier',
      compatibilityNotes: 'Rear',
    });
    const notes = await admin.patch<Fitment>(url, { compatibilityNotes: '' });
    expect(notes.json).toMatchObject({ isVerified: true, compatibilityNotes: null });
    const unverified = await admin.patch<Fitment>(url, { isVerified: false });
    expect(unverified.json).toMatchObject({ isVerified: false, verifiedByName: null });
    const bad = await admin.patch<ErrorBody>(url, { isVerified: 'yes' });
    expect([bad.status, Object.keys(bad.json.errors ?? {})]).toEqual([400, ['isVerified']]);
    const missing = await admin.patch<ErrorBody>(`/api/products/${product.id}/vehicles/${UNKNOWN}`, {});
    expect([missing.status, missing.json.message]).toEqual([404, VEHICLE_MESSAGES.linkNotFound]);
  });

  it('unlinks, audited; a second unlink is 404', async () => {
    const product = await createProduct(t.db);
    const vehicle = await addVehicle();
    await link(product.id, { vehicleId: vehicle.id });
    const url = `/api/products/${product.id}/vehicles/${vehicle.id}`;
    expect((await admin.delete(url)).status).toBe(200);
    expect((await admin.delete(url)).status).toBe(404);
    expect((await admin.delete(`/api/products/${UNKNOWN}/vehicles/${vehicle.id}`)).status).toBe(404);
    const left = await t.db
      .select()
      .from(productVehicles)
      .where(and(eq(productVehicles.productId, product.id), eq(productVehicles.vehicleId, vehicle.id)));
    expect(left).toEqual([]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'fitment.unlink'));
    expect(audits.some((a) => (a.details as { productId?: string }).productId === product.id)).toBe(true);
  });

  it('refuses fitment writes to visitors (401) and every role but admin (403)', async () => {
    const product = await createProduct(t.db);
    const vehicle = await addVehicle();
    const url = `/api/products/${product.id}/vehicles`;
    expect((await visitor.post(url, { vehicleId: vehicle.id })).status).toBe(401);
    expect(members.size).toBe(ROLES.length - 1);
    for (const [role, client] of members) {
      const statuses = [
        (await client.post(url, { vehicleId: vehicle.id })).status,
        (await client.patch(`${url}/${vehicle.id}`, { isVerified: true })).status,
        (await client.delete(`${url}/${vehicle.id}`)).status,
      ];
      expect({ role, statuses }).toEqual({ role, statuses: [403, 403, 403] });
    }
  });
});

describe('GET /api/products/{productId}/vehicles', () => {
  it('shows everyone the active vehicles a product fits, without who verified; admins all', async () => {
    const product = await createProduct(t.db);
    const kept = await addVehicle({ model: 'Accord' });
    const retired = await addVehicle({ model: 'Prelude' });
    await link(product.id, { vehicleId: kept.id, isVerified: true });
    await link(product.id, { vehicleId: retired.id });
    await admin.patch(`/api/vehicles/${retired.id}`, { isActive: false });

    expect(members.size).toBe(ROLES.length - 1);
    for (const [role, client] of members) {
      const res = await client.get<Fitment[]>(`/api/products/${product.id}/vehicles`);
      expect({ role, status: res.status, ids: res.json.map((f) => f.vehicleId) }).toEqual({
        role,
        status: 200,
        ids: [kept.id],
      });
      expect(res.json[0]).toMatchObject({ isVerified: true, verifiedByName: null });
    }
    const all = (await admin.get<Fitment[]>(`/api/products/${product.id}/vehicles`)).json;
    expect(all.map((f) => f.vehicleId)).toEqual([kept.id, retired.id]);
    expect(all[0]?.verifiedByName).toBe('Vera Fier');
  });

  it('answers 401 to visitors and 404 for an unknown product', async () => {
    expect((await visitor.get(`/api/products/${UNKNOWN}/vehicles`)).status).toBe(401);
    const res = await shop.get<ErrorBody>(`/api/products/${UNKNOWN}/vehicles`);
    expect([res.status, res.json.message]).toEqual([404, VEHICLE_MESSAGES.productNotFound]);
  });
});

describe('GET /api/vehicles/options', () => {
  it('offers years, makes of the year and models of the make from active vehicles with fitment', async () => {
    const product = await createProduct(t.db);
    unique += 1;
    const brand = `Optmake${unique}`;
    const a = await addVehicle({ make: brand, model: 'Tundra', yearStart: 2014, yearEnd: 2016 });
    const b = await addVehicle({
      make: brand.toUpperCase(),
      model: 'Tacoma',
      yearStart: 2016,
      yearEnd: 2017,
      trim: 'TRD',
    });
    const open = await addVehicle({ make: brand, model: 'Sequoia', yearStart: 2025, yearEnd: null });
    const unlinked = await addVehicle({ make: brand, model: 'Corolla', yearStart: 2016, yearEnd: 2016 });
    const retired = await addVehicle({ make: brand, model: 'Supra', yearStart: 2016, yearEnd: 2016 });
    for (const v of [a, b, open, retired]) await link(product.id, { vehicleId: v.id });
    await admin.patch(`/api/vehicles/${retired.id}`, { isActive: false });
    expect(unlinked.productCount).toBe(0);

    const options = async (query: string) => {
      const res = await shop.get<VehicleOptions>(`/api/vehicles/options${query}`);
      expect(res.status).toBe(200);
      return res.json;
    };
    const years = (await options('')).years;
    // Open ranges run to next year by the server's clock (2027).
    for (const year of [2027, 2026, 2025, 2017, 2016, 2015, 2014]) expect(years).toContain(year);
    expect(years).toEqual([...years].sort((x, y) => y - x));
    const in2016 = await options(`?year=2016&make=${brand.toLowerCase()}`);
    expect(in2016.makes.filter((m) => m.toLowerCase() === brand.toLowerCase())).toHaveLength(1);
    expect(in2016.models).toEqual(['Tacoma', 'Tundra']);
    expect((await options(`?year=2026&make=${brand}`)).models).toEqual(['Sequoia']);
    expect((await options(`?year=2010&make=${brand}`)).models).toEqual([]);
    expect((await options('?year=2016')).models).toEqual([]);
    const bad = await shop.get<ErrorBody>('/api/vehicles/options?year=soon');
    expect([bad.status, Object.keys(bad.json.errors ?? {})]).toEqual([400, ['year']]);
    expect((await visitor.get('/api/vehicles/options')).status).toBe(401);

    const stats = (await admin.get<VehicleStats>('/api/vehicles/stats')).json;
    expect(stats.productsWithFitment).toBeGreaterThanOrEqual(1);
  });
});
