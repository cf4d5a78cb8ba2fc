import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { HttpTimeouts } from '@/config.ts';

/**
 * Slow clients (issue 15 item 10). Node's own limits, set in app.ts from config.http, cut a client
 * that is slow to send its headers (headersTimeout), its whole request (requestTimeout), or
 * anything at all (the idle timeout). A body trickled a byte every few seconds keeps the
 * connection busy and stays within a generous request timeout, so a body still arriving after
 * the grace period must also average a floor of bytes a second since the request began; below it
 * the client gets a 408 and the connection ends. The request timeout still bounds the whole: with
 * the defaults a 10 MB import file needs about 35 KB/s.
 */

export const SLOW_BODY_MESSAGE = 'The request body arrived too slowly; send it again on a faster connection';

/** Node's checks of headersTimeout and requestTimeout run this often: a quarter of the shorter. */
export function connectionsCheckingInterval(http: HttpTimeouts): number {
  return Math.max(
    50,
    Math.min(5_000, Math.floor(Math.min(http.headersTimeoutMs, http.requestTimeoutMs) / 4)),
  );
}

const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

function cut(socket: Socket): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ message: SLOW_BODY_MESSAGE });
  const answer =
    'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  socket.write(answer, () => socket.destroy());
}

export const slowRequestsPlugin = fp(async (app: FastifyInstance, { http }: { http: HttpTimeouts }) => {
  app.addHook('onRequest', async (request, reply) => {
    const { raw } = request;
    if (!hasBody(request) || raw.complete) return;
    const socket = raw.socket;
    const every = Math.max(50, Math.min(1_000, http.bodyGraceMs / 4));
    let started = Date.now();
    let lastTick = started;
    const startBytes = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || reply.raw.headersSent) return void clearInterval(timer);
      const now = Date.now();
      // Time the event loop was blocked (a long query on the embedded database) read no bytes:
      // it is not the client's, so it does not count against its rate.
      const stalled = now - lastTick - every;
      if (stalled > every) started += stalled;
      lastTick = now;
      const elapsed = now - started;
      if (elapsed < http.bodyGraceMs) return;
      const rate = ((socket.bytesRead - startBytes) * 1000) / elapsed;
      if (rate >= http.bodyMinBytesPerSecond) return;
      clearInterval(timer);
      request.log.warn({ elapsed, rate }, 'request body below the minimum rate: cut off');
      cut(socket);
    }, every);
    timer.unref();
    const stop = () => clearInterval(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    reply.raw.once('close', stop);
  });
});
