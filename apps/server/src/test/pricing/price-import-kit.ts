import { expect } from 'vitest';
import type { ProductListResponse } from '@crossover/domain/catalog';
import type {
  PricingImportDetail,
  PricingImportSummary,
  ProcessPriceListResponse,
} from '@crossover/domain/pricing/price-imports';
import type { PriceListInput } from '@crossover/domain/pricing/price-list';
import { sessionCookie } from '@/test/app.ts';
import { type CommerceWorld, commerceTestApp, createDistributorPricing } from '@/test/commerce-factories.ts';
import { createOrganization, createProduct, createUser } from '@/test/factories.ts';
import { api } from '@/test/inject.ts';

/**
 * The commerce world (test/commerce-factories.ts) for price-list imports, with a second
 * distributor, and helpers to process a list, run its job and read what a shop owner pays.
 */
export async function priceImportTestApp() {
  const { t, world, cookie } = await commerceTestApp();
  const other = await createOrganization(t.db, { type: 'distributor', name: 'Other Distributor' });
  const otherUser = await createUser(t.db, { role: 'distributor', organizationId: other.id });
  cookie.other_distributor = await sessionCookie(t, otherUser.id);
  const as = (role: string) => api(t.app).as(cookie[role]!);

  /** A product of the orderable series the distributor sells at 120.00 (master pack 115.00). */
  async function freshProduct(world_: CommerceWorld = world) {
    const product = await createProduct(t.db, { seriesId: world_.series.orderable.id });
    await createDistributorPricing(t.db, {
      productId: product.id,
      distributorId: world_.orgs.distributor.id,
    });
    return product;
  }

  let rowNumber = 1;
  const row = (
    sku: string,
    cost: string | null,
    part: string | null = `D-${sku}`,
    mpqCost: string | null = null,
  ): PriceListInput => ({
    rowNumber: ++rowNumber,
    sku,
    distPartNumber: part,
    cost,
    mpqCost,
  });

  /** Processes a list as `role`, expects 202, and runs the job to its end. */
  async function processList(
    role: string,
    rows: PriceListInput[],
    options: {
      effectiveDate?: string;
      expirationDate?: string | null;
      organizationId?: string | null;
      filename?: string;
    } = {},
  ): Promise<ProcessPriceListResponse> {
    const { status, json, raw } = await as(role).post<ProcessPriceListResponse>(
      '/api/pricing-import/process',
      {
        pricingData: rows,
        effectiveDate: options.effectiveDate ?? t.clock.now().toISOString().slice(0, 10),
        expirationDate: options.expirationDate ?? null,
        filename: options.filename ?? 'prices.csv',
        ...(options.organizationId === undefined ? {} : { organizationId: options.organizationId }),
      },
    );
    expect(status, raw.body).toBe(202);
    await t.jobs.drain();
    return json;
  }

  async function detail(id: string, role = 'admin'): Promise<PricingImportDetail> {
    const { status, json, raw } = await as(role).get<PricingImportDetail>(`/api/pricing-imports/${id}`);
    expect(status, raw.body).toBe(200);
    return json;
  }

  const rollback = (id: string, role = 'admin', reason = 'Wrong file') =>
    as(role).post<PricingImportSummary & { message?: string }>(`/api/pricing-imports/${id}/rollback`, {
      reason,
    });

  /** What the shop owner routed to the distributor pays for the product (its catalogue price). */
  async function shopPrice(product: { id: string; name: string }): Promise<string | undefined> {
    const { json } = await as('shop_owner').get<ProductListResponse>(
      `/api/products?search=${encodeURIComponent(product.name)}&limit=100`,
    );
    const found = json.products.find((p) => p.id === product.id);
    expect(found, `${product.name} in the shop owner's catalogue`).toBeDefined();
    return (found as { price?: string }).price;
  }

  return { t, world, cookie, other, as, freshProduct, row, processList, detail, rollback, shopPrice };
}
