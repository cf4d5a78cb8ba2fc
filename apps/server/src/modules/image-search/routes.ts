import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeImageSearchSchema,
  imageSearchJobSchema,
  imageSearchStartedSchema,
  missingImagesSchema,
  providerStatusSchema,
  startImageSearchSchema,
} from '@crossover/domain/image-search';
import { policy } from '@crossover/domain/permissions';
import { actorRoutes, errorResponses, idParams } from '@/lib/route.ts';
import { createImageSearchService } from './service.ts';

const tags = ['images'];
/** Image Search is an admin tool (back-office §6). */
const admins = { policy: policy.capability('images.manage') };

export const imageSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createImageSearchService(app.context);
  const route = actorRoutes(app);

  route.get(
    '/api/products/missing-images',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'Products without an image (the first 1,000 by SKU) with their last image search, and how many in all',
        response: { 200: missingImagesSchema, ...errorResponses(401, 403) },
      },
    },
    (actor) => service.missingImages(actor),
  );

  route.get(
    '/api/products/search-images/provider-status',
    {
      config: admins,
      schema: {
        tags,
        summary: "The image search providers: this month's remaining quota of each, which one searches next",
        response: { 200: providerStatusSchema, ...errorResponses(401, 403) },
      },
    },
    (actor) => service.providerStatus(actor),
  );

  route.get(
    '/api/products/search-images/active-job',
    {
      config: admins,
      schema: {
        tags,
        summary: 'The image search running now, if any (a reopened page follows it)',
        response: { 200: activeImageSearchSchema, ...errorResponses(401, 403) },
      },
    },
    (actor) => service.activeJob(actor),
  );

  route.post(
    '/api/products/search-images',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'Starts searching images for the selected products (at most 500): manufacturer site first, then the dealer ' +
          'sites. 409 while a search runs (naming it) or when no provider can search',
        body: startImageSearchSchema,
        response: { 200: imageSearchStartedSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    (actor, request) => service.start(actor, request.body),
  );

  route.get(
    '/api/products/search-images/:id/status',
    {
      config: admins,
      schema: {
        tags,
        summary: "An image search's progress: processed of total, found, failed, the SKU being searched",
        params: idParams,
        response: { 200: imageSearchJobSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (actor, request) => service.jobStatus(actor, request.params.id),
  );
};
