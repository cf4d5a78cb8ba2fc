import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '@crossover/domain/permissions';
import {
  pricingImportDetailSchema,
  pricingImportListSchema,
  pricingImportSummarySchema,
  processPriceListRequestSchema,
  processPriceListResponseSchema,
  rollbackRequestSchema,
  rollbackStartedSchema,
} from '@crossover/domain/pricing/price-imports';
import { actorRoutes, errorResponses, idParams } from '@/lib/route.ts';
import { createPricingImportsService } from './service.ts';

const tags = ['pricing'];
/** A 50,000-row price list as JSON is ~5 MB; the app's default is 1 MiB. */
const PROCESS_BODY_LIMIT = 25 * 1024 * 1024;

/**
 * Distributor price-list processing, history and rollback (back-office §7 "Pricing"; issue 16).
 * HTTP only: the service decides who may change whose prices (pricing.import own, pricing.manage
 * any) and who sees which imports (pricing.read all, a distributor its own).
 */
export const pricingImportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPricingImportsService(app.context);
  const route = actorRoutes(app);

  route.post(
    '/api/pricing-import/process',
    {
      config: { policy: policy.capability('pricing.import') },
      bodyLimit: PROCESS_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Re-validates a price list and starts applying it (or schedules it for a future effective date) as a tracked job',
        body: processPriceListRequestSchema,
        response: { 202: processPriceListResponseSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (actor, request, reply) => reply.code(202).send(await service.process(actor, request.body)),
  );

  route.get(
    '/api/pricing-imports',
    {
      config: { policy: policy.capability('pricing.view') },
      schema: {
        tags,
        summary: 'Pricing imports, newest first (a distributor: its own organization’s)',
        response: { 200: pricingImportListSchema, ...errorResponses(401, 403) },
      },
    },
    (actor) => service.list(actor),
  );

  route.get(
    '/api/pricing-imports/:id',
    {
      config: { policy: policy.capability('pricing.view') },
      schema: {
        tags,
        summary: 'One pricing import with its changes (old → new) and its progress while processing',
        params: idParams,
        response: { 200: pricingImportDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (actor, request) => service.get(actor, request.params.id),
  );

  route.post(
    '/api/pricing-imports/:id/rollback',
    {
      config: { policy: policy.capability('pricing.import') },
      schema: {
        tags,
        summary:
          'Restores every old value of a scheduled or completed import (409 if a later import changed them since); a large one is rolled back by a tracked job (202 with its id; follow GET /api/pricing-imports/{id})',
        params: idParams,
        body: rollbackRequestSchema,
        response: {
          200: pricingImportSummarySchema,
          202: rollbackStartedSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (actor, request, reply) => {
      const outcome = await service.rollback(actor, request.params.id, request.body.reason);
      return outcome.started ? reply.code(202).send(outcome.answer) : reply.code(200).send(outcome.summary);
    },
  );
};
