import {
  AUTHORIZATION_TYPES,
  type PmapPricing,
  type Product,
  type ProductFacets,
  type ProductFilters,
  type ProductListQuery,
  type ProductListResponse,
  type SeriesAuthorization,
  productLifecycle,
} from '@crossover/domain/catalog';
import { type FacetMoreQuery, type FacetMoreResponse } from '@crossover/domain/facets';
import type { ExactCountResponse } from '@crossover/domain/counts';
import { FEATURED_PRODUCTS_COUNT } from '@crossover/domain/dashboard';
import { formatCents, toCents } from '@crossover/domain/pricing/money';
import { badRequest, notFound } from '@/lib/errors.ts';
import type { AppContext } from '@/context.ts';
import type { Actor } from '@/lib/actor.ts';
import { hasCapability } from '@/lib/authorize.ts';
import { createAuthorizationsService } from '@/modules/authorizations/service.ts';
import { createPricingService } from '@/modules/pricing/service.ts';
import { type Buyer, buyerOf } from './buyer.ts';
import type { ProductQueryFilters, ProductRow } from '@/modules/products/repo.ts';
import {
  createProductsService,
  productCursor,
  productRef,
  readProductCursor,
} from '@/modules/products/service.ts';
import { orderableCandidateIds } from './repo.ts';
import { toProduct } from './visibility.ts';

/** A partner (who does not manage products) never sees an inactive product (productLifecycle). */
const visibleTo = (actor: Actor, filters: ProductFilters): ProductQueryFilters => ({
  ...filters,
  listedOnly: !hasCapability(actor, 'products.manage'),
});

export function createCatalogService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const authorizations = createAuthorizationsService({ db });
  const pricing = createPricingService({ db });
  const products = createProductsService({ db });
  async function present(buyer: Buyer, rows: readonly ProductRow[]): Promise<Product[]> {
    // A page shows prices, never stock: stock is read only where it decides the route.
    const offers = await pricing.offers(buyer, rows, { availability: false, at: clock.now() });
    return rows.map((row) => toProduct(row, offers.get(row.id)!));
  }

  return {
    async listProducts(actor: Actor, query: ProductListQuery): Promise<ProductListResponse> {
      const order = query.order ?? (query.sort === 'createdAt' ? 'desc' : 'asc');
      const after = query.cursor ? readProductCursor(query.cursor, query.sort) : null;
      if (query.cursor && !after) throw badRequest('Invalid cursor', { cursor: 'Invalid cursor' });
      const buyer = buyerOf(actor.user);
      const filters = visibleTo(actor, query);
      // The count stops at COUNT_CAP (decision 0045): its cost no longer grows with the catalogue.
      const { page, total } = await products.listPageAndCount(filters, query.sort, order, query.limit, after);
      return {
        products: await present(buyer, page.rows),
        totalCount: total.count,
        totalCountCapped: total.capped,
        nextCursor: page.nextCursor ? productCursor(page.nextCursor) : null,
        hasMore: page.nextCursor !== null,
        totalPages: Math.ceil(total.count / query.limit),
      };
    },

    /** GET /api/products/count: exactly how many the list would page through, for this caller. */
    async exactCount(actor: Actor, filters: ProductFilters): Promise<ExactCountResponse> {
      return { count: await products.count(visibleTo(actor, filters)) };
    },

    async facets(actor: Actor, query: ProductListQuery): Promise<ProductFacets> {
      return products.facets(visibleTo(actor, query));
    },

    /** One facet's options by name: the rest of what `facets` sent the top of. */
    async facetMore(actor: Actor, query: FacetMoreQuery): Promise<FacetMoreResponse> {
      const { facet, q, limit, ...filters } = query;
      return products.facetMore(visibleTo(actor, filters), facet, q, limit);
    },

    /**
     * One product; with Product Management's extras for a caller holding products.manage. One
     * statement after the session's (decision 0048): the row, the buyer's price inputs and the
     * extras together, then the same price decision and visibility guards as a page.
     */
    async getProduct(actor: Actor, id: string): Promise<Product> {
      const buyer = buyerOf(actor.user);
      const manages = hasCapability(actor, 'products.manage');
      const at = clock.now();
      const found = await products.detail(id, pricing.offerInputsJson(buyer, productRef, at), manages);
      if (!found || (productLifecycle(found.row) === 'inactive' && !manages))
        throw notFound('Product not found');
      const product = toProduct(found.row, pricing.offerFromJson(buyer, found.row, found.extra, { at }));
      return found.management ? { ...product, management: found.management } : product;
    },

    async featured(actor: Actor): Promise<Product[]> {
      const buyer = buyerOf(actor.user);
      if (buyer.kind !== 'admin' && buyer.kind !== 'dealer' && buyer.kind !== 'distributor') return [];
      const found: Product[] = [];
      const batch = 40;
      // A few batches at most: products in can_order series usually have a supplier.
      for (let offset = 0; offset < batch * 5 && found.length < FEATURED_PRODUCTS_COUNT; offset += batch) {
        const ids = await orderableCandidateIds(
          db,
          buyer.kind === 'admin' ? null : buyer.organizationId,
          batch,
          offset,
        );
        const byId = new Map((await products.findRows(ids)).map((r) => [r.id, r]));
        const rows = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
        for (const product of await present(buyer, rows)) {
          if (product.canOrder && found.length < FEATURED_PRODUCTS_COUNT) found.push(product);
        }
        if (ids.length < batch) break;
      }
      return found;
    },

    async seriesAuthorizations(actor: Actor): Promise<SeriesAuthorization[]> {
      const buyer = buyerOf(actor.user);
      if (!buyer.organizationId) return [];
      const rows = await authorizations.listSeriesAuthorizations(buyer.organizationId);
      return rows.flatMap((r) =>
        (AUTHORIZATION_TYPES as readonly string[]).includes(r.authorizationType)
          ? [{ ...r, authorizationType: r.authorizationType as SeriesAuthorization['authorizationType'] }]
          : [],
      );
    },

    async pmapBatch(actor: Actor, productIds: string[]): Promise<Record<string, PmapPricing>> {
      const ids = [...new Set(productIds)];
      const buyer = buyerOf(actor.user);
      const now = clock.now();
      const [rules, own] = await Promise.all([
        pricing.livePmapRules(ids, now),
        buyer.kind === 'distributor' && buyer.organizationId
          ? pricing.distributorPrices(ids, [buyer.organizationId])
          : Promise.resolve([]),
      ]);
      const answer: Record<string, PmapPricing> = {};
      for (const id of ids) {
        const rule = rules.find((r) => r.productId === id);
        const mine = own.find((o) => o.productId === id);
        answer[id] = {
          hasPmap: Boolean(rule),
          pmapPrice: rule ? formatCents(toCents(rule.price) ?? 0) : null,
          campaignName: rule?.name ?? null,
          validFrom: rule ? rule.validFrom.toISOString() : null,
          validTo: rule?.validTo ? rule.validTo.toISOString() : null,
          distributorPricing: mine
            ? {
                distCost: mine.distCost,
                distMasterPack: mine.distMasterPack,
                distMasterPackQty: mine.distMasterPackQty,
              }
            : null,
        };
      }
      return answer;
    },
  };
}
