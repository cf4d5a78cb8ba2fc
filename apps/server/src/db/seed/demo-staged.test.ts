import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { StagedBulkResponse, StagedListResponse } from '@crossover/domain/staged-products';
import { STAGED_CHECK_MESSAGES } from '@crossover/domain/staged-products-check';
import { products } from '@/db/schema/products.ts';
import { users } from '@/db/schema/users.ts';
import { createStagedProductsService } from '@/modules/staged-products/service.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { api } from '@/test/inject.ts';
import { seedDemoData } from './demo.ts';
import {
  DEMO_IMPORT_NEW_ITEMS,
  DEMO_IMPORT_NEW_PREFIX,
  DEMO_IMPORT_UPDATED_SKUS,
} from './demo-staged-import.ts';

let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db);
  for (const email of ['admin@demo.test', 'manufacturer@demo.test', 'distributor@demo.test']) {
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    cookies[email.split('@')[0]!] = await sessionCookie(t, user!.id);
  }
});
afterAll(async () => {
  await t.close();
});

const list = (who: string, query: string) =>
  api(t.app).as(cookies[who]!).get<StagedListResponse>(`/api/scraper/staged${query}`);

// In order: the last test approves the import the others look at.
describe('the demo staged products', { shuffle: false }, () => {
  it('waits for review: the five proposals, the Thunderline import and the finished Northgate import, New and Update, without problems', async () => {
    const { json } = await list('admin', '?limit=100');
    // 5 proposals + 30 rows of the Thunderline import + 8 of the Northgate import (demo-imports.ts).
    expect(json.counts).toEqual({ all: 43, pending: 43, approved: 0, rejected: 0 });
    const imported = json.products.filter(
      (p) => p.source === 'CSV Import' && p.manufacturerName === 'Thunderline Audio',
    );
    expect(imported.length).toBe(DEMO_IMPORT_NEW_ITEMS.length + DEMO_IMPORT_UPDATED_SKUS.length);
    expect(
      imported
        .filter((p) => !p.isNewSku)
        .map((p) => p.sku)
        .sort(),
    ).toEqual([...DEMO_IMPORT_UPDATED_SKUS].sort());
    const fresh = imported.filter((p) => p.isNewSku);
    expect(fresh.length).toBe(22);
    expect(fresh.filter((p) => !p.sku!.startsWith(DEMO_IMPORT_NEW_PREFIX))).toEqual([]);
    // Only the accessories, which propose no series, show a problem: they need one (issue 15).
    const waiting = json.products.filter((p) => p.problems.length > 0);
    expect(waiting.map((p) => p.category)).toEqual(Array(5).fill('Accessories'));
    expect(waiting.flatMap((p) => p.problems.map((q) => q.message))).toEqual(
      Array(5).fill(STAGED_CHECK_MESSAGES.seriesRequired),
    );
  });

  it('keeps the proposals the authorizations screen shows as Not Yet Saved', async () => {
    const proposals = await createStagedProductsService(t).uncommittedSeries();
    expect(proposals.map((p) => [p.manufacturerName, p.name, p.stagedProductCount])).toEqual([
      ['Kestrel Acoustics', 'Kite', 2],
      ['Thunderline Audio', 'Cyclone', 3],
    ]);
  });

  it('shows manufacturer@demo.test its 33 rows and distributor@demo.test the 25 in the series it carries', async () => {
    expect((await list('manufacturer', '')).json.counts.all).toBe(33);
    // Only rows proposing a series the distributor holds a grant for (decision 0027), not every row
    // of a brand it carries (43 before).
    expect((await list('distributor', '')).json.counts.all).toBe(25);
  });

  it('approves into the catalogue: 17 new products, 8 updated; the 5 accessories without a series wait', async () => {
    const { json } = await list('admin', `?search=${DEMO_IMPORT_NEW_PREFIX}&limit=100`);
    const updates = (await list('admin', '?search=TL-&limit=100')).json.products.filter((p) => !p.isNewSku);
    const before = await t.db
      .select()
      .from(products)
      .where(inArray(products.sku, [...DEMO_IMPORT_UPDATED_SKUS]));
    expect(before.length).toBe(8);
    const response = await api(t.app)
      .as(cookies.admin!)
      .post<StagedBulkResponse>('/api/scraper/staged-bulk', {
        action: 'approve',
        productIds: [...json.products, ...updates].map((p) => p.id),
      });
    expect(response.json).toMatchObject({ approved: 25, created: 17, updated: 8, skipped: 5 });
    expect(response.json.seriesCreated).toEqual([]);
    expect(response.json.problems.map((p) => p.message)).toEqual(
      Array(5).fill(STAGED_CHECK_MESSAGES.seriesRequired),
    );
    const after = await t.db
      .select()
      .from(products)
      .where(inArray(products.sku, [...DEMO_IMPORT_UPDATED_SKUS]));
    for (const product of after) {
      const old = before.find((b) => b.id === product.id)!;
      expect(product.name).toBe(old.name);
      expect(Number(product.mapPrice)).toBeCloseTo(Number(old.mapPrice) + 10, 2);
    }
  });
});
