import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '@crossover/domain/audit';
import { policy } from '@crossover/domain/permissions';
import { errorResponses } from '@/lib/route.ts';
import { createAuditService } from './service.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuditService(app.context);
  app.get(
    '/api/audit-log',
    {
      config: { policy: policy.capability('audit.read') },
      schema: {
        tags: ['audit'],
        summary: 'The audit trail, newest first, filtered and paged',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(request.query),
  );
};
