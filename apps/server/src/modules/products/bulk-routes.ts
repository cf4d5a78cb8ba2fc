import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkDeleteRequestSchema,
  bulkDeleteResponseSchema,
  bulkUpdateRequestSchema,
  bulkUpdateResponseSchema,
} from '@crossover/domain/bulk-products';
import { policy } from '@crossover/domain/permissions';
import { actorRoutes, errorResponses } from '@/lib/route.ts';
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
          'Sets category, subcategory, series or isActive of up to 10,000 products (ids or the list filter); dryRun previews',
        body: bulkUpdateRequestSchema,
        response: { 200: bulkUpdateResponseSchema, ...errors },
      },
    },
    (actor, request) => service.update(actor, request.body),
  );

  route.delete(
    '/api/products/bulk-delete',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'Deletes up to 10,000 products (ids or the list filter); order lines keep their SKU and name',
        body: bulkDeleteRequestSchema,
        response: { 200: bulkDeleteResponseSchema, ...errors },
      },
    },
    (actor, request) => service.delete(actor, request.body),
  );
};
