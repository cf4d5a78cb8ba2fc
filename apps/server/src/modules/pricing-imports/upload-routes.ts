import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '@crossover/domain/permissions';
import { priceListUploadSchema } from '@crossover/domain/pricing/price-list';
import { actorRoutes, errorResponses } from '@/lib/route.ts';
import { acceptUploads } from '@/lib/uploads/accept-uploads.ts';
import { createPriceListUploadService } from './upload-service.ts';

/**
 * The price-list upload (back-office §7 "POST /api/pricing-import/upload"), in a scope of its own:
 * multipart is parsed here only. The rest of the pricing-import API is in routes.ts.
 */
export const pricingImportUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploads = createPriceListUploadService(app.context);
  await acceptUploads(app);
  actorRoutes(app).post(
    '/api/pricing-import/upload',
    {
      config: { policy: policy.capability('pricing.import') },
      schema: {
        tags: ['pricing-imports'],
        summary:
          'Reads a price list (multipart file: .xlsx, .xls or .csv; organizationId for an administrator) and answers each row with its status',
        consumes: ['multipart/form-data'],
        response: { 200: priceListUploadSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    (actor, request) => uploads.upload(actor, request),
  );
};
