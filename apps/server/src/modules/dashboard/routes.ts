import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productSchema } from '@crossover/domain/catalog';
import {
  AUTHORIZATIONS_PAGE_SIZE,
  authorizationSummarySchema,
  authorizationsPageQuerySchema,
  authorizationsPageSchema,
  dashboardStatsSchema,
} from '@crossover/domain/dashboard';
import { policy } from '@crossover/domain/permissions';
import { actorRoutes, errorResponses } from '@/lib/route.ts';
import { createCatalogService } from '@/modules/catalog/service.ts';
import { createDashboardService } from './service.ts';

const tags = ['dashboard'];
const errors = errorResponses(401, 403);
const core = { policy: policy.capability('core.use') };

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = createCatalogService(app.context);
  const dashboard = createDashboardService(app.context);
  const route = actorRoutes(app);

  route.get(
    '/api/dashboard/stats',
    {
      config: core,
      schema: { tags, summary: 'The four stat cards', response: { 200: dashboardStatsSchema, ...errors } },
    },
    (actor) => dashboard.stats(actor),
  );

  route.get(
    '/api/dashboard/featured-products',
    {
      config: core,
      schema: {
        tags,
        summary: 'Up to 4 products the user can order',
        response: { 200: z.array(productSchema), ...errors },
      },
    },
    (actor) => catalog.featured(actor),
  );

  route.get(
    '/api/dashboard/authorizations',
    {
      config: core,
      schema: {
        tags,
        summary: "Counts per type and the first few of the organization's series authorizations",
        response: { 200: authorizationSummarySchema, ...errors },
      },
    },
    (actor) => dashboard.authorizationSummary(actor),
  );

  route.get(
    '/api/dashboard/authorizations/page',
    {
      config: core,
      schema: {
        tags,
        summary: `The organization's series authorizations, ${AUTHORIZATIONS_PAGE_SIZE} a page`,
        querystring: authorizationsPageQuerySchema,
        response: { 200: authorizationsPageSchema, ...errorResponses(400), ...errors },
      },
    },
    (actor, request) => dashboard.authorizationsPage(actor, request.query.page),
  );
};
