import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cdnMigrationResponseSchema, cdnMigrationStatusSchema } from '@crossover/domain/cdn-migration';
import { policy } from '@crossover/domain/permissions';
import { actorRoutes, errorResponses } from '@/lib/route.ts';
import { createCdnMigrationService } from './service.ts';

const tags = ['images'];
const manage = { policy: policy.capability('images.manage') };

/** CDN migration (back-office §2.15, §7; issue 17). Admin only; 409 when the CDN is not configured. */
export const cdnMigrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCdnMigrationService(app.context);
  const route = actorRoutes(app);

  route.get(
    '/api/bunny-migration/status',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Product images on our storage, on the CDN, and how many still need migrating',
        response: { 200: cdnMigrationStatusSchema, ...errorResponses(401, 403) },
      },
    },
    () => service.status(),
  );

  for (const target of ['products', 'logos'] as const) {
    route.post(
      `/api/bunny-migration/${target}`,
      {
        config: manage,
        schema: {
          tags,
          summary: `Copies stored ${target === 'products' ? 'product images' : 'logos'} to the CDN and switches their addresses (already migrated ones skipped)`,
          response: { 200: cdnMigrationResponseSchema, ...errorResponses(401, 403, 409) },
        },
      },
      (actor) => service.migrate(actor, target),
    );
  }
};
