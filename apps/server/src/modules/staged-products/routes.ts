import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '@crossover/domain/permissions';
import { approvalJobSchema, stagedBulkStartedSchema } from '@crossover/domain/staged-approval-job';
import {
  stagedBulkRequestSchema,
  stagedBulkResponseSchema,
  stagedExactCountResponseSchema,
  stagedListQuerySchema,
  stagedListResponseSchema,
  stagedProductSchema,
} from '@crossover/domain/staged-products';
import { actorRoutes, errorResponses, idParams } from '@/lib/route.ts';
import { createStagedReviewService } from './approval-service.ts';
import { createStagedProductsService } from './service.ts';

const tags = ['staged products'];
/** Admins every row; manufacturers and distributors their scope's reach (decision 0027). */
const review = { policy: policy.capability('stagedProducts.review') };
/** Approve and delete: the capability at scope any, which only admins hold. */
const adminReview = { policy: policy.capability('stagedProducts.review', 'any') };

/** Spec §7: the list is polled every 3 s and never served from a cache. */
const NO_CACHE = { 'cache-control': 'no-store, no-cache, must-revalidate', pragma: 'no-cache', expires: '0' };

/** 50,000 ids of up to 100 characters, quoted and separated, fit in this. */
const BULK_BODY_LIMIT = 6 * 1024 * 1024;

export const stagedProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStagedProductsService(app.context);
  const reviewService = createStagedReviewService(app.context);
  const route = actorRoutes(app);

  route.get(
    '/api/scraper/staged',
    {
      config: review,
      schema: {
        tags,
        summary:
          'A page of staged products (newest first) with the total matching status and search and the ' +
          'counts per status; a manufacturer sees its own brand, a distributor the series it carries',
        querystring: stagedListQuerySchema,
        response: { 200: stagedListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (actor, request, reply) => {
      reply.headers(NO_CACHE);
      return service.list(actor, request.query);
    },
  );

  route.get(
    '/api/scraper/staged/count',
    {
      config: review,
      schema: {
        tags,
        summary:
          "Exactly how many staged products match the list's status and search, and how many of them " +
          'are flagged (the list itself counts to 1,000): for Select All',
        querystring: stagedListQuerySchema,
        response: { 200: stagedExactCountResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (actor, request, reply) => {
      reply.headers(NO_CACHE);
      return service.exactCount(actor, request.query);
    },
  );

  route.get(
    '/api/scraper/staged/:id',
    {
      config: review,
      schema: {
        tags,
        summary: 'One staged product (the Product Data Preview)',
        params: idParams,
        response: { 200: stagedProductSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (actor, request, reply) => {
      reply.headers(NO_CACHE);
      return service.get(actor, request.params.id);
    },
  );

  route.post(
    '/api/scraper/staged-bulk',
    {
      config: adminReview,
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Approves pending staged products into the catalogue (new SKUs created, existing ones updated, ' +
          'missing series created) or deletes them: up to 50,000 ids or the list search. More than ' +
          '1,000 rows to approve start a background job: 202 with its id (GET staged-bulk/{jobId})',
        body: stagedBulkRequestSchema,
        response: {
          200: stagedBulkResponseSchema,
          202: stagedBulkStartedSchema,
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (actor, request, reply) => {
      const answer = await reviewService.bulk(actor, request.body);
      return 'jobId' in answer ? reply.code(202).send(answer) : answer;
    },
  );

  route.get(
    '/api/scraper/staged-bulk/:id',
    {
      config: adminReview,
      schema: {
        tags,
        summary: "A background approval's progress and, once it succeeded, its answer",
        params: idParams,
        response: { 200: approvalJobSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (actor, request, reply) => {
      reply.headers(NO_CACHE);
      return reviewService.approvalJob(actor, request.params.id);
    },
  );
};
