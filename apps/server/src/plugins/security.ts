import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { AppError } from '@/lib/errors.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers on every answer, and no state-changing request from another site: browsers
 * send Sec-Fetch-Site (or at least Origin) on cross-site requests, so those are refused; clients
 * that send neither (curl, server-to-server) carry no ambient cookies of a victim.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const publicOrigin = new URL(app.config.publicUrl).origin;
  const ssoOrigin = app.config.oidc ? new URL(app.config.oidc.issuer).origin : null;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // https: covers the Bunny pull zone; its origin is named too for a local http one (tests, journeys).
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          'https:',
          ...(app.config.bunny ? [new URL(app.config.bunny.pullZoneUrl).origin] : []),
        ],
        // Logo uploads go straight from the browser to the bucket when storage is S3.
        connectSrc: ["'self'", ...(app.storage.uploadOrigin ? [app.storage.uploadOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...(ssoOrigin ? [ssoOrigin] : [])],
        baseUri: ["'self'"],
        upgradeInsecureRequests: app.config.production ? [] : null,
      },
    },
    strictTransportSecurity: app.config.production,
    // Not helmet's no-referrer: with it browsers send `Origin: null` on our own form posts,
    // which the cross-site check below must refuse.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  // API answers carry personal data and prices: no browser or proxy may keep them. A route that
  // chose its own caching (a logo) keeps it.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      throw new AppError(403, 'Cross-site requests are not allowed');
    }
    const origin = request.headers.origin;
    if (
      origin &&
      origin !== 'null' &&
      origin !== publicOrigin &&
      origin !== `${request.protocol}://${request.host}`
    ) {
      throw new AppError(403, 'Cross-site requests are not allowed');
    }
    if (origin === 'null') throw new AppError(403, 'Cross-site requests are not allowed');
  });
});
