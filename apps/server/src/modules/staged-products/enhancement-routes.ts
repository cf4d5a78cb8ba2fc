import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  aiToggleRequestSchema,
  aiToggleResponseSchema,
  bulkEnhanceRequestSchema,
  bulkEnhanceResponseSchema,
  enhanceBatchRequestSchema,
  enhanceBatchResponseSchema,
  enhanceSingleResponseSchema,
} from '@crossover/domain/ai-enhancement';
import { policy } from '@crossover/domain/permissions';
import { actorRoutes, errorResponses, idParams } from '@/lib/route.ts';
import { createEnhancementService } from './enhancement-service.ts';

const tags = ['staged products'];
/** AI enhancement is part of reviewing staged rows, and only admins may (back-office §6, issue 10). */
const reviewers = { policy: policy.capability('stagedProducts.review', 'any') };
/** The catalogue's products are Product Management's (admins). */
const productManagers = { policy: policy.capability('products.manage') };

/** Starting an enhancement answers 202: the job runs after the answer; rows show their own status. */
export const enhancementRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createEnhancementService(app.context);
  const route = actorRoutes(app);

  route.post(
    '/api/ai-enhancement/batch',
    {
      config: reviewers,
      schema: {
        tags,
        summary: 'Enhances up to 1,000 staged products in a background job (each row shows its status)',
        body: enhanceBatchRequestSchema,
        response: { 202: enhanceBatchResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (actor, request, reply) => reply.code(202).send(await service.enhanceBatch(actor, request.body)),
  );

  route.post(
    '/api/ai-enhancement/single/:id',
    {
      config: reviewers,
      schema: {
        tags,
        summary: 'Enhances one staged product in a background job',
        params: idParams,
        response: { 202: enhanceSingleResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (actor, request, reply) =>
      reply.code(202).send(await service.enhanceSingle(actor, request.params.id)),
  );

  route.post(
    '/api/ai-enhancement/toggle/:id',
    {
      config: reviewers,
      schema: {
        tags,
        summary: 'Sets whether approval uses one enhanced field (useAiName, useAiCategory, useAiSeries…)',
        params: idParams,
        body: aiToggleRequestSchema,
        response: { 200: aiToggleResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (actor, request) => service.toggle(actor, request.params.id, request.body),
  );

  route.post(
    '/api/scraper/bulk-enhance',
    {
      config: productManagers,
      schema: {
        tags: ['products'],
        summary: "Fills up to 1,000 catalogue products' aiEnhanced* proposals in a background job",
        body: bulkEnhanceRequestSchema,
        response: { 202: bulkEnhanceResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (actor, request, reply) => reply.code(202).send(await service.enhanceProducts(actor, request.body)),
  );
};
