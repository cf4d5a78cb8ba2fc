import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PMAP_PRODUCTS, PMAP_MESSAGES, type PmapPreview } from '@crossover/domain/pricing/pmap';
import { type TestApp, sessionCookie } from '@/test/app.ts';
import { createUser } from '@/test/factories.ts';
import { sheetJsXlsx } from '@/test/xlsx-fixtures.ts';
import { buildZip } from '@/test/upload-fixtures.ts';
import { pmapTestWorld, postPreview, productWithMap } from './pmap-test-world.ts';

let t: TestApp;
let adminCookie: string;
type ErrorBody = { message: string; errors?: Record<string, string> };
const GRID = ['SKU', 'UPC', 'MPQ', 'MSRP', 'UMAP', 'DEALER', 'PMAP'];

beforeAll(async () => {
  ({ t } = await pmapTestWorld());
  adminCookie = await sessionCookie(t, (await createUser(t.db, { role: 'admin', authType: 'oidc' })).id);
});
afterAll(async () => {
  await t.close();
});

/** A PMAP workbook as manufacturers send them: title rows with the campaign, then the grid. */
const workbook = (
  rows: unknown[][],
  title: unknown[][] = [['July 4th PMAP'], ['Start Date: 07/01/2026'], ['End: 07/31/2026'], []],
) => sheetJsXlsx([...title, GRID, ...rows]);

describe('PMAP preview', () => {
  it('reads the campaign from the header and checks each row: unknown SKU and unreadable price are errors, above MAP a warning', async () => {
    const [ok, above, noPrice] = [
      await productWithMap(t, '200.00'),
      await productWithMap(t, '100.00'),
      await productWithMap(t, '100.00'),
    ];
    const res = await postPreview(t, adminCookie, {
      filename: 'july.xlsx',
      data: workbook([
        [ok.sku, '', 1, 249.99, 200, 120, 150],
        [above.sku, '', 1, 149.99, 100, 60, '110.00'],
        ['NOT-IN-CATALOGUE', '', 1, 10, 10, 5, 9],
        [noPrice.sku, '', 1, 10, 10, 5, 'Call'],
      ]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<PmapPreview>();
    expect(preview.campaign).toEqual({
      name: 'July 4th PMAP',
      startDate: '2026-07-01',
      endDate: '2026-07-31',
      totalProducts: 2,
      averageDiscount: 7.5, // (25 % off + 10 % above) / 2
    });
    expect(preview.previewItems).toEqual([
      {
        sku: ok.sku,
        productName: ok.name,
        currentMapPrice: '200.00',
        newPmapPrice: '150.00',
        percentChange: -25,
        status: 'success',
        message: null,
      },
      {
        sku: above.sku,
        productName: above.name,
        currentMapPrice: '100.00',
        newPmapPrice: '110.00',
        percentChange: 10,
        status: 'warning',
        message: PMAP_MESSAGES.priceAboveMap,
      },
      {
        sku: 'NOT-IN-CATALOGUE',
        productName: null,
        currentMapPrice: null,
        newPmapPrice: '9.00',
        percentChange: null,
        status: 'error',
        message: PMAP_MESSAGES.skuNotFound,
      },
      {
        sku: noPrice.sku,
        productName: noPrice.name,
        currentMapPrice: '100.00',
        newPmapPrice: null,
        percentChange: null,
        status: 'error',
        message: PMAP_MESSAGES.priceMissing,
      },
    ]);
  });

  it('names the campaign after the file when the header does not', async () => {
    const product = await productWithMap(t, '50.00');
    const res = await postPreview(t, adminCookie, {
      filename: 'Fall Deals.xlsx',
      data: workbook([[product.sku, '', '', '', '', '', 45]], []),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PmapPreview>().campaign).toMatchObject({
      name: 'Fall Deals',
      startDate: '',
      endDate: '',
    });
  });

  it('refuses a CSV, an empty file and a corrupt workbook with 400 naming pmapFile', async () => {
    const csv = await postPreview(t, adminCookie, {
      filename: 'pmap.xlsx',
      data: Buffer.from('SKU,PMAP\nA,1\n'),
    });
    expect(csv.statusCode).toBe(400);
    expect(csv.json<ErrorBody>()).toMatchObject({
      message: PMAP_MESSAGES.excelOnly,
      errors: { pmapFile: PMAP_MESSAGES.excelOnly },
    });
    for (const data of [
      Buffer.alloc(0),
      buildZip([{ name: 'not-a-workbook.txt', data: Buffer.from('hello') }]),
    ]) {
      const res = await postPreview(t, adminCookie, { filename: 'pmap.xlsx', data });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<ErrorBody>().errors?.pmapFile).toBeTruthy();
    }
  });

  it(`refuses a workbook of more than ${MAX_PMAP_PRODUCTS} products`, async () => {
    const rows = Array.from({ length: MAX_PMAP_PRODUCTS + 1 }, (_, i) => [
      `BIG-${i}`,
      '',
      '',
      '',
      '',
      '',
      10,
    ]);
    const res = await postPreview(t, adminCookie, { filename: 'big.xlsx', data: workbook(rows) });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors?.pmapFile).toBe(PMAP_MESSAGES.tooManyProducts);
  });

  it('answers 401 without a session and 403 to anyone but an administrator', async () => {
    const file = { filename: 'x.xlsx', data: workbook([['A', '', '', '', '', '', 1]]) };
    expect((await postPreview(t, null, file)).statusCode).toBe(401);
    for (const role of ['marketing_firm', 'distributor', 'shop_owner'] as const) {
      const user = await createUser(t.db, { role });
      expect({
        role,
        status: (await postPreview(t, await sessionCookie(t, user.id), file)).statusCode,
      }).toEqual({ role, status: 403 });
    }
  });
});
