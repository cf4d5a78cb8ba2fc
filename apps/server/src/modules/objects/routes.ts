// PLACEHOLDER until feat/storage merges: serves stored product images and logos for the image
// search journey; the storage helper's streaming /objects route replaces it.
import type { FastifyPluginAsync } from 'fastify';
import { policy } from '@crossover/domain/permissions';

export const objectsPlaceholderRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string } }>(
    '/objects/*',
    { config: { policy: policy.public } },
    async (request, reply) => {
      const key = request.params['*'];
      if (!/^(products|logos)\/[a-z0-9][a-z0-9._/-]*$/i.test(key) || key.includes('..'))
        return reply.code(404).send({ message: 'Not found' });
      const object = await app.storage.get(key, 20 * 1024 * 1024);
      if (!object || object.tooLarge) return reply.code(404).send({ message: 'Not found' });
      return reply
        .header('content-type', object.contentType ?? 'application/octet-stream')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(object.body);
    },
  );
};
