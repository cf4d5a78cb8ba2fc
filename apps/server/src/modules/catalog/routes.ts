import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pmapBatchRequestSchema,
  pmapBatchResponseSchema,
  productFacetsResponseSchema,
  productFiltersSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
  seriesAuthorizationSchema,
} from '@crossover/domain/catalog';
import { facetMoreQuerySchema, facetMoreResponseSchema } from '@crossover/domain/facets';
import { exactCountResponseSchema } from '@crossover/domain/counts';
import { policy } from '@crossover/domain/permissions';
import { actorRoutes, errorResponses, idParams } from '@/lib/route.ts';
import { createCatalogService } from './service.ts';

const tags = ['catalog'];
const errors = errorResponses(400, 401, 403, 404);
const core = { policy: policy.capability('core.use') };

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCatalogService(app.context);
  const route = actorRoutes(app);

  route.get(
    '/api/products',
    {
      config: core,
      schema: {
        tags,
        summary: 'Catalogue page: search, filters, sort, keyset cursor; fields by authorization',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, ...errors },
      },
    },
    async (actor, request) => service.listProducts(actor, request.query),
  );

  route.get(
    '/api/products/facets',
    {
      config: core,
      schema: {
        tags,
        summary: 'Filter options with counts (the top ones per filter), cross-filtered by the other filters',
        querystring: productFiltersSchema,
        response: { 200: productFacetsResponseSchema, ...errors },
      },
    },
    async (actor, request) => service.facets(actor, { ...request.query, sort: 'createdAt', limit: 25 }),
  );

  route.get(
    '/api/products/facets/more',
    {
      config: core,
      schema: {
        tags,
        summary: "One filter's options by name, beyond the top ones /api/products/facets sends",
        querystring: facetMoreQuerySchema,
        response: { 200: facetMoreResponseSchema, ...errors },
      },
    },
    async (actor, request) => service.facetMore(actor, request.query),
  );

  route.get(
    '/api/products/count',
    {
      config: core,
      schema: {
        tags,
        summary: "Exactly how many products the list's filters match (the list itself counts to 1,000)",
        querystring: productFiltersSchema,
        response: { 200: exactCountResponseSchema, ...errors },
      },
    },
    async (actor, request) => service.exactCount(actor, request.query),
  );

  route.post(
    '/api/products/pmap-pricing/batch',
    {
      config: core,
      schema: {
        tags,
        summary: 'PMAP campaign pricing (and own distributor pricing) keyed by product id',
        body: pmapBatchRequestSchema,
        response: { 200: pmapBatchResponseSchema, ...errors },
      },
    },
    async (actor, request) => service.pmapBatch(actor, request.body.productIds),
  );

  route.get(
    '/api/products/:id',
    {
      config: core,
      schema: {
        tags,
        summary: 'One product for the Product Details dialog',
        params: idParams,
        response: { 200: productSchema, ...errors },
      },
    },
    async (actor, request) => service.getProduct(actor, request.params.id),
  );

  route.get(
    '/api/series-authorizations',
    {
      config: core,
      schema: {
        tags,
        summary: "The effective user's organization's active series authorizations",
        response: { 200: z.array(seriesAuthorizationSchema), ...errors },
      },
    },
    (actor) => service.seriesAuthorizations(actor),
  );
};
