import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@crossover/domain/auth';
import {
  CART_MESSAGES,
  addToCartRequestSchema,
  cartItemSchema,
  cartSchema,
  cartSummarySchema,
  updateCartItemRequestSchema,
} from '@crossover/domain/cart';
import { policy } from '@crossover/domain/permissions';
import { actorRoutes, errorResponses, idParams } from '@/lib/route.ts';
import { createCartService } from './service.ts';

const tags = ['cart'];
const errors = errorResponses(400, 401, 403, 404);
const core = { policy: policy.capability('core.use') };

/** The effective user's cart (the emulated user's while an admin emulates). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCartService(app.context);
  const route = actorRoutes(app);

  route.get(
    '/api/cart',
    {
      config: core,
      schema: { tags, summary: 'Cart lines, re-priced', response: { 200: cartSchema, ...errors } },
    },
    (actor) => service.list(actor),
  );

  route.get(
    '/api/cart/summary',
    {
      config: core,
      schema: { tags, summary: 'Subtotal, tax and total', response: { 200: cartSummarySchema, ...errors } },
    },
    (actor) => service.summary(actor),
  );

  route.post(
    '/api/cart',
    {
      config: core,
      schema: {
        tags,
        summary: 'Adds a product (or adds to its quantity); the server prices it',
        body: addToCartRequestSchema,
        response: { 201: cartItemSchema, ...errors },
      },
    },
    async (actor, request, reply) => {
      const item = await service.add(actor, request.body.productId, request.body.quantity);
      return reply.code(201).send(item);
    },
  );

  route.patch(
    '/api/cart/:id',
    {
      config: core,
      schema: {
        tags,
        summary: 'Sets a line quantity (1 to 9,999)',
        params: idParams,
        body: updateCartItemRequestSchema,
        response: { 200: cartItemSchema, ...errors },
      },
    },
    async (actor, request) => service.update(actor, request.params.id, request.body.quantity),
  );

  route.delete(
    '/api/cart/:id',
    {
      config: core,
      schema: {
        tags,
        summary: 'Removes a line',
        params: idParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (actor, request) => {
      await service.remove(actor, request.params.id);
      return { message: CART_MESSAGES.removed };
    },
  );
};
