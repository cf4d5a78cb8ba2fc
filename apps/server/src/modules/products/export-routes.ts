import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '@crossover/domain/permissions';
import { productExportQuerySchema } from '@crossover/domain/product-export';
import { actorRoutes, errorResponses } from '@/lib/route.ts';
import { sendCsv } from '@/lib/csv-export.ts';
import { createProductExportService } from './export-service.ts';

const tags = ['products'];

export const productExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProductExportService(app.context);
  const route = actorRoutes(app);

  route.get(
    '/api/products/export',
    {
      // Product Management's export: admins only (back-office §6).
      config: { policy: policy.capability('products.manage') },
      schema: {
        tags,
        summary: "Every product matching the list's filters, in its sort, as a CSV download",
        querystring: productExportQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV (UTF-8 with BOM): a header row, then one row per product'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    // The reply itself is the answer (a stream): Fastify sends it as it is, no schema serializes it.
    (actor, request, reply) => sendCsv(reply, service.csv(actor, request.query)) as never,
  );
};
