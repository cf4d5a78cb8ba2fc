import { afterAll } from 'vitest';
import type { Db } from '@/db/database.ts';
import { distributorPricing } from '@/db/schema/distributor-pricing.ts';
import { inventory } from '@/db/schema/inventory.ts';
import { organizationAuthorizations } from '@/db/schema/organization-authorizations.ts';
import { organizationPricing } from '@/db/schema/organization-pricing.ts';
import { paymentOptions } from '@/db/schema/payment-options.ts';
import { pricingRules } from '@/db/schema/pricing-rules.ts';
import { seriesAuthorizations } from '@/db/schema/series-authorizations.ts';
import { type TestApp, createTestApp, sessionCookie } from './app.ts';
import { createOrganization, createProduct, createSeries, createUser } from './factories.ts';

/** Commerce factories: one row each, overrides for what the test cares about. */
export async function grantSeries(
  db: Db,
  organizationId: string,
  seriesId: string,
  authorizationType: string,
) {
  const [row] = await db
    .insert(seriesAuthorizations)
    .values({ organizationId, seriesId, authorizationType })
    .returning();
  return row!;
}

export async function authorizeSupplier(db: Db, shopOwnerId: string, authorizedOrganizationId: string) {
  const [row] = await db
    .insert(organizationAuthorizations)
    .values({ shopOwnerId, authorizedOrganizationId })
    .returning();
  return row!;
}

export async function createDistributorPricing(
  db: Db,
  values: Pick<typeof distributorPricing.$inferInsert, 'productId' | 'distributorId'> &
    Partial<typeof distributorPricing.$inferInsert>,
) {
  const [row] = await db
    .insert(distributorPricing)
    .values({ distCost: '120.00', distMasterPack: '115.00', distMasterPackQty: 2, ...values })
    .returning();
  return row!;
}

export async function createInventory(
  db: Db,
  values: Pick<typeof inventory.$inferInsert, 'productId' | 'organizationId'> &
    Partial<typeof inventory.$inferInsert>,
) {
  const [row] = await db
    .insert(inventory)
    .values({ quantityOnHand: 50, ...values })
    .returning();
  return row!;
}

export async function createPaymentOption(
  db: Db,
  values: Pick<typeof paymentOptions.$inferInsert, 'organizationId'> &
    Partial<typeof paymentOptions.$inferInsert>,
) {
  const [row] = await db
    .insert(paymentOptions)
    .values({
      paymentType: 'credit_card',
      cardType: 'visa',
      lastFourDigits: '4242',
      expirationMonth: '12',
      expirationYear: String(new Date().getUTCFullYear() + 2),
      cardholderName: 'Test Buyer',
      ...values,
    })
    .returning();
  return row!;
}

export async function createPricingRule(db: Db, values: Partial<typeof pricingRules.$inferInsert>) {
  const [row] = await db
    .insert(pricingRules)
    .values({
      name: 'Test rule',
      ruleType: 'promotional',
      discountType: 'percentage',
      discountValue: '10.00',
      applyTo: 'product',
      validFrom: new Date(Date.now() - 86_400_000),
      priority: 5,
      ...values,
    })
    .returning();
  return row!;
}

export async function createOrganizationPricing(
  db: Db,
  values: Pick<typeof organizationPricing.$inferInsert, 'productId' | 'organizationId'> &
    Partial<typeof organizationPricing.$inferInsert>,
) {
  const [row] = await db
    .insert(organizationPricing)
    .values({ organizationType: 'shop_owner', effectiveFrom: new Date(Date.now() - 86_400_000), ...values })
    .returning();
  return row!;
}

/**
 * A small trade network: manufacturer M; distributor D carrying M's products; shop S (7.25 % tax)
 * authorized to buy from D; marketing firm F authorized to buy from M directly.
 * Series: orderable (S, D, F can_order), priced (pricing_visible), hidden (no grant).
 * Users of all seven roles; the rep and manager belong to S.
 */
export async function createCommerceWorld(db: Db) {
  const manufacturer = await createOrganization(db, { type: 'manufacturer', name: 'World Manufacturer' });
  const distributor = await createOrganization(db, { type: 'distributor', name: 'World Distributor' });
  const shop = await createOrganization(db, { type: 'shop_owner', name: 'World Shop', taxRate: '0.0725' });
  const firm = await createOrganization(db, { type: 'marketing_firm', name: 'World Firm' });
  const orderable = await createSeries(db, { manufacturerId: manufacturer.id, name: 'Orderable Series' });
  const priced = await createSeries(db, { manufacturerId: manufacturer.id, name: 'Priced Series' });
  const hidden = await createSeries(db, { manufacturerId: manufacturer.id, name: 'Hidden Series' });
  const amp = await createProduct(db, { seriesId: orderable.id, name: 'World Amp', mfgMasterPackQty: 2 });
  const sub = await createProduct(db, { seriesId: orderable.id, name: 'World Sub', mfgMasterPackQty: 1 });
  const pricedProduct = await createProduct(db, { seriesId: priced.id, name: 'World Priced' });
  const hiddenProduct = await createProduct(db, { seriesId: hidden.id, name: 'World Hidden' });
  const retired = await createProduct(db, {
    seriesId: orderable.id,
    name: 'World Retired',
    status: 'discontinued',
    isActive: false,
  });
  for (const org of [shop, distributor, firm]) {
    await grantSeries(db, org.id, orderable.id, 'can_order');
    await grantSeries(db, org.id, priced.id, 'pricing_visible');
  }
  await authorizeSupplier(db, shop.id, distributor.id);
  await authorizeSupplier(db, firm.id, manufacturer.id);
  for (const p of [amp, sub, pricedProduct, retired]) {
    await createDistributorPricing(db, { productId: p.id, distributorId: distributor.id });
  }
  await createInventory(db, { productId: amp.id, organizationId: distributor.id, quantityOnHand: 40 });
  await createInventory(db, { productId: sub.id, organizationId: manufacturer.id, quantityOnHand: 40 });
  const shopCard = await createPaymentOption(db, { organizationId: shop.id, isDefault: true });
  const distributorCard = await createPaymentOption(db, { organizationId: distributor.id, isDefault: true });
  const firmCard = await createPaymentOption(db, { organizationId: firm.id, isDefault: true });
  const users = {
    admin: await createUser(db, { role: 'admin', authType: 'oidc' }),
    manufacturer: await createUser(db, { role: 'manufacturer', organizationId: manufacturer.id }),
    distributor: await createUser(db, { role: 'distributor', organizationId: distributor.id }),
    marketing_firm: await createUser(db, { role: 'marketing_firm', organizationId: firm.id }),
    shop_owner: await createUser(db, { role: 'shop_owner', organizationId: shop.id }),
    sales_rep: await createUser(db, { role: 'sales_rep', organizationId: shop.id }),
    sales_manager: await createUser(db, { role: 'sales_manager', organizationId: shop.id }),
  };
  return {
    orgs: { manufacturer, distributor, shop, firm },
    series: { orderable, priced, hidden },
    products: { amp, sub, priced: pricedProduct, hidden: hiddenProduct, retired },
    paymentOptions: { shopCard, distributorCard, firmCard },
    users,
  };
}

export type CommerceWorld = Awaited<ReturnType<typeof createCommerceWorld>>;

/**
 * A test app on a fresh database holding the commerce world, with a session cookie for each of
 * its users, keyed by role.
 */
export async function createCommerceTestApp(): Promise<{
  t: TestApp;
  world: CommerceWorld;
  cookie: Record<string, string>;
}> {
  const t = await createTestApp();
  const world = await createCommerceWorld(t.db);
  const cookie: Record<string, string> = {};
  for (const [role, user] of Object.entries(world.users)) cookie[role] = await sessionCookie(t, user.id);
  return { t, world, cookie };
}

/** What a test file starts with, at its top level: createCommerceTestApp, closed after the file's tests. */
export async function commerceTestApp(): ReturnType<typeof createCommerceTestApp> {
  const made = await createCommerceTestApp();
  afterAll(() => made.t.close());
  return made;
}
