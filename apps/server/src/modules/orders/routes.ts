import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@crossover/domain/auth';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderParamsSchema,
  orderSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
  updateOrderStatusRequestSchema,
} from '@crossover/domain/orders';
import { policy } from '@crossover/domain/permissions';
import { createOrdersService } from './service.ts';

const tags = ['orders'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const core = { policy: policy.capability('core.use') };

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOrdersService(app);

  app.post(
    '/api/orders',
    {
      config: core,
      schema: {
        tags,
        summary: 'Places the cart: one order per vendor, in one transaction; honours Idempotency-Key',
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() }),
        body: placeOrderRequestSchema,
        response: { 201: placeOrderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER] as string | undefined;
      const result = await service.place(request, request.body, key);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send({ orders: result.orders });
    },
  );

  app.get(
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
    async (request) => service.list(request, request.query),
  );

  app.get(
    '/api/orders/:id',
    {
      config: core,
      schema: {
        tags,
        summary: 'One order with its lines',
        params: orderParamsSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => service.get(request, request.params.id),
  );

  app.patch(
    '/api/orders/:id/status',
    {
      config: { policy: policy.capability('orders.fulfil') },
      schema: {
        tags,
        summary: "The vendor's users (or an admin) move an order along its statuses",
        params: orderParamsSchema,
        body: updateOrderStatusRequestSchema,
        response: { 200: orderDetailSchema, ...errors },
      },
    },
    async (request) => service.changeStatus(request, request.params.id, request.body.status),
  );
};
