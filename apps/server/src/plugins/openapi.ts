import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { policy } from '@crossover/domain/permissions';

/** /api/openapi.json and /api/docs, generated from every route's zod schemas. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Crossover API',
        version: '0.1.0',
        description: 'B2B distribution and catalogue platform',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'crossover.sid' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header,
  });
  app.get('/api/openapi.json', { config: { policy: policy.public }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
});
