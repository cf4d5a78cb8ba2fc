import type { PmapImportRequest } from '@crossover/domain/pricing/pmap';
import { ROLES } from '@crossover/domain/roles';
import { type TestApp, createTestApp, sessionCookie } from '@/test/app.ts';
import { createOrganization, createProduct, createUser } from '@/test/factories.ts';
import { type ApiClient, api } from '@/test/inject.ts';
import { type FormPart, multipartBody } from '@/test/upload-fixtures.ts';

/** Test-only: an app with an admin, one client per other role, and products with a MAP. */
export async function pmapTestWorld() {
  const t: TestApp = await createTestApp();
  t.clock.set('2026-07-10T12:00:00Z');
  const visitor = api(t.app);
  const adminUser = await createUser(t.db, { role: 'admin', authType: 'oidc' });
  const admin = visitor.as(await sessionCookie(t, adminUser.id));
  const members = new Map<string, ApiClient>();
  for (const role of ROLES.filter((r) => r !== 'admin')) {
    const type = role === 'sales_rep' || role === 'sales_manager' ? 'manufacturer' : role;
    const org = await createOrganization(t.db, { type });
    const user = await createUser(t.db, { role, organizationId: org.id });
    members.set(role, visitor.as(await sessionCookie(t, user.id)));
  }
  return { t, visitor, admin, adminUser, members };
}

/** A product with MAP `mapPrice` (null: none). */
export const productWithMap = (t: TestApp, mapPrice: string | null) => createProduct(t.db, { mapPrice });

let unique = 0;
/** A campaign name no other test uses. */
export const campaignName = (base = 'Summer PMAP') => `${base} ${(unique += 1)}`;

export const importBody = (
  name: string,
  products: { sku: string; newPmapPrice: string | null }[],
  dates: { startDate: string; endDate: string } = { startDate: '2026-07-01', endDate: '2026-07-31' },
): PmapImportRequest => ({
  campaign: { name, ...dates },
  products,
  filename: `${name}.xlsx`,
});

/** POSTs a multipart preview with one file part named pmapFile (or `field`). */
export async function postPreview(
  t: TestApp,
  cookie: string | null,
  file: { filename: string; data: Buffer },
  field = 'pmapFile',
) {
  const parts: FormPart[] = [{ name: field, filename: file.filename, data: file.data }];
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/pricing-rules/pmap/preview',
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}
