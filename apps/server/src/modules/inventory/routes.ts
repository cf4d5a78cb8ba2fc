import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@crossover/domain/auth';
import {
  INVENTORY_MESSAGES,
  adjustInventorySchema,
  createInventorySchema,
  inventoryFiltersSchema,
  inventoryListQuerySchema,
  inventoryListResponseSchema,
  inventoryRecordSchema,
  inventoryStatsSchema,
  updateInventorySchema,
} from '@crossover/domain/inventory';
import { policy } from '@crossover/domain/permissions';
import { actorRoutes, errorResponses, idParams } from '@/lib/route.ts';
import { createInventoryService } from './service.ts';

const tags = ['inventory'];
/** Admins any organization's records; manufacturers and distributors their own (the service's check). */
const manage = { policy: policy.capability('inventory.manage') };
const readErrors = errorResponses(400, 401, 403);
const writeErrors = errorResponses(400, 401, 403, 404, 409);

export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInventoryService(app.context);
  const route = actorRoutes(app);

  route.get(
    '/api/inventory',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Inventory records by product name, a keyset page (?organizationId, productId, status)',
        querystring: inventoryListQuerySchema,
        response: { 200: inventoryListResponseSchema, ...readErrors },
      },
    },
    (actor, request) => service.list(actor, request.query),
  );

  route.get(
    '/api/inventory/stats',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'The metric cards over the same filters: items, low and out of stock, units on hand and reserved',
        querystring: inventoryFiltersSchema,
        response: { 200: inventoryStatsSchema, ...readErrors },
      },
    },
    (actor, request) => service.stats(actor, request.query),
  );

  route.post(
    '/api/inventory',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Adds the record of one product at one organization (one per pair); audited',
        body: createInventorySchema,
        response: { 201: inventoryRecordSchema, ...writeErrors },
      },
    },
    async (actor, request, reply) => reply.code(201).send(await service.create(actor, request.body)),
  );

  route.post(
    '/api/inventory/adjust',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Moves stock atomically: receive, ship, reserve, release or correction; refuses to go below zero (409)',
        body: adjustInventorySchema,
        response: { 200: inventoryRecordSchema, ...writeErrors },
      },
    },
    (actor, request) => service.adjust(actor, request.body),
  );

  route.put(
    '/api/inventory/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: "Changes a record's quantities, reorder point, maximum, notes or status; audited",
        params: idParams,
        body: updateInventorySchema,
        response: { 200: inventoryRecordSchema, ...writeErrors },
      },
    },
    (actor, request) => service.update(actor, request.params.id, request.body),
  );

  route.delete(
    '/api/inventory/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Deletes a record with nothing reserved for orders; audited',
        params: idParams,
        response: { 200: messageSchema, ...writeErrors },
      },
    },
    async (actor, request) => {
      await service.remove(actor, request.params.id);
      return { message: INVENTORY_MESSAGES.deleted };
    },
  );
};
