import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seriesListQuerySchema, seriesSchema } from '@crossover/domain/catalog';
import { policy } from '@crossover/domain/permissions';
import { errorResponses } from '@/lib/route.ts';
import { createSeriesService } from './service.ts';

const tags = ['series'];
const errors = errorResponses(400, 401, 403, 404);
const core = { policy: policy.capability('core.use') };

export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSeriesService(app.context);

  app.get(
    '/api/series',
    {
      config: core,
      schema: {
        tags,
        summary: 'Active product series with their manufacturers (catalogue filter)',
        querystring: seriesListQuerySchema,
        response: { 200: z.array(seriesSchema), ...errors },
      },
    },
    async (request) => service.list({ manufacturerId: request.query.manufacturerId, activeOnly: true }),
  );

  app.get(
    '/api/product-series',
    {
      config: core,
      schema: {
        tags,
        summary: 'All product series, inactive included',
        querystring: seriesListQuerySchema,
        response: { 200: z.array(seriesSchema), ...errors },
      },
    },
    async (request) => service.list({ manufacturerId: request.query.manufacturerId, activeOnly: false }),
  );
};
