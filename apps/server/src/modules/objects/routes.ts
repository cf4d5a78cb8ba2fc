import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '@crossover/domain/permissions';
import { notFound } from '@/lib/errors.ts';

const NOT_FOUND = 'There is no such file';

/**
 * The prefixes served publicly: product images and organization logos. Everything else in
 * storage (imports/ holds manufacturers' costs) is private and answers 404 here.
 */
export const PUBLIC_OBJECT_PREFIXES = ['products/', 'logos/'] as const;

/** The storage key rule (lib/storage/types.ts assertSafeKey), checked before storage sees the key. */
const SAFE_KEY = /^[a-z0-9][a-z0-9._/-]*$/i;

export function isPublicObjectKey(key: string): boolean {
  return (
    key.length <= 512 &&
    SAFE_KEY.test(key) &&
    !key.includes('..') &&
    !key.includes('//') &&
    !key.endsWith('/') &&
    PUBLIC_OBJECT_PREFIXES.some((prefix) => key.startsWith(prefix) && key.length > prefix.length)
  );
}

/**
 * GET /objects/<key>: stored product images and logos, streamed from the configured storage with
 * their content type. Keys are content-addressed (a new image always gets a new uuid key), so the
 * answer is cached for a year and immutable; the ETag is the key's, and If-None-Match answers 304.
 * Anything not an image is sent as a download (octet-stream, attachment), never rendered.
 */
export const objectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/objects/*',
    {
      config: { policy: policy.public },
      schema: {
        hide: true,
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isPublicObjectKey(key)) throw notFound(NOT_FOUND);
      const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
      const stored = await app.storage.getStream(key);
      if (!stored) throw notFound(NOT_FOUND);
      reply
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag);
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        stored.body.on('error', () => undefined);
        stored.body.destroy();
        return reply.code(304).send();
      }
      const isImage = stored.contentType?.toLowerCase().startsWith('image/') ?? false;
      reply.type(isImage ? stored.contentType! : 'application/octet-stream');
      if (!isImage) reply.header('content-disposition', 'attachment');
      if (stored.size !== null) reply.header('content-length', stored.size);
      return reply.send(stored.body);
    },
  );
};
