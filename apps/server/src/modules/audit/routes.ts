import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '@crossover/domain/audit';
import { errorBodySchema } from '@crossover/domain/auth';
import { policy } from '@crossover/domain/permissions';
import { createAuditService } from './service.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuditService(app.db);
  app.get(
    '/api/audit-log',
    {
      config: { policy: policy.capability('audit.read') },
      schema: {
        tags: ['audit'],
        summary: 'The audit trail, newest first, filtered and paged',
        querystring: auditQuerySchema,
        response: {
          200: auditPageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => service.list(request.query),
  );
};
