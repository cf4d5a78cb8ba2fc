import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@crossover/domain/auth';
import {
  PAYMENT_MESSAGES,
  paymentOptionListQuerySchema,
  paymentOptionRequestSchema,
  paymentOptionSchema,
  setDefaultRequestSchema,
  verifyPaymentOptionSchema,
} from '@crossover/domain/payment-options';
import { policy } from '@crossover/domain/permissions';
import { errorResponses, idParams, actorRoutes } from '@/lib/route.ts';
import { createPaymentOptionsService } from './service.ts';

const tags = ['payment-options'];
const errors = errorResponses(400, 401, 403, 404);
/** Everyone manages their own organization's options; the service lets admins name any organization. */
const own = { policy: policy.capability('paymentOptions.manage') };
/** Verification vouches for an option to every vendor: scope any (administrators only). */
const anyOrganization = { policy: policy.capability('paymentOptions.manage', 'any') };

export const paymentOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPaymentOptionsService(app.context);
  const route = actorRoutes(app);

  route.get(
    '/api/payment-options',
    {
      config: own,
      schema: {
        tags,
        summary: "The organization's payment options (admins: ?organizationId, else all)",
        querystring: paymentOptionListQuerySchema,
        response: { 200: z.array(paymentOptionSchema), ...errors },
      },
    },
    (actor, request) => service.list(actor, request.query.organizationId),
  );

  route.post(
    '/api/payment-options',
    {
      config: own,
      schema: {
        tags,
        summary: 'Adds a credit card, ACH account or net account (last four digits only)',
        body: paymentOptionRequestSchema,
        response: { 201: paymentOptionSchema, ...errors },
      },
    },
    async (actor, request, reply) => reply.code(201).send(await service.create(actor, request.body)),
  );

  route.put(
    '/api/payment-options/:id',
    {
      config: own,
      schema: {
        tags,
        summary: "Replaces a payment option's fields",
        params: idParams,
        body: paymentOptionRequestSchema,
        response: { 200: paymentOptionSchema, ...errors },
      },
    },
    (actor, request) => service.update(actor, request.params.id, request.body),
  );

  route.delete(
    '/api/payment-options/:id',
    {
      config: own,
      schema: {
        tags,
        summary: 'Deletes a payment option (the oldest remaining becomes the default)',
        params: idParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (actor, request) => {
      await service.remove(actor, request.params.id);
      return { message: PAYMENT_MESSAGES.deleted };
    },
  );

  route.put(
    '/api/payment-options/:id/set-default',
    {
      config: own,
      schema: {
        tags,
        summary: "Makes this the organization's one default option",
        params: idParams,
        body: setDefaultRequestSchema,
        response: { 200: paymentOptionSchema, ...errors },
      },
    },
    (actor, request) => service.setDefault(actor, request.params.id, request.body?.organizationId),
  );

  route.post(
    '/api/payment-options/:id/verify',
    {
      config: anyOrganization,
      schema: {
        tags,
        summary: 'Marks a payment option verified (admins); audited',
        params: idParams,
        body: verifyPaymentOptionSchema,
        response: { 200: paymentOptionSchema, ...errors },
      },
    },
    (actor, request) => service.verify(actor, request.params.id, request.body?.verificationNotes),
  );
};
