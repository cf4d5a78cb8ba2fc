import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceListUpload } from '@crossover/domain/pricing/price-list';
import { distributorPricing } from '@/db/schema/distributor-pricing.ts';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { createOrganization, createProduct, createUser } from '@/test/factories.ts';
import { csvText } from '@/test/imports/import-kit.ts';
import { SAVE_AS_HINTS } from '@/lib/uploads/file-kind.ts';
import { PNG_BYTES, multipartBody } from '@/test/upload-fixtures.ts';

const TEMPLATE = ['SKU', 'Distributor Part Number', 'Cost', 'Master Pack Qty Cost'];
const HINT = 'Please select an Excel (.xlsx, .xls) or CSV file.';

let t: TestApp;
let admin: string;
let distributor: string;
let distributorOrg: string;
let otherDistributorOrg: string;
let manufacturerOrg: string;
const others: Record<string, string> = {};
let amp: { id: string; sku: string };
let speaker: { id: string; sku: string };

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = async (role: string, type: string | null) => {
    const organization = type ? await createOrganization(t.db, { type }) : null;
    const user = await createUser(t.db, { role, organizationId: organization?.id ?? null });
    return { cookie: await sessionCookie(t, user.id), organizationId: organization?.id ?? '' };
  };
  admin = (await signedIn('admin', null)).cookie;
  const own = await signedIn('distributor', 'distributor');
  [distributor, distributorOrg] = [own.cookie, own.organizationId];
  otherDistributorOrg = (await createOrganization(t.db, { type: 'distributor' })).id;
  for (const role of ['shop_owner', 'marketing_firm', 'manufacturer']) {
    const user = await signedIn(role, role);
    others[role] = user.cookie;
    if (role === 'manufacturer') manufacturerOrg = user.organizationId;
  }
  amp = await createProduct(t.db, { distributorCost: '100.00' });
  speaker = await createProduct(t.db, { distributorCost: '20.00' });
  await t.db
    .insert(distributorPricing)
    .values({ productId: amp.id, distributorId: distributorOrg, distCost: '10.00', distPartNumber: 'OLD' });
});
afterAll(() => t.close());

function send(
  cookie: string | null,
  file: { data: Buffer | string; filename?: string } | null,
  fields: Record<string, string> = {},
) {
  const { payload, headers } = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(file
      ? [
          {
            name: 'file',
            filename: file.filename ?? 'prices.csv',
            data: Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data),
          },
        ]
      : []),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/pricing-import/upload',
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

function book(
  sheets: [string, unknown[][], ((sheet: XLSX.WorkSheet) => void)?][],
  bookType: 'xlsx' | 'biff8' = 'xlsx',
) {
  const workbook = XLSX.utils.book_new();
  for (const [name, rows, edit] of sheets) {
    const sheet = XLSX.utils.aoa_to_sheet(rows);
    edit?.(sheet);
    XLSX.utils.book_append_sheet(workbook, sheet, name);
  }
  return XLSX.write(workbook, { type: 'buffer', bookType }) as Buffer;
}

describe('POST /api/pricing-import/upload', () => {
  it("answers a distributor's CSV row by row against its own prices, numbered as the file numbers them", async () => {
    const csv = csvText([
      TEMPLATE,
      [amp.sku, 'D-AMP', '12.00', '140.00'],
      [speaker.sku, '', '$1,234.50', ''],
      ['NOT-IN-CATALOGUE', 'D-X', '5.00', ''],
      [amp.sku.toLowerCase(), 'D-AMP-2', 'Call', ''],
    ]);
    const response = await send(distributor, { data: csv, filename: 'March Prices.CSV' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<PriceListUpload>();
    expect(body.filename).toBe('March Prices.CSV');
    expect(body.stats).toEqual({ total: 4, processed: 4, successful: 0, errors: 3, warnings: 1 });
    expect(body.data.length).toBe(4);
    expect(body.data[0]).toMatchObject({
      rowNumber: 2,
      status: 'error',
      productId: amp.id,
      currentCost: '10.00',
    });
    expect(body.data[0]!.message).toBe('The SKU is listed again on row 5, which is used instead');
    // The speaker has no price of this distributor yet: no move to warn about, only the part number.
    expect(body.data[1]).toMatchObject({
      rowNumber: 3,
      status: 'warning',
      cost: '1234.50',
      currentCost: null,
      message: 'Distributor Part Number is missing',
    });
    expect(body.data[2]).toMatchObject({
      status: 'error',
      message: "SKU 'NOT-IN-CATALOGUE' is not in the catalogue",
    });
    expect(body.data[3]).toMatchObject({
      rowNumber: 5,
      status: 'error',
      cost: 'Call',
      message: "Cost 'Call' is not an amount",
    });
  });

  it('reads a real-looking workbook for the catalogue: cover sheet, title block, trade names, leading zeros, formulas', async () => {
    const bytes = book([
      [
        'Cover',
        [
          ['Contact', 'Phone'],
          ['Sales', '555-0100'],
          ['Orders', '555-0101'],
        ],
      ],
      [
        'Prices',
        [
          ['ACME DISTRIBUTION 2026 DEALER PRICE LIST'],
          ['Effective 1/1/2026'],
          [],
          ['Item #', 'Part #', 'Description', 'Dealer Cost', 'MPQ Cost'],
          [amp.sku, 123, 'Amp', 110, 0],
          [speaker.sku, '000456', 'Speaker', 0, 'Call'],
        ],
        (sheet) => {
          // The part number typed as a number in a zero-padded format shows (and reads) as 00123.
          sheet['B5'] = { t: 'n', v: 123, z: '00000' };
          // A cost computed by a formula reads as its cached value (without float noise).
          sheet['D6'] = { t: 'n', f: 'D5*0.273', v: 30.030000000000001 };
        },
      ],
    ]);
    const response = await send(
      admin,
      { data: bytes, filename: 'dealer-prices.xlsx' },
      { organizationId: '' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<PriceListUpload>();
    expect(
      data.map((row) => [
        row.rowNumber,
        row.status,
        row.distPartNumber,
        row.cost,
        row.mpqCost,
        row.currentCost,
      ]),
    ).toEqual([
      [5, 'success', '00123', '110.00', '0.00', '100.00'],
      [6, 'error', '000456', '30.03', 'Call', '20.00'],
    ]);
    expect(data[1]!.message).toBe(
      "Master Pack Qty Cost 'Call' is not an amount; Cost moves 50.2% from the current $20.00 to $30.03",
    );
  });

  it("lets an admin read a legacy .xls against a distributor organization's prices", async () => {
    const bytes = book([['Sheet1', [TEMPLATE, [amp.sku, 'D-AMP', '25', '']]]], 'biff8');
    const response = await send(
      admin,
      { data: bytes, filename: 'prices.xls' },
      { organizationId: distributorOrg },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PriceListUpload>().data).toMatchObject([
      {
        rowNumber: 2,
        status: 'warning',
        cost: '25.00',
        currentCost: '10.00',
        message: 'Cost moves 150% from the current $10.00 to $25.00',
      },
    ]);
  });

  it('lets a distributor name its own organization', async () => {
    const response = await send(
      distributor,
      { data: csvText([TEMPLATE, [amp.sku, 'D', '10', '']]) },
      { organizationId: distributorOrg },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PriceListUpload>().stats.successful).toBe(1);
  });

  it('refuses files that are no price list with a 400 naming file', async () => {
    const refusals: [{ data: Buffer | string; filename?: string } | null, string][] = [
      [{ data: PNG_BYTES, filename: 'prices.csv' }, HINT],
      [{ data: csvText([TEMPLATE, ['A', 'B', '1', '']]), filename: 'prices.txt' }, HINT],
      [{ data: '', filename: 'prices.csv' }, 'The file is empty'],
      [null, 'Choose a file to upload'],
      [
        {
          data: csvText([
            ['Name', 'Cost'],
            ['Amp', '1'],
          ]),
        },
        'No row of the file names the SKU column: add it to the header row',
      ],
      [{ data: csvText([TEMPLATE]) }, 'The file has a header row but no rows under it'],
    ];
    expect(refusals.length).toBeGreaterThan(0);
    // Text named .xlsx, and UTF-16 text, are told what to do instead, as 400s too.
    refusals.push([
      { data: csvText([TEMPLATE, ['A', 'B', '1', '']]), filename: 'prices.xlsx' },
      'The file is named .xlsx but is not an Excel workbook: it holds plain text. Open it in Excel and save it as Excel Workbook (.xlsx), or name it .csv if it is a CSV',
    ]);
    refusals.push([
      { data: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('SKU\tCost\r\nA\t1\r\n', 'utf16le')]) },
      SAVE_AS_HINTS.utf16,
    ]);
    for (const [file, message] of refusals) {
      const response = await send(admin, file);
      expect(response.statusCode, `${file?.filename}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: { file: message } });
    }
  });

  it('refuses a file over 10 MB with a 413 naming file', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
    const response = await send(admin, { data: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errors: { file: 'The file is larger than 10 MB' } });
  });

  it("refuses an admin's organization that is not a distributor, naming organizationId", async () => {
    for (const organizationId of [manufacturerOrg, 'no-such-organization']) {
      const response = await send(
        admin,
        { data: csvText([TEMPLATE, [amp.sku, 'D', '1', '']]) },
        { organizationId },
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        errors: { organizationId: 'Choose an active distributor organization, or none for the catalogue' },
      });
    }
  });

  it('answers 401 signed out and 403 to roles that may not import prices or to another distributor', async () => {
    const file = { data: csvText([TEMPLATE, [amp.sku, 'D', '1', '']]) };
    expect((await send(null, file)).statusCode).toBe(401);
    expect(Object.keys(others)).toHaveLength(3);
    for (const [role, cookie] of Object.entries(others))
      expect((await send(cookie, file)).statusCode, role).toBe(403);
    const response = await send(distributor, file, { organizationId: otherDistributorOrg });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      errors: { organizationId: "You may import your own organization's price list only" },
    });
  });
});
