import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * What helmet (plugins/security.ts) sets for documents: a policy for the page's scripts, frames,
 * referrers and windows. A script, style sheet or icon is never a document, so on the built app's
 * files these ~1 KB were paid on each of 50–70 requests for nothing (decision 0049). They keep
 * nosniff (a script must not be read as anything else), their type and their caching; HTML pages
 * and API answers keep every header.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Serves the built web app and answers every unknown non-API GET with index.html, so the client
 * router handles deep links and shows its own 404 page. API paths get a JSON 404.
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.webDistDir;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    // Hashed asset names never change content: cache them for a year. index.html is never cached.
    // The build writes .br and .gz copies (apps/web/scripts/compress-assets.mjs): preCompressed
    // sends the best one the browser accepts, with Vary: Accept-Encoding, instead of compressing
    // the same bytes on every request.
    await app.register(fastifyStatic, {
      root,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
        if (!filePath.endsWith('.html')) {
          // helmet set them on the raw response when the request came in.
          for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
        }
      },
    });
  }
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  // The static handler treats "/" as a directory listing (403); the app shell answers it instead.
  if (hasWeb) app.get('/', { schema: { hide: true } }, async (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler(async (request, reply) => {
    const isApi =
      request.url.startsWith('/api/') || request.url === '/api' || request.url.startsWith('/oidc');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendIndex(reply);
    }
    if (!isApi && !hasWeb && request.method === 'GET') {
      return reply
        .code(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (npm start does it for you).');
    }
    return reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
});
