import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@crossover/domain/auth';
import { policy } from '@crossover/domain/permissions';
import type { AuthUserRow } from '@/modules/auth/user-repo.ts';
import { answerFrameworkError, errorsPlugin } from '@/plugins/errors.ts';
import { actorOf } from './actor.ts';
import { actorRoutes, commonErrors, errorResponses, idParams } from './route.ts';

const user = {
  id: 'u1',
  email: 'a@example.test',
  role: 'manufacturer',
  organizationId: 'o1',
} as AuthUserRow;

/** A bare app: the actor is set (or not) the way the auth plugin would. */
async function appWith(signedIn: boolean) {
  const app = Fastify({ frameworkErrors: answerFrameworkError }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    request.actor = signedIn ? actorOf(user, request.ip) : null;
  });
  actorRoutes(app).get(
    '/things/:id',
    {
      config: { policy: policy.authenticated },
      schema: {
        params: idParams,
        response: { 200: z.object({ id: z.string(), by: z.string() }), ...commonErrors },
      },
    },
    (actor, request) => ({
      id: request.params.id,
      by: `${actor.user.id}:${actor.role}:${actor.organizationId}`,
    }),
  );
  return app;
}

describe('route helper', () => {
  it('declares the chosen error answers with the one error body', () => {
    expect(errorResponses(400, 404)).toEqual({ 400: errorBodySchema, 404: errorBodySchema });
    expect(Object.keys(commonErrors)).toEqual(['400', '401', '403', '404', '409', '429']);
  });

  it('hands the handler the request actor and the typed params', async () => {
    const app = await appWith(true);
    const response = await app.inject({ method: 'GET', url: '/things/t1' });
    expect(response.json()).toEqual({ id: 't1', by: 'u1:manufacturer:o1' });
  });

  it('answers 401 rather than calling the handler without an actor', async () => {
    const app = await appWith(false);
    const response = await app.inject({ method: 'GET', url: '/things/t1' });
    expect(response.statusCode).toBe(401);
  });
});
