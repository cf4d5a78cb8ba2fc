import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@crossover/domain/auth';
import {
  pmapBatchRequestSchema,
  pmapBatchResponseSchema,
  productFacetsResponseSchema,
  productFiltersSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
  seriesAuthorizationSchema,
  seriesListQuerySchema,
  seriesSchema,
} from '@crossover/domain/catalog';
import { policy } from '@crossover/domain/permissions';
import { createCatalogService } from './service.ts';

const tags = ['catalog'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const core = { policy: policy.capability('core.use') };

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCatalogService(app);

  app.get(
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
    async (request) => service.listProducts(request.auth!.user, request.query),
  );

  app.get(
    '/api/products/facets',
    {
      config: core,
      schema: {
        tags,
        summary: 'Filter options with counts, cross-filtered by the other filters',
        querystring: productFiltersSchema,
        response: { 200: productFacetsResponseSchema, ...errors },
      },
    },
    async (request) => service.facets({ ...request.query, sort: 'createdAt', limit: 25 }),
  );

  app.post(
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
    async (request) => service.pmapBatch(request.auth!.user, request.body.productIds),
  );

  app.get(
    '/api/products/:id',
    {
      config: core,
      schema: {
        tags,
        summary: 'One product for the Product Details dialog',
        params: productIdParamsSchema,
        response: { 200: productSchema, ...errors },
      },
    },
    async (request) => service.getProduct(request.auth!.user, request.params.id),
  );

  app.get(
    '/api/series',
    {
      config: core,
      schema: {
        tags,
        summary: 'Active product series with their manufacturers (catalogue filter)',
        querystring: seriesListQuerySchema,
        response: { 200: z.array(seriesSchema), ...errors },
      },
    },
    async (request) => service.listSeries(request.query.manufacturerId, true),
  );

  app.get(
    '/api/product-series',
    {
      config: core,
      schema: {
        tags,
        summary: 'All product series, inactive included',
        querystring: seriesListQuerySchema,
        response: { 200: z.array(seriesSchema), ...errors },
      },
    },
    async (request) => service.listSeries(request.query.manufacturerId, false),
  );

  app.get(
    '/api/series-authorizations',
    {
      config: core,
      schema: {
        tags,
        summary: "The effective user's organization's active series authorizations",
        response: { 200: z.array(seriesAuthorizationSchema), ...errors },
      },
    },
    async (request) => service.seriesAuthorizations(request.auth!.user),
  );
};
