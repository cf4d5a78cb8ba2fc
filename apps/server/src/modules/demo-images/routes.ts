import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@crossover/domain/auth';
import { policy } from '@crossover/domain/permissions';
import { notFound } from '@/lib/errors.ts';
import { DEMO_IMAGE_PATH } from './demo-image-url.ts';
import { demoPicture } from './demo-pictures.ts';

const NOT_FOUND = 'There is no demo picture for this product';

/**
 * The demo catalogue's product pictures, drawn on first request and kept in memory (about 9 KB
 * each, one per demo product). Drawing them here rather than in the seed keeps the first start as
 * fast as before and needs no storage. They show no data, so they are public and cacheable.
 */
export const demoImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${DEMO_IMAGE_PATH}/:file`,
    {
      config: { policy: policy.public },
      schema: {
        tags: ['catalog'],
        summary: "A demo product's picture (WebP), by SKU",
        params: z.object({
          file: z.string().regex(/^[A-Za-z0-9._-]{1,100}\.webp$/, 'file must be a SKU followed by .webp'),
        }),
        response: { 200: z.any().describe('WebP bytes'), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const picture = demoPicture(request.params.file.slice(0, -'.webp'.length));
      if (!picture) throw notFound(NOT_FOUND);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=604800')
        .header('x-content-type-options', 'nosniff')
        .send(await picture);
    },
  );
};
