import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  externalImagesSchema,
  imageMigrationStatusSchema,
  migrationJobSchema,
  migrationStartedSchema,
} from '@crossover/domain/image-migration';
import { policy } from '@crossover/domain/permissions';
import { actorRoutes, errorResponses } from '@/lib/route.ts';
import { z } from 'zod';
import { createImageMigrationService } from './service.ts';

const tags = ['images'];
const manage = { policy: policy.capability('images.manage') };

/** Image migration (back-office §2.13, §7 "Image search and migration"; issue 17). Admin only. */
export const imageMigrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createImageMigrationService(app.context);
  const route = actorRoutes(app);

  route.get(
    '/api/migration/status',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Products, with images, local, external and missing images (and the running migration)',
        response: { 200: imageMigrationStatusSchema, ...errorResponses(401, 403) },
      },
    },
    () => service.status(),
  );

  route.get(
    '/api/external-images',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The first 20 products whose image is on an outside site, and how many there are',
        response: { 200: externalImagesSchema, ...errorResponses(401, 403) },
      },
    },
    () => service.externalImages(),
  );

  route.post(
    '/api/migration/start',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Starts migrating every external product image into object storage as a tracked job (409 while one runs, naming it)',
        response: { 202: migrationStartedSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (actor, _request, reply) => reply.code(202).send(await service.start(actor)),
  );

  route.get(
    '/api/migration/jobs/:jobId',
    {
      config: manage,
      schema: {
        tags,
        summary: "An image migration's progress, result and error log",
        params: z.object({ jobId: z.string().min(1).max(100) }),
        response: { 200: migrationJobSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (_actor, request) => service.job(request.params.jobId),
  );
};
