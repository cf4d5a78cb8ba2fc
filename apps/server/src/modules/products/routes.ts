import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@crossover/domain/auth';
import { productSchema } from '@crossover/domain/catalog';
import { policy } from '@crossover/domain/permissions';
import {
  PRODUCT_MESSAGES,
  categoryStatsSchema,
  createProductSchema,
  productStatusParamsSchema,
  productStatusRequestSchema,
  skuLookupSchema,
  skuMatchQuerySchema,
  skuMatchSchema,
  skuParamsSchema,
  updateProductSchema,
} from '@crossover/domain/products';
import { notFound } from '@/lib/errors.ts';
import { actorRoutes, errorResponses, idParams } from '@/lib/route.ts';
import { createProductManagementService } from './management-service.ts';
import { createProductsService } from './service.ts';

const tags = ['products'];
/** Product Management: admins only (products.manage). */
const manage = { policy: policy.capability('products.manage') };
/** The catalogue's categories are no secret (the facets show them to every signed-in user). */
const core = { policy: policy.capability('core.use') };

/**
 * Product Management's calls (back-office §7 "Products and series"). The list and the detail are
 * the catalogue's (GET /api/products, GET /api/products/{id}); bulk update, bulk delete and the
 * export are in bulk-routes.ts and export-routes.ts. Static paths (/search-by-sku/…, /bulk-…,
 * /export, /facets) win over /api/products/:id in the router, whatever the registration order.
 */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const management = createProductManagementService(app.context);
  const products = createProductsService(app.context);
  const route = actorRoutes(app);

  route.post(
    '/api/products',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Creates a product (SKU unique ignoring case; the series must be the manufacturer’s)',
        body: createProductSchema,
        response: { 201: productSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (actor, request, reply) => reply.code(201).send(await management.create(actor, request.body)),
  );

  route.patch(
    '/api/products/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Changes any of a product’s fields; status only through PUT …/status',
        params: idParams,
        body: updateProductSchema,
        response: { 200: productSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (actor, request) => management.update(actor, request.params.id, request.body),
  );

  route.delete(
    '/api/products/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Deletes a product; order lines keep its SKU and name, its prices, stock and images go',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (actor, request) => management.remove(actor, request.params.id),
  );

  route.put(
    '/api/products/:productId/status',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Discontinue (with a reason) or reactivate a product',
        params: productStatusParamsSchema,
        body: productStatusRequestSchema,
        response: { 200: productSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (actor, request) => management.setStatus(actor, request.params.productId, request.body),
  );

  route.get(
    '/api/products/search-by-sku/:sku',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The product with this SKU (ignoring case), for the form to fill in',
        params: skuParamsSchema,
        response: { 200: skuLookupSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (_actor, request) => {
      const found = await products.findBySku(request.params.sku);
      if (!found) throw notFound(PRODUCT_MESSAGES.skuNotFound);
      return found;
    },
  );

  route.get(
    '/api/products/sku-match',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The product with this SKU (ignoring case) or null: the form looks up every SKU typed',
        querystring: skuMatchQuerySchema,
        response: { 200: skuMatchSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (_actor, request) => ({ match: (await products.findBySku(request.query.sku)) ?? null }),
  );

  route.get(
    '/api/categories/stats',
    {
      config: core,
      schema: {
        tags,
        summary: 'Products per category and subcategory (counted in SQL)',
        response: { 200: categoryStatsSchema, ...errorResponses(401, 403) },
      },
    },
    () => products.categoryStats(),
  );
};
