import {
  AUTHORIZATIONS_PAGE_SIZE,
  AUTHORIZATION_SUMMARY_SIZE,
  type AuthorizationSummary,
  type AuthorizationsPage,
  type DashboardStats,
} from '@crossover/domain/dashboard';
import { ACTIVE_ORDER_STATUSES } from '@crossover/domain/orders';
import { formatCents, toCents } from '@crossover/domain/pricing/money';
import type { AppContext } from '@/context.ts';
import type { Actor } from '@/lib/actor.ts';
import { createAuthorizationsService } from '@/modules/authorizations/service.ts';
import { buyerOf } from '@/modules/catalog/buyer.ts';
import { createProductsService } from '@/modules/products/service.ts';
import {
  countAuthorizedSuppliers,
  countOrderableManufacturers,
  countOrders,
  countSupplierOrganizations,
  sumOrders,
} from './repo.ts';

const NO_COUNTS = { can_order: 0, pricing_visible: 0, view_only: 0 };

/** The dashboard's cards, for the actor's organization (admins: the whole platform). */
export function createDashboardService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const authorizations = createAuthorizationsService({ db });
  const products = createProductsService({ db });
  async function stats(actor: Actor): Promise<DashboardStats> {
    const buyer = buyerOf(actor.user);
    const now = clock.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const org = buyer.kind === 'admin' ? null : buyer.organizationId;
    if (buyer.kind !== 'admin' && !org) {
      return {
        totalProducts: await products.countIn('active'),
        activeOrders: 0,
        authorizedVendors: 0,
        monthlyRevenue: '0.00',
        monthlyTotalKind: 'spend',
      };
    }
    const vendorSide = buyer.kind === 'manufacturer' || buyer.kind === 'distributor';
    const [totalProducts, activeOrders, authorizedVendors, revenue] = await Promise.all([
      products.countIn('active'),
      countOrders(db, org, ACTIVE_ORDER_STATUSES),
      buyer.kind === 'admin'
        ? countSupplierOrganizations(db)
        : buyer.kind === 'dealer'
          ? countAuthorizedSuppliers(db, org!)
          : buyer.kind === 'distributor'
            ? countOrderableManufacturers(db, org!)
            : Promise.resolve(0),
      sumOrders(db, org, vendorSide ? 'received' : 'placed', monthStart),
    ]);
    return {
      totalProducts,
      activeOrders,
      authorizedVendors,
      monthlyRevenue: formatCents(toCents(revenue) ?? 0),
      // A buying organization's own orders are what it spent, not revenue.
      monthlyTotalKind: vendorSide || buyer.kind === 'admin' ? 'revenue' : 'spend',
    };
  }

  /**
   * The Authorization Status card: counts and the first few, never the whole list (an
   * organization may hold thousands of series authorizations).
   */
  async function authorizationSummary(actor: Actor): Promise<AuthorizationSummary> {
    const org = buyerOf(actor.user).organizationId;
    if (!org) return { total: 0, counts: NO_COUNTS, first: [] };
    const [counts, first] = await Promise.all([
      authorizations.countByType(org),
      authorizations.listSlice(org, { offset: 0, limit: AUTHORIZATION_SUMMARY_SIZE }),
    ]);
    return { total: counts.can_order + counts.pricing_visible + counts.view_only, counts, first };
  }

  async function authorizationsPage(actor: Actor, page: number): Promise<AuthorizationsPage> {
    const org = buyerOf(actor.user).organizationId;
    if (!org) return { items: [], total: 0, page, totalPages: 0 };
    const [counts, items] = await Promise.all([
      authorizations.countByType(org),
      authorizations.listSlice(org, {
        offset: (page - 1) * AUTHORIZATIONS_PAGE_SIZE,
        limit: AUTHORIZATIONS_PAGE_SIZE,
      }),
    ]);
    const total = counts.can_order + counts.pricing_visible + counts.view_only;
    return { items, total, page, totalPages: Math.ceil(total / AUTHORIZATIONS_PAGE_SIZE) };
  }

  return { stats, authorizationSummary, authorizationsPage };
}
