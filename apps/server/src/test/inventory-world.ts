import { eq } from 'drizzle-orm';
import type { InventoryRecord } from '@crossover/domain/inventory';
import type { Role } from '@crossover/domain/roles';
import { inventory } from '@/db/schema/inventory.ts';
import { createInventory } from './commerce-factories.ts';
import { createOrganization, createProduct, createUser } from './factories.ts';
import { type TestApp, createTestApp, sessionCookie } from './app.ts';
import { type ApiClient, api } from './inject.ts';

/**
 * The inventory tests' world: two manufacturers, two distributors and a shop, a signed-in user of
 * every role (the partners in their own organization), and helpers that give each test its own
 * products and records (tests run in a random order and must not share rows).
 */
export async function createInventoryWorld() {
  const t: TestApp = await createTestApp();
  const orgs = {
    maker: await createOrganization(t.db, { type: 'manufacturer', name: 'Thunder Test Audio' }),
    otherMaker: await createOrganization(t.db, { type: 'manufacturer', name: 'Kestrel Test Sound' }),
    distributor: await createOrganization(t.db, { type: 'distributor', name: 'Pacific Test Supply' }),
    otherDistributor: await createOrganization(t.db, { type: 'distributor', name: 'Midwest Test Mobile' }),
    shop: await createOrganization(t.db, { type: 'shop_owner', name: 'Sound Test Garage' }),
  };
  const home: Record<Role, string | null> = {
    admin: null,
    manufacturer: orgs.maker.id,
    distributor: orgs.distributor.id,
    marketing_firm: orgs.shop.id,
    shop_owner: orgs.shop.id,
    sales_rep: orgs.shop.id,
    sales_manager: orgs.shop.id,
  };
  const as: Record<Role | 'otherDistributor', ApiClient> = {} as never;
  const cookies: Partial<Record<Role, string>> = {};
  const userIds: Partial<Record<Role, string>> = {};
  for (const [role, organizationId] of Object.entries(home) as [Role, string | null][]) {
    const user = await createUser(t.db, {
      role,
      organizationId,
      authType: role === 'admin' ? 'oidc' : 'traditional',
    });
    cookies[role] = await sessionCookie(t, user.id);
    userIds[role] = user.id;
    as[role] = api(t.app, cookies[role]);
  }
  const other = await createUser(t.db, { role: 'distributor', organizationId: orgs.otherDistributor.id });
  as.otherDistributor = api(t.app, await sessionCookie(t, other.id));

  /** A product the organization may stock: a manufacturer's own, else another maker's active one. */
  const productFor = (organizationId: string, overrides: Parameters<typeof createProduct>[1] = {}) =>
    createProduct(t.db, {
      manufacturerId: organizationId === orgs.maker.id ? orgs.maker.id : orgs.otherMaker.id,
      ...overrides,
    });

  /** A fresh record of a fresh product at the organization, written directly. */
  async function recordAt(
    organizationId: string,
    values: Partial<typeof inventory.$inferInsert> = {},
    product?: { id: string },
  ) {
    const productId = product?.id ?? (await productFor(organizationId)).id;
    return createInventory(t.db, { productId, organizationId, ...values });
  }

  const stockOf = async (id: string) =>
    (await t.db.select().from(inventory).where(eq(inventory.id, id)))[0] ?? null;

  return { t, orgs, as, cookies, userIds, productFor, recordAt, stockOf };
}

export type InventoryWorld = Awaited<ReturnType<typeof createInventoryWorld>>;
export type { InventoryRecord };
