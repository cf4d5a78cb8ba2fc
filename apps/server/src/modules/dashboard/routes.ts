import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@crossover/domain/auth';
import { productSchema } from '@crossover/domain/catalog';
import { type DashboardStats, dashboardStatsSchema } from '@crossover/domain/dashboard';
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

const tags = ['dashboard'];
const errors = { 401: errorBodySchema, 403: errorBodySchema };
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
};
