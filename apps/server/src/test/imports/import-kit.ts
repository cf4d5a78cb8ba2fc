import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import * as XLSX from 'xlsx';
import type { ColumnMappingInput, CsvImport, ImportHistory, UploadResponse } from '@crossover/domain/imports';
import { csvImports } from '@/db/schema/csv-imports.ts';
import { stagedProducts } from '@/db/schema/staged-products.ts';
import { type TestApp, sessionCookie } from '@/test/app.ts';
import { createOrganization, createUser } from '@/test/factories.ts';
import { api } from '@/test/inject.ts';
import { type FormPart, multipartBody } from '@/test/upload-fixtures.ts';

/** Test-only helpers for the imports module's tests (files are generated, never committed). */

export const NON_ADMIN_ROLES = [
  'manufacturer',
  'distributor',
  'marketing_firm',
  'shop_owner',
  'sales_rep',
  'sales_manager',
] as const;

/** RFC 4180 text: cells with a comma, quote or line break quoted, quotes doubled. */
export function csvText(rows: readonly (readonly string[])[], lineEnd = '\r\n'): string {
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return rows.map((row) => row.map(cell).join(',')).join(lineEnd) + lineEnd;
}

export function workbookOf(
  rows: readonly (readonly string[])[],
  bookType: 'xlsx' | 'biff8' = 'xlsx',
): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows as string[][]);
  return XLSX.write(XLSX.utils.book_new(sheet, 'Products'), {
    type: 'buffer',
    bookType,
    compression: true,
  }) as Buffer;
}

export const PRODUCT_HEADERS = [
  'Item No',
  'Product Name',
  'Series',
  'Category',
  'Dealer Cost',
  'MSRP',
  'MPQ',
  'Status',
];
/** Column positions of PRODUCT_HEADERS, as a mapping. */
export const PRODUCT_MAPPING: ColumnMappingInput = {
  sku: 0,
  name: 1,
  seriesName: 2,
  category: 3,
  mfgCost: 4,
  mfgRetail: 5,
  mfgMasterPackQty: 6,
  status: 7,
};

/** `count` valid product rows with SKUs `${prefix}-1`… */
export function productRows(prefix: string, count: number, start = 1): string[][] {
  return Array.from({ length: count }, (_, i) => {
    const n = start + i;
    return [
      `${prefix}-${n}`,
      `Amplifier ${n}`,
      'Storm',
      'Amplifiers',
      `$${n % 1000},000.50`,
      '1,299.99',
      '2',
      'active',
    ];
  });
}

export interface ImportWorld {
  admin: string;
  adminId: string;
  manufacturerId: string;
  roles: Record<(typeof NON_ADMIN_ROLES)[number], string>;
}

/** An admin, an active manufacturer and a signed-in user of every other role. */
export async function createImportWorld(t: TestApp): Promise<ImportWorld> {
  const manufacturer = await createOrganization(t.db, { type: 'manufacturer', name: `Maker ${Date.now()}` });
  const admin = await createUser(t.db, { role: 'admin', authType: 'oidc' });
  const roles = {} as ImportWorld['roles'];
  for (const role of NON_ADMIN_ROLES) {
    const organization = await createOrganization(t.db, {
      type: role === 'sales_rep' || role === 'sales_manager' ? 'distributor' : role,
    });
    const user = await createUser(t.db, { role, organizationId: organization.id });
    roles[role] = await sessionCookie(t, user.id);
  }
  return {
    admin: await sessionCookie(t, admin.id),
    adminId: admin.id,
    manufacturerId: manufacturer.id,
    roles,
  };
}

export interface UploadOptions {
  data: Buffer | string;
  filename?: string;
  manufacturerId?: string | null;
  field?: string;
}

/** POST /api/csv-import as `cookie` (null: signed out). */
export function upload(
  t: TestApp,
  cookie: string | null,
  options: UploadOptions,
): Promise<LightMyRequestResponse> {
  const parts: FormPart[] = [];
  if (options.manufacturerId !== null && options.manufacturerId !== undefined)
    parts.push({ name: 'manufacturerId', value: options.manufacturerId });
  parts.push({
    name: options.field ?? 'csvFile',
    filename: options.filename ?? 'products.csv',
    contentType: 'text/csv',
    data: Buffer.isBuffer(options.data) ? options.data : Buffer.from(options.data),
  });
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/csv-import',
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

/** Uploads a file as the world's admin for its manufacturer; answers the new import's id. */
export async function uploadedImport(
  t: TestApp,
  world: ImportWorld,
  data: Buffer | string,
  filename = 'products.csv',
): Promise<string> {
  const uploaded = await upload(t, world.admin, { data, filename, manufacturerId: world.manufacturerId });
  if (uploaded.statusCode !== 200) throw new Error(`upload ${uploaded.statusCode}: ${uploaded.body}`);
  return uploaded.json<UploadResponse>().importId;
}

/** The rows an import staged, in the file's order. */
export const stagedOf = (t: TestApp, importId: string) =>
  t.db
    .select()
    .from(stagedProducts)
    .where(eq(stagedProducts.csvImportId, importId))
    .orderBy(stagedProducts.importRowNumber);

/** Uploads, starts and runs an import to its end (inline jobs); answers its history entry. */
export async function runImport(
  t: TestApp,
  world: ImportWorld,
  data: Buffer | string,
  mapping: ColumnMappingInput = PRODUCT_MAPPING,
  filename = 'products.csv',
): Promise<CsvImport> {
  return processImport(t, world, await uploadedImport(t, world, data, filename), { columnMapping: mapping });
}

/** Starts an uploaded import with `body` and runs its job to the end (inline jobs); answers its history entry. */
export async function processImport(
  t: TestApp,
  world: ImportWorld,
  importId: string,
  body: { columnMapping: ColumnMappingInput } & Record<string, unknown>,
): Promise<CsvImport> {
  const started = await api(t.app).as(world.admin).post(`/api/csv-import/${importId}/process`, body);
  if (started.status !== 200) throw new Error(`process ${started.status}: ${started.raw.body}`);
  await t.jobs.drain();
  return historyEntry(t, world, importId);
}

export async function historyEntry(t: TestApp, world: ImportWorld, importId: string): Promise<CsvImport> {
  const { json } = await api(t.app).as(world.admin).get<ImportHistory>('/api/csv-imports?limit=200');
  const entry = json.imports.find((candidate) => candidate.id === importId);
  if (!entry) throw new Error(`import ${importId} is not in the history`);
  return entry;
}

export async function storedImport(t: TestApp, importId: string) {
  const [row] = await t.db.select().from(csvImports).where(eq(csvImports.id, importId));
  return row;
}

/** The crash file: unique SKUs, every 97th row without one (fails), every 1000th repeating the row before. */
export function crashRows(count: number): string[][] {
  const rows = productRows('CRASH', count);
  rows.forEach((row, index) => {
    if (index % 97 === 0) row[0] = '';
    else if (index % 1000 === 999) row[0] = rows[index - 1]![0]!;
  });
  return rows;
}
