import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
// zod's messages for programmers become sentences for a person, once for every schema.
import '@crossover/domain/person-errors';
import { AppError } from '@/lib/errors.ts';

/** "/email" → "email", "/items/0/qty" → "items.0.qty"; body-level issues get "body". */
function fieldName(instancePath: string | undefined, params: unknown): string {
  const path = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  if (path) return path;
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? 'body';
}

export const BAD_ADDRESS = 'The address contains characters that are not valid text';

/**
 * Errors Fastify raises before any route (and so before the error handler) runs: an address that
 * does not decode (a lone surrogate sent as %ED%A0%80), a path segment over the router's limit.
 * Answered in the same `{ message, errors }` shape as everything else.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL')
    return reply.code(400).send({ message: BAD_ADDRESS, errors: { path: BAD_ADDRESS } });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.code(414).send({ message: 'The address is too long' });
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return reply.code(status).send({ message: 'The address cannot be read' });
}

/**
 * The one error handler: 4xx answers say what is wrong (and for which field); 5xx answers never
 * carry internals, which go to the log instead.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const jobId = (error as { jobId?: unknown }).jobId;
      return reply.code(error.statusCode).send({
        message: error.message,
        errors: error.errors,
        ...(typeof jobId === 'string' ? { jobId } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath, issue.params);
        errors[field] ??= issue.message ?? 'Invalid value';
      }
      const [firstField, firstMessage] = Object.entries(errors)[0] ?? ['body', 'Invalid request'];
      const message = firstField === 'body' ? firstMessage : firstMessage;
      return reply.code(400).send({ message, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ message: 'Internal server error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type…
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Internal server error' });
  });
});
