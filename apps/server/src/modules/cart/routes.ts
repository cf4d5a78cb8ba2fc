import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, messageSchema } from '@crossover/domain/auth';
import {
  CART_MESSAGES,
  addToCartRequestSchema,
  cartItemParamsSchema,
  cartItemSchema,
  cartSchema,
  cartSummarySchema,
  updateCartItemRequestSchema,
} from '@crossover/domain/cart';
import { policy } from '@crossover/domain/permissions';
import { createCartService } from './service.ts';

const tags = ['cart'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const core = { policy: policy.capability('core.use') };

/** The effective user's cart (the emulated user's while an admin emulates). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCartService(app);

  app.get(
    '/api/cart',
    {
      config: core,
      schema: { tags, summary: 'Cart lines, re-priced', response: { 200: cartSchema, ...errors } },
    },
    async (request) => service.list(request.auth!.user),
  );

  app.get(
    '/api/cart/summary',
    {
      config: core,
      schema: { tags, summary: 'Subtotal, tax and total', response: { 200: cartSummarySchema, ...errors } },
    },
    async (request) => service.summary(request.auth!.user),
  );

  app.post(
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
    async (request, reply) => {
      const item = await service.add(request.auth!.user, request.body.productId, request.body.quantity);
      return reply.code(201).send(item);
    },
  );

  app.patch(
    '/api/cart/:id',
    {
      config: core,
      schema: {
        tags,
        summary: 'Sets a line quantity (1 to 9,999)',
        params: cartItemParamsSchema,
        body: updateCartItemRequestSchema,
        response: { 200: cartItemSchema, ...errors },
      },
    },
    async (request) => service.update(request.auth!.user, request.params.id, request.body.quantity),
  );

  app.delete(
    '/api/cart/:id',
    {
      config: core,
      schema: {
        tags,
        summary: 'Removes a line',
        params: cartItemParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(request.auth!.user, request.params.id);
      return { message: CART_MESSAGES.removed };
    },
  );
};
