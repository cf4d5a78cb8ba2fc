import { eq } from 'drizzle-orm';
import type { Db } from '@/db/database.ts';
import { organizations } from '@/db/schema/organizations.ts';
import { productSeries } from '@/db/schema/product-series.ts';
import { products } from '@/db/schema/products.ts';
import { users } from '@/db/schema/users.ts';
import { hash } from '@node-rs/argon2';

/**
 * Test users get argon2id with the smallest cost (64 KiB, 1 pass): verifying reads the cost from
 * the hash, so sign-in works the same, in a fraction of a millisecond instead of tens. The app's
 * own hashes (lib/passwords.ts) keep the production profile.
 */
const hashPassword = (plain: string) =>
  hash(plain, { algorithm: 2 /* Argon2id */, memoryCost: 64, timeCost: 1, parallelism: 1 } as never);

/**
 * Test factories: each inserts one row with sensible defaults, takes overrides for what the test
 * cares about and returns the inserted row. A counter, not randomness, keeps names and keys unique.
 */
let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};
/** Unique across test files running in parallel workers on one PostgreSQL server. */
const run = `${process.pid.toString(36)}${Date.now().toString(36)}`;

type OrganizationInsert = typeof organizations.$inferInsert;
type UserInsert = typeof users.$inferInsert;
type SeriesInsert = typeof productSeries.$inferInsert;
type ProductInsert = typeof products.$inferInsert;

export async function createOrganization(db: Db, overrides: Partial<OrganizationInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(organizations)
    .values({
      name: `Test Organization ${n}`,
      type: 'shop_owner',
      contactEmail: `org${n}-${run}@example.test`,
      ...overrides,
    })
    .returning();
  return row!;
}

/** `password` is plain text and stored hashed; without it the user has no password. */
export async function createUser(db: Db, overrides: Partial<UserInsert> & { password?: string } = {}) {
  const n = next();
  const { password, ...rest } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      email: `user${n}-${run}@example.test`,
      firstName: 'Test',
      lastName: `User ${n}`,
      role: 'shop_owner',
      authType: 'traditional',
      ...rest,
      password: password === undefined ? null : await hashPassword(password),
    })
    .returning();
  return row!;
}

/** Creates a manufacturer for the series unless `manufacturerId` is given. */
export async function createSeries(db: Db, overrides: Partial<SeriesInsert> = {}) {
  const n = next();
  const manufacturerId =
    overrides.manufacturerId ?? (await createOrganization(db, { type: 'manufacturer' })).id;
  const [row] = await db
    .insert(productSeries)
    .values({ name: `Test Series ${n}`, description: 'Series for tests', ...overrides, manufacturerId })
    .returning();
  return row!;
}

/**
 * A product with the usual price ladder (mfg cost < distributor cost < MAP <= retail). Creates a
 * series (and its manufacturer) unless `seriesId` is given; the manufacturer follows the series.
 */
export async function createProduct(db: Db, overrides: Partial<ProductInsert> = {}) {
  const n = next();
  let { seriesId, manufacturerId } = overrides;
  if (!seriesId) {
    const series = await createSeries(db, manufacturerId ? { manufacturerId } : {});
    seriesId = series.id;
    manufacturerId = series.manufacturerId;
  } else if (!manufacturerId) {
    const [series] = await db
      .select({ manufacturerId: productSeries.manufacturerId })
      .from(productSeries)
      .where(eq(productSeries.id, seriesId));
    if (!series) throw new Error(`createProduct: no series ${seriesId}`);
    manufacturerId = series.manufacturerId;
  }
  const [row] = await db
    .insert(products)
    .values({
      name: `Test Amplifier ${n}`,
      sku: `TEST-${run}-${n}`.toUpperCase(),
      description: 'A 4-channel amplifier for tests.',
      category: 'Amplifiers',
      subcategory: '4-Channel Amplifiers',
      mfgCost: '100.00',
      mfgMasterPackCost: '95.00',
      mfgMasterPackQty: 2,
      distributorCost: '130.00',
      distributorMpqCost: '125.00',
      mapPrice: '199.99',
      retailPrice: '229.99',
      specifications: { channels: 4, rmsPower: '75 W x 4' },
      ...overrides,
      seriesId,
      manufacturerId,
    })
    .returning();
  return row!;
}
