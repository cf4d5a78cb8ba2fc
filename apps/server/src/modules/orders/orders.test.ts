import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, type OrderDetail } from '@crossover/domain/orders';
import { pricingRules } from '@/db/schema/pricing-rules.ts';
import { inventory } from '@/db/schema/inventory.ts';
import { organizationAuthorizations } from '@/db/schema/organization-authorizations.ts';
import { orders } from '@/db/schema/orders.ts';
import { auditLog } from '@/db/schema/audit-log.ts';
import {
  authorizeSupplier,
  createDistributorPricing,
  createPaymentOption,
  createPricingRule,
  type CommerceWorld,
  createCommerceTestApp,
} from '@/test/commerce-factories.ts';
import { createProduct } from '@/test/factories.ts';
import type { TestApp } from '@/test/app.ts';

let t: TestApp;
let world: CommerceWorld;
let cookie: Record<string, string>;

beforeAll(async () => {
  ({ t, world, cookie } = await createCommerceTestApp());
});
afterAll(async () => {
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  as: string | null,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(as ? { cookie: cookie[as]! } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
const stockOf = async (productId: string, organizationId: string) =>
  (await t.db.select().from(inventory).where(eq(inventory.productId, productId))).find(
    (r) => r.organizationId === organizationId,
  )!;

describe('POST /api/orders', () => {
  it('answers 401, then 400 naming paymentOptionId, 400 on an empty cart', async () => {
    expect((await call('POST', '/api/orders', null, { paymentOptionId: 'x' })).statusCode).toBe(401);
    const missing = await call('POST', '/api/orders', 'shop_owner', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('paymentOptionId');
    const empty = await call('POST', '/api/orders', 'shop_owner', {
      paymentOptionId: world.paymentOptions.shopCard.id,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Your cart is empty');
  });

  it("refuses another organization's payment option (404)", async () => {
    await call('POST', '/api/cart', 'shop_owner', { productId: world.products.amp.id });
    const response = await call('POST', '/api/orders', 'shop_owner', {
      paymentOptionId: world.paymentOptions.distributorCard.id,
    });
    expect(response.statusCode).toBe(404);
    await call(
      'DELETE',
      `/api/cart/${(await call('GET', '/api/cart', 'shop_owner')).json()[0].id}`,
      'shop_owner',
    );
  });

  it('routes lines to vendors, one order per vendor, with tax, reservation, audit and an empty cart', async () => {
    await authorizeSupplier(t.db, world.orgs.shop.id, world.orgs.manufacturer.id);
    const direct = await createProduct(t.db, { seriesId: world.series.orderable.id, name: 'Direct Only' });
    await call('POST', '/api/cart', 'shop_owner', { productId: world.products.amp.id, quantity: 3 });
    await call('POST', '/api/cart', 'shop_owner', { productId: direct.id, quantity: 2 });
    const before = await stockOf(world.products.amp.id, world.orgs.distributor.id);
    const promised = (await call('GET', '/api/cart/summary', 'shop_owner')).json() as { total: string };

    const response = await call(
      'POST',
      '/api/orders',
      'shop_owner',
      { paymentOptionId: world.paymentOptions.shopCard.id, notes: 'PO 1234' },
      { 'idempotency-key': 'split-order-1' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json().orders as OrderDetail[];
    expect(placed).toHaveLength(2);
    const toDistributor = placed.find((o) => o.vendorOrganizationId === world.orgs.distributor.id)!;
    const toManufacturer = placed.find((o) => o.vendorOrganizationId === world.orgs.manufacturer.id)!;
    // 3 amps from the distributor: one pack of 2 at 115.00 + 1 at 120.00 = 350.00; tax 7.25 %.
    expect(toDistributor).toMatchObject({
      subtotalAmount: '350.00',
      taxAmount: '25.38',
      totalAmount: '375.38',
    });
    // 2 direct from the manufacturer at distributor cost 125.00 (master pack of 2).
    expect(toManufacturer).toMatchObject({ subtotalAmount: '250.00', status: 'pending', notes: 'PO 1234' });
    // Each line says how its total was reached, as the cart did: one pack of 2 at 115.00 + 1 loose.
    expect(toDistributor.items[0]).toMatchObject({
      quantity: 3,
      unitPrice: '120.00',
      totalPrice: '350.00',
      masterPacks: 1,
      masterPackQty: 2,
      masterPackPrice: '115.00',
    });
    expect(new Set(placed.map((o) => o.orderNumber)).size).toBe(2);
    // The cart promised exactly what the orders charge (each order taxed on its own subtotal).
    const charged = placed.reduce((sum, o) => sum + Math.round(Number(o.totalAmount) * 100), 0);
    expect(Math.round(Number(promised.total) * 100)).toBe(charged);
    expect(placed[0]!.orderNumber).toMatch(/^CO-\d{6}-[0-9A-Z]{8}$/);
    expect((await stockOf(world.products.amp.id, world.orgs.distributor.id)).quantityReserved).toBe(
      before.quantityReserved + 3,
    );
    expect((await call('GET', '/api/cart', 'shop_owner')).json()).toEqual([]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'order.place'));
    expect(audits.length).toBeGreaterThanOrEqual(2);

    // The same key again: the same answer, nothing new.
    const replay = await call(
      'POST',
      '/api/orders',
      'shop_owner',
      { paymentOptionId: world.paymentOptions.shopCard.id },
      { 'idempotency-key': 'split-order-1' },
    );
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().orders.map((o: OrderDetail) => o.id)).toEqual(placed.map((o) => o.id));
    const other = await createPaymentOption(t.db, { organizationId: world.orgs.shop.id });
    const mismatch = await call(
      'POST',
      '/api/orders',
      'shop_owner',
      { paymentOptionId: other.id },
      { 'idempotency-key': 'split-order-1' },
    );
    expect(mismatch.statusCode).toBe(409);

    // Buyer sees both as placed; each vendor its own as received; admin all.
    const mine = (await call('GET', '/api/orders', 'sales_rep')).json();
    expect(mine.filter((o: OrderDetail) => placed.some((p) => p.id === o.id))).toHaveLength(2);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((o: { direction: string }) => o.direction === 'placed')).toBe(true);
    const received = (await call('GET', '/api/orders?scope=received', 'distributor')).json();
    expect(received.map((o: OrderDetail) => o.id)).toEqual([toDistributor.id]);
    expect(received[0].allowedTransitions).toEqual(['processing', 'cancelled']);
    const manufacturerView = (await call('GET', '/api/orders', 'manufacturer')).json();
    expect(manufacturerView.map((o: OrderDetail) => o.id)).toEqual([toManufacturer.id]);
    expect((await call('GET', '/api/orders', 'admin')).json().length).toBeGreaterThanOrEqual(2);
    expect((await call('GET', `/api/orders/${toDistributor.id}`, 'shop_owner')).json().items).toHaveLength(1);
    expect((await call('GET', `/api/orders/${toDistributor.id}`, 'marketing_firm')).statusCode).toBe(404);
  });

  it('fails the whole placement, naming the products no vendor can take', async () => {
    await call('POST', '/api/cart', 'marketing_firm', { productId: world.products.sub.id });
    await t.db
      .update(organizationAuthorizations)
      .set({ isActive: false })
      .where(eq(organizationAuthorizations.shopOwnerId, world.orgs.firm.id));
    const response = await call('POST', '/api/orders', 'marketing_firm', {
      paymentOptionId: world.paymentOptions.firmCard.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('World Sub');
    expect((await call('GET', '/api/cart', 'marketing_firm')).json()).toHaveLength(1);
  });

  it('creates exactly one set of orders for 50 parallel requests with one key', async () => {
    await call('POST', '/api/cart', 'distributor', { productId: world.products.sub.id, quantity: 2 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(
          'POST',
          '/api/orders',
          'distributor',
          { paymentOptionId: world.paymentOptions.distributorCard.id },
          { 'idempotency-key': 'parallel-key' },
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    const ids = new Set(answers.map((a) => JSON.stringify(a.json().orders.map((o: OrderDetail) => o.id))));
    expect(ids.size).toBe(1);
    const stored = await t.db.select().from(orders).where(eq(orders.idempotencyKey, 'parallel-key'));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.vendorOrganizationId).toBe(world.orgs.manufacturer.id);
  });
  it('never uses a promotion past its maxUsage, even when two buyers race for the last use', async () => {
    const product = await createProduct(t.db, { seriesId: world.series.orderable.id, name: 'Last Promo' });
    const rule = await createPricingRule(t.db, {
      name: 'One-off promotion',
      productId: product.id,
      discountValue: '50.00',
      maxUsage: 1,
    });
    await createDistributorPricing(t.db, { productId: product.id, distributorId: world.orgs.distributor.id });
    const buyers = [
      { role: 'distributor', paymentOptionId: world.paymentOptions.distributorCard.id },
      { role: 'shop_owner', paymentOptionId: world.paymentOptions.shopCard.id },
    ];
    for (const { role } of buyers) {
      for (const item of (await call('GET', '/api/cart', role)).json() as { id: string }[])
        await call('DELETE', `/api/cart/${item.id}`, role);
      const added = await call('POST', '/api/cart', role, { productId: product.id });
      expect(added.statusCode, `${role}: ${added.body}`).toBe(201);
    }
    const answers = await Promise.all(
      buyers.map(({ role, paymentOptionId }) => call('POST', '/api/orders', role, { paymentOptionId })),
    );

    const [stored] = await t.db.select().from(pricingRules).where(eq(pricingRules.id, rule.id));
    expect(stored!.usageCount).toBe(1);
    // With the promotion used up, the catalogue shows each buyer its full price again.
    let discounted = 0;
    for (const [index, answer] of answers.entries()) {
      if (answer.statusCode !== 201) continue;
      const fullPrice = (await call('GET', `/api/products/${product.id}`, buyers[index]!.role)).json().price;
      const [item] = (answer.json().orders as OrderDetail[]).flatMap((o) => o.items);
      if (Number(item!.unitPrice) < Number(fullPrice)) discounted += 1;
    }
    expect(discounted).toBe(1);
    for (const answer of answers) {
      // The loser either priced after the winner committed (full price) or is told to look again.
      if (answer.statusCode !== 201) {
        expect(answer.statusCode, answer.body).toBe(409);
        expect(answer.json().message).toBe(ORDER_MESSAGES.promotionExhausted);
      }
    }
  });
});

describe('PATCH /api/orders/:id/status', () => {
  async function placeOne(quantity: number) {
    await call('POST', '/api/cart', 'shop_owner', { productId: world.products.amp.id, quantity });
    const response = await call('POST', '/api/orders', 'shop_owner', {
      paymentOptionId: world.paymentOptions.shopCard.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json().orders as OrderDetail[])[0]!;
  }
  const setStatus = (id: string, status: string, as = 'distributor') =>
    call('PATCH', `/api/orders/${id}/status`, as, { status });

  it('moves along pending → processing → shipped → delivered; shipping consumes the reservation', async () => {
    const order = await placeOne(2);
    const before = await stockOf(world.products.amp.id, world.orgs.distributor.id);
    expect((await setStatus(order.id, 'processing')).json().status).toBe('processing');
    expect((await setStatus(order.id, 'shipped')).json().status).toBe('shipped');
    const after = await stockOf(world.products.amp.id, world.orgs.distributor.id);
    expect(after.quantityOnHand).toBe(before.quantityOnHand - 2);
    expect(after.quantityReserved).toBe(before.quantityReserved - 2);
    const bad = await setStatus(order.id, 'cancelled');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('status');
    expect((await setStatus(order.id, 'delivered')).json()).toMatchObject({
      status: 'delivered',
      allowedTransitions: [],
    });
  });

  it('cancelling releases the reservation', async () => {
    const order = await placeOne(1);
    const before = await stockOf(world.products.amp.id, world.orgs.distributor.id);
    expect((await setStatus(order.id, 'cancelled')).statusCode).toBe(200);
    const after = await stockOf(world.products.amp.id, world.orgs.distributor.id);
    expect(after.quantityReserved).toBe(before.quantityReserved - 1);
    expect(after.quantityOnHand).toBe(before.quantityOnHand);
  });

  it('is for the vendor and admins only: buyer 403, other vendor 404, bad status 400', async () => {
    const order = await placeOne(1);
    expect((await setStatus(order.id, 'processing', 'shop_owner')).statusCode).toBe(403);
    expect((await setStatus(order.id, 'processing', 'manufacturer')).statusCode).toBe(404);
    const invalid = await setStatus(order.id, 'teleported');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toHaveProperty('status');
    expect((await setStatus(order.id, 'processing', 'admin')).json().status).toBe('processing');
    expect((await setStatus('missing', 'processing')).statusCode).toBe(404);
  });
});
