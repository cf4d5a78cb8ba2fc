import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@crossover/domain/auth';
import { productSchema } from '@crossover/domain/catalog';
import {
  AUTHORIZATIONS_PAGE_SIZE,
  AUTHORIZATION_SUMMARY_SIZE,
  type AuthorizationSummary,
  type AuthorizationsPage,
  type DashboardStats,
  authorizationSummarySchema,
  authorizationsPageQuerySchema,
  authorizationsPageSchema,
  dashboardStatsSchema,
} from '@crossover/domain/dashboard';
import { ACTIVE_ORDER_STATUSES } from '@crossover/domain/orders';
import { policy } from '@crossover/domain/permissions';
import { formatCents, toCents } from '@crossover/domain/pricing/money';
import { buyerOf } from '@/modules/catalog/buyer.ts';
import { createCatalogService } from '@/modules/catalog/service.ts';
import {
  countActiveProducts,
  countAuthorizedSuppliers,
  countOrderableManufacturers,
  countOrders,
  countSupplierOrganizations,
  sumOrders,
} from './repo.ts';
import { countAuthorizationsByType, listAuthorizationsSlice } from './authorizations-repo.ts';

const tags = ['dashboard'];
const errors = { 401: errorBodySchema, 403: errorBodySchema };
const NO_COUNTS = { can_order: 0, pricing_visible: 0, view_only: 0 };
const core = { policy: policy.capability('core.use') };

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = createCatalogService(app);
  const db = app.db;

  app.get(
    '/api/dashboard/stats',
    {
      config: core,
      schema: { tags, summary: 'The four stat cards', response: { 200: dashboardStatsSchema, ...errors } },
    },
    async (request): Promise<DashboardStats> => {
      const buyer = buyerOf(request.auth!.user);
      const now = new Date();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const org = buyer.kind === 'admin' ? null : buyer.organizationId;
      if (buyer.kind !== 'admin' && !org) {
        return {
          totalProducts: await countActiveProducts(db),
          activeOrders: 0,
          authorizedVendors: 0,
          monthlyRevenue: '0.00',
          monthlyTotalKind: 'spend',
        };
      }
      const vendorSide = buyer.kind === 'manufacturer' || buyer.kind === 'distributor';
      const [totalProducts, activeOrders, authorizedVendors, revenue] = await Promise.all([
        countActiveProducts(db),
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
    },
  );

  app.get(
    '/api/dashboard/featured-products',
    {
      config: core,
      schema: {
        tags,
        summary: 'Up to 4 products the user can order',
        response: { 200: z.array(productSchema), ...errors },
      },
    },
    async (request) => catalog.featured(request.auth!.user),
  );

  // The Authorization Status card: counts and the first few, never the whole list (an
  // organization may hold thousands of series authorizations).
  app.get(
    '/api/dashboard/authorizations',
    {
      config: core,
      schema: {
        tags,
        summary: "Counts per type and the first few of the organization's series authorizations",
        response: { 200: authorizationSummarySchema, ...errors },
      },
    },
    async (request): Promise<AuthorizationSummary> => {
      const org = buyerOf(request.auth!.user).organizationId;
      if (!org) return { total: 0, counts: NO_COUNTS, first: [] };
      const [counts, first] = await Promise.all([
        countAuthorizationsByType(db, org),
        listAuthorizationsSlice(db, org, { offset: 0, limit: AUTHORIZATION_SUMMARY_SIZE }),
      ]);
      return { total: counts.can_order + counts.pricing_visible + counts.view_only, counts, first };
    },
  );

  app.get(
    '/api/dashboard/authorizations/page',
    {
      config: core,
      schema: {
        tags,
        summary: `The organization's series authorizations, ${AUTHORIZATIONS_PAGE_SIZE} a page`,
        querystring: authorizationsPageQuerySchema,
        response: { 200: authorizationsPageSchema, 400: errorBodySchema, ...errors },
      },
    },
    async (request): Promise<AuthorizationsPage> => {
      const org = buyerOf(request.auth!.user).organizationId;
      const { page } = request.query;
      if (!org) return { items: [], total: 0, page, totalPages: 0 };
      const [counts, items] = await Promise.all([
        countAuthorizationsByType(db, org),
        listAuthorizationsSlice(db, org, {
          offset: (page - 1) * AUTHORIZATIONS_PAGE_SIZE,
          limit: AUTHORIZATIONS_PAGE_SIZE,
        }),
      ]);
      const total = counts.can_order + counts.pricing_visible + counts.view_only;
      return { items, total, page, totalPages: Math.ceil(total / AUTHORIZATIONS_PAGE_SIZE) };
    },
  );
};
