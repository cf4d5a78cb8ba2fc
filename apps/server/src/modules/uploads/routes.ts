import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@crossover/domain/auth';
import { MAX_LOGO_BYTES } from '@crossover/domain/organizations';
import { policy } from '@crossover/domain/permissions';
import { AppError, badRequest, forbidden } from '@/lib/errors.ts';
import { BodyTooLarge, readLimitedBody } from '@/lib/uploads/read-limited-body.ts';
import {
  CONTENT_TYPES,
  LOGO_ERRORS,
  detectImageFormat,
  logoProblem,
} from '@/modules/organizations/logo-image.ts';

const INVALID = 'This upload address is invalid or has expired; ask for a new one';

/**
 * The local storage driver's upload target: PUT /api/uploads?token={signed token} with the raw file.
 * (With S3 the browser PUTs to a presigned bucket address instead.) The body is read with the
 * shared readLimitedBody at the logo's limit (counted while it arrives), so an oversized file is
 * a 400 that says so, before any parsing; the kind is then decided by the bytes (logoProblem).
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    readLimitedBody(payload, MAX_LOGO_BYTES, request.headers['content-length']).then(
      (body) => done(null, body),
      (error: Error) =>
        done(
          error instanceof BodyTooLarge
            ? // Connection: close: the connection ends after the answer, the rest is never read.
              new AppError(400, LOGO_ERRORS.tooLarge, { file: LOGO_ERRORS.tooLarge }, { connection: 'close' })
            : error,
          undefined,
        ),
    );
  });

  app.put(
    '/api/uploads',
    {
      config: { policy: policy.authenticated },
      schema: {
        tags: ['uploads'],
        summary: 'Receives a file for a signed upload address (local storage driver)',
        querystring: z.object({ token: z.string().min(1).max(2000) }),
        response: {
          200: z.string().describe('The address the file is stored at'),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const claims = app.storage.verifyToken?.(request.query.token) ?? null;
      if (!claims) throw badRequest(INVALID, { token: INVALID });
      if (claims.userId !== request.actor?.realUser.id)
        throw forbidden('This upload address belongs to another user');
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const problem = logoProblem(body);
      if (problem) throw badRequest(problem, { file: problem });
      const format = detectImageFormat(body)!;
      await app.storage.put(claims.key, body, CONTENT_TYPES[format]);
      return reply.type('text/plain; charset=utf-8').send(request.url);
    },
  );
};
