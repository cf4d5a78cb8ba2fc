import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkDeleteRequestSchema,
  bulkDeleteResponseSchema,
  bulkUpdateRequestSchema,
  bulkUpdateResponseSchema,
} from '@crossover/domain/bulk-products';
import { bulkJobSchema, bulkJobStartedSchema } from '@crossover/domain/bulk-products-job';
import { policy } from '@crossover/domain/permissions';
import { actorRoutes, errorResponses, idParams } from '@/lib/route.ts';
import { createBulkProductsService } from './bulk-service.ts';

const tags = ['products'];
const errors = errorResponses(400, 401, 403);
/** Bulk Product Update is Product Management's (admins only, back-office §6). */
const admins = { policy: policy.capability('products.manage') };

export const bulkProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBulkProductsService(app.context);
  const route = actorRoutes(app);

  route.put(
    '/api/products/bulk-update',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'Sets category, subcategory, series or isActive of up to 10,000 products (ids or the list filter); dryRun ' +
          'previews. More than 1,000 products start a background job: 202 with its id (GET bulk-jobs/{jobId})',
        body: bulkUpdateRequestSchema,
        response: { 200: bulkUpdateResponseSchema, 202: bulkJobStartedSchema, ...errors },
      },
    },
    async (actor, request, reply) => {
      const answer = await service.update(actor, request.body);
      return 'jobId' in answer ? reply.code(202).send(answer) : answer;
    },
  );

  route.delete(
    '/api/products/bulk-delete',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'Deletes up to 10,000 products (ids or the list filter); order lines keep their SKU and name. More than ' +
          '1,000 products start a background job: 202 with its id (GET bulk-jobs/{jobId})',
        body: bulkDeleteRequestSchema,
        response: { 200: bulkDeleteResponseSchema, 202: bulkJobStartedSchema, ...errors },
      },
    },
    async (actor, request, reply) => {
      const answer = await service.delete(actor, request.body);
      return 'jobId' in answer ? reply.code(202).send(answer) : answer;
    },
  );

  route.get(
    '/api/products/bulk-jobs/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: "A background bulk update's or delete's progress and, once it succeeded, its answer",
        params: idParams,
        response: { 200: bulkJobSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (actor, request) => service.job(actor, request.params.id),
  );
};
