import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@crossover/domain/auth';
import { MAX_LOGO_BYTES } from '@crossover/domain/organizations';
import { policy } from '@crossover/domain/permissions';
import { badRequest, forbidden } from '@/lib/errors.ts';
import {
  CONTENT_TYPES,
  LOGO_ERRORS,
  detectImageFormat,
  logoProblem,
} from '@/modules/organizations/logo-image.ts';

const INVALID = 'This upload address is invalid or has expired; ask for a new one';

/**
 * The local storage driver's upload target: PUT /api/uploads?token={signed token} with the raw file.
 * (With S3 the browser PUTs to a presigned bucket address instead.) The body is read here with
 * its own limit, so an oversized file is a 400 that says so, before any parsing.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > MAX_LOGO_BYTES) {
      done(badRequest(LOGO_ERRORS.tooLarge, { file: LOGO_ERRORS.tooLarge }), undefined);
      payload.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    payload.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > MAX_LOGO_BYTES) {
        failed = true;
        done(badRequest(LOGO_ERRORS.tooLarge, { file: LOGO_ERRORS.tooLarge }), undefined);
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => {
      if (!failed) done(null, Buffer.concat(chunks));
    });
    payload.on('error', (err) => {
      if (!failed) done(err, undefined);
    });
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
      if (claims.userId !== request.auth!.realUser.id)
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
