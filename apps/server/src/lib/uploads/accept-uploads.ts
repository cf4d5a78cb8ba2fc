import { rm } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The multipart limits every upload route starts from; a route narrows them in receiveUpload.
 * @fastify/multipart's own default is a 1 MiB file and 1000 parts: never relied on.
 */
export const MULTIPART_DEFAULTS = {
  fileSize: 10 * 1024 * 1024,
  files: 1,
  fields: 10,
  parts: 11,
  fieldNameSize: 100,
  fieldSize: 64 * 1024,
  headerPairs: 50,
} as const;

/** Temporary folders written for a request, removed when its answer has gone (or it was aborted). */
const temporary = new WeakMap<FastifyRequest, Set<string>>();

export function trackTemporary(request: FastifyRequest, dir: string): void {
  const dirs = temporary.get(request) ?? new Set<string>();
  dirs.add(dir);
  temporary.set(request, dirs);
}

export function untrackTemporary(request: FastifyRequest, dir: string): void {
  temporary.get(request)?.delete(dir);
}

async function removeTemporary(request: FastifyRequest): Promise<void> {
  const dirs = temporary.get(request);
  if (!dirs) return;
  temporary.delete(request);
  await Promise.all([...dirs].map((dir) => rm(dir, { recursive: true, force: true })));
}

/**
 * Lets the routes of this scope take multipart uploads: call it inside the routes plugin of the
 * feature that takes files (`await acceptUploads(app)`), never on the whole app, so no other
 * route parses multipart bodies. Files are read with `receiveUpload(request, rules)`, and the
 * temporary copies are deleted after the answer unless the route kept them.
 */
export async function acceptUploads(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, { limits: { ...MULTIPART_DEFAULTS }, throwFileSizeLimit: true });
  scope.addHook('onResponse', removeTemporary);
  scope.addHook('onRequestAbort', removeTemporary);
}
