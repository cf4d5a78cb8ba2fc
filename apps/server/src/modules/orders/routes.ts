import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
  updateOrderStatusRequestSchema,
} from '@crossover/domain/orders';
import { policy } from '@crossover/domain/permissions';
import { actorRoutes, errorResponses, idParams } from '@/lib/route.ts';
import { createOrdersService } from './service.ts';

const tags = ['orders'];
const errors = errorResponses(400, 401, 403, 404, 409);
const core = { policy: policy.capability('core.use') };

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOrdersService(app.context);
  const route = actorRoutes(app);

  route.post(
    '/api/orders',
    {
      // The key is kept with the orders in the placement's own transaction (service.ts).
      config: { ...core, idempotency: false },
      schema: {
        tags,
        summary: 'Places the cart: one order per vendor, in one transaction; honours Idempotency-Key',
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() }),
        body: placeOrderRequestSchema,
        response: { 201: placeOrderResponseSchema, ...errors },
      },
    },
    async (actor, request, reply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER] as string | undefined;
      const result = await service.place(actor, request.body, key);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send({ orders: result.orders });
    },
  );

  route.get(
    '/api/orders',
    {
      config: core,
      schema: {
        tags,
        summary: "Orders placed by or routed to the caller's organization (admins: all), newest first",
        querystring: orderListQuerySchema,
        response: { 200: z.array(orderSchema), ...errors },
      },
    },
    async (actor, request) => service.list(actor, request.query),
  );

  route.get(
    '/api/orders/:id',
    {
      config: core,
      schema: {
        tags,
        summary: 'One order with its lines',
        params: idParams,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (actor, request) => service.get(actor, request.params.id),
  );

  route.patch(
    '/api/orders/:id/status',
    {
      config: { policy: policy.capability('orders.fulfil') },
      schema: {
        tags,
        summary: "The vendor's users (or an admin) move an order along its statuses",
        params: idParams,
        body: updateOrderStatusRequestSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (actor, request) => service.changeStatus(actor, request.params.id, request.body.status),
  );
};
