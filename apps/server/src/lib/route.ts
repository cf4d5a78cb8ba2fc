import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@crossover/domain/auth';
import type { Actor } from '@/lib/actor.ts';
import { requireActor } from '@/plugins/auth.ts';

/**
 * What every route file would otherwise repeat: its error answers, the `{id}` path parameter, and
 * a handler that needs the signed-in actor. Usage:
 *
 *   const route = actorRoutes(app);
 *   route.put('/api/things/:id', {
 *     config: { policy: policy.capability('things.manage') },
 *     schema: { params: idParams, body, response: { 200: thingSchema, ...errorResponses(400, 401, 403, 404) } },
 *   }, (actor, request) => service.update(actor, request.params.id, request.body));
 */

/** The error statuses routes answer with, each with the one error body `{ message, errors? }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** The answers a route names, for its schema's `response` (and so for the OpenAPI document). */
export function errorResponses<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: typeof errorBodySchema } {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as {
    [K in S[number]]: typeof errorBodySchema;
  };
}

/** What a route behind a policy can answer besides its result: 400, 401, 403, 404, 409, 429. */
export const commonErrors = errorResponses(400, 401, 403, 404, 409, 429);

/** The `{id}` path parameter of a record's routes. */
export const idParams = z.object({ id: z.string().min(1).max(100) });

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
/** Fastify's own handler type for a route with schema S: its request, reply and checked result. */
type Handler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;
/** A handler that also receives the actor; params, body, query and the answer typed from S. */
export type ActorHandler<S extends FastifySchema> = (
  actor: Actor,
  request: Parameters<Handler<S>>[0],
  reply: Parameters<Handler<S>>[1],
) => ReturnType<Handler<S>>;

interface ActorRouteOptions<S extends FastifySchema> {
  config: FastifyContextConfig;
  schema: S;
  /** This route's request size limit in bytes, where the app's 1 MiB is too small (a long id list). */
  bodyLimit?: number;
}

type ActorRoute = <const S extends FastifySchema>(
  url: string,
  options: ActorRouteOptions<S>,
  handler: ActorHandler<S>,
) => void;

/**
 * Registers routes whose policy requires a session: each handler receives the request's actor,
 * non-null (the policy check already answered 401 without one), then the typed request and reply.
 */
export function actorRoutes(app: ZodApp): Record<'get' | 'post' | 'put' | 'patch' | 'delete', ActorRoute> {
  const on =
    (method: HTTPMethods): ActorRoute =>
    (url, options, handler) => {
      // The handler's types were checked against S at the call; Fastify's generic route cannot say so.
      const withActor: RouteHandlerMethod = (request, reply) =>
        handler(requireActor(request), request as never, reply as never) as never;
      app.route({ method, url, ...options, handler: withActor as never });
    };
  return { get: on('GET'), post: on('POST'), put: on('PUT'), patch: on('PATCH'), delete: on('DELETE') };
}
