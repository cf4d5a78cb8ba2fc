import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, messageSchema } from '@crossover/domain/auth';
import {
  PAYMENT_MESSAGES,
  paymentOptionListQuerySchema,
  paymentOptionParamsSchema,
  paymentOptionRequestSchema,
  paymentOptionSchema,
  setDefaultRequestSchema,
  verifyPaymentOptionSchema,
} from '@crossover/domain/payment-options';
import { policy } from '@crossover/domain/permissions';
import { createPaymentOptionsService } from './service.ts';

const tags = ['payment-options'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
/** Everyone manages their own organization's options; the service lets admins name any organization. */
const own = { policy: policy.capability('paymentOptions.manageOwn') };
/** Verification vouches for an option to every vendor: administrators only. */
const anyOrganization = { policy: policy.capability('paymentOptions.manageAny') };

export const paymentOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPaymentOptionsService(app);

  app.get(
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
    async (request) => service.list(request, request.query.organizationId),
  );

  app.post(
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
    async (request, reply) => reply.code(201).send(await service.create(request, request.body)),
  );

  app.put(
    '/api/payment-options/:id',
    {
      config: own,
      schema: {
        tags,
        summary: "Replaces a payment option's fields",
        params: paymentOptionParamsSchema,
        body: paymentOptionRequestSchema,
        response: { 200: paymentOptionSchema, ...errors },
      },
    },
    async (request) => service.update(request, request.params.id, request.body),
  );

  app.delete(
    '/api/payment-options/:id',
    {
      config: own,
      schema: {
        tags,
        summary: 'Deletes a payment option (the oldest remaining becomes the default)',
        params: paymentOptionParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(request, request.params.id);
      return { message: PAYMENT_MESSAGES.deleted };
    },
  );

  app.put(
    '/api/payment-options/:id/set-default',
    {
      config: own,
      schema: {
        tags,
        summary: "Makes this the organization's one default option",
        params: paymentOptionParamsSchema,
        body: setDefaultRequestSchema,
        response: { 200: paymentOptionSchema, ...errors },
      },
    },
    async (request) => service.setDefault(request, request.params.id, request.body?.organizationId),
  );

  app.post(
    '/api/payment-options/:id/verify',
    {
      config: anyOrganization,
      schema: {
        tags,
        summary: 'Marks a payment option verified (admins); audited',
        params: paymentOptionParamsSchema,
        body: verifyPaymentOptionSchema,
        response: { 200: paymentOptionSchema, ...errors },
      },
    },
    async (request) => service.verify(request, request.params.id, request.body?.verificationNotes),
  );
};
