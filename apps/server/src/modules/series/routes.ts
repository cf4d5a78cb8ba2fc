import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@crossover/domain/auth';
import { seriesListQuerySchema, seriesSchema } from '@crossover/domain/catalog';
import { policy } from '@crossover/domain/permissions';
import {
  SERIES_MESSAGES,
  createSeriesSchema,
  seriesManagementQuerySchema,
  uncommittedSeriesSchema,
  updateSeriesSchema,
} from '@crossover/domain/series';
import { actorRoutes, errorResponses, idParams } from '@/lib/route.ts';
import { createSeriesService } from './service.ts';

const tags = ['series'];
const readErrors = errorResponses(400, 401, 403);
const writeErrors = errorResponses(400, 401, 403, 404, 409);
const core = { policy: policy.capability('core.use') };
/** Admins any manufacturer's series; a manufacturer its own (checked per record in the service). */
const manage = { policy: policy.capability('series.manage') };

export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSeriesService(app.context);
  const route = actorRoutes(app);

  route.get(
    '/api/series',
    {
      config: core,
      schema: {
        tags,
        summary: 'Active product series with their manufacturers (catalogue filter)',
        querystring: seriesListQuerySchema,
        response: { 200: z.array(seriesSchema), ...readErrors },
      },
    },
    (_actor, request) => service.list({ manufacturerId: request.query.manufacturerId, activeOnly: true }),
  );

  route.get(
    '/api/product-series',
    {
      config: core,
      schema: {
        tags,
        summary:
          'Product series, inactive included, filtered by search, manufacturer and status; a manufacturer ' +
          'managing series gets only its own',
        querystring: seriesManagementQuerySchema,
        response: { 200: z.array(seriesSchema), ...readErrors },
      },
    },
    (actor, request) => service.listFor(actor, request.query),
  );

  route.get(
    '/api/product-series/uncommitted',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Series names pending staged products propose that do not exist yet, per manufacturer, with a ' +
          'count (a manufacturer: its own)',
        response: { 200: z.array(uncommittedSeriesSchema), ...readErrors },
      },
    },
    (actor) => service.uncommitted(actor),
  );

  route.post(
    '/api/product-series',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Creates a series for a manufacturer (a manufacturer: for itself); audited',
        body: createSeriesSchema,
        response: { 201: seriesSchema, ...writeErrors },
      },
    },
    async (actor, request, reply) => reply.code(201).send(await service.create(actor, request.body)),
  );

  route.patch(
    '/api/product-series/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Updates a series; its manufacturer changes only while it has no products; audited',
        params: idParams,
        body: updateSeriesSchema,
        response: { 200: seriesSchema, ...writeErrors },
      },
    },
    (actor, request) => service.update(actor, request.params.id, request.body),
  );

  route.delete(
    '/api/product-series/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Deletes a series without products (409 with the count otherwise); audited',
        params: idParams,
        response: { 200: messageSchema, ...writeErrors },
      },
    },
    async (actor, request) => {
      await service.remove(actor, request.params.id);
      return { message: SERIES_MESSAGES.deleted };
    },
  );
};
