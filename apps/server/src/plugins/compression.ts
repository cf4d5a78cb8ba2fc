import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * Compresses answers of 1 KB or more (JSON, the API docs, any built file without a precompressed
 * copy) with brotli or gzip, whichever the client accepts. The web app's own assets arrive
 * already compressed at build time (see plugins/web.ts) and are passed through untouched.
 * Registered before the routes: the plugin attaches itself to each route as it is declared.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Request bodies stay as sent: inflating them would let a tiny upload expand past bodyLimit's intent.
    globalDecompression: false,
  });
});
