import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '@crossover/domain/permissions';
import { pingDatabase } from '@/db/database.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { policy: policy.public },
      schema: {
        tags: ['system'],
        summary: 'Answers 200 when the database answers',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const up = await pingDatabase(app.db);
      return reply
        .code(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
    },
  );
};
