import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emulationCandidateSchema, emulationStartRequestSchema, messageSchema } from '@crossover/domain/auth';
import { policy } from '@crossover/domain/permissions';
import { actorRoutes, errorResponses } from '@/lib/route.ts';
import { startSession } from '@/plugins/auth.ts';
import { createEmulationService } from './service.ts';

const tags = ['admin'];
const errors = errorResponses(400, 401, 403, 404);
/** The switcher's list is capped; past it the client narrows with ?search=. */
const MAX_CANDIDATES = 500;

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked against the real user: the switcher stays usable while the admin emulates someone.
  const emulationPolicy = policy.realCapability('emulation.use');
  const emulation = createEmulationService(app.context);
  const route = actorRoutes(app);

  route.get(
    '/api/admin/users',
    {
      config: { policy: emulationPolicy },
      schema: {
        tags,
        summary: 'Users an admin can emulate',
        querystring: z.object({
          search: z.string().trim().max(200).optional(),
          limit: z.coerce.number().int().min(1).max(MAX_CANDIDATES).default(MAX_CANDIDATES),
        }),
        response: { 200: z.array(emulationCandidateSchema), ...errors },
      },
    },
    (actor, request) => emulation.candidates(actor, request.query.search || undefined, request.query.limit),
  );

  route.post(
    '/api/admin/emulation/start',
    {
      config: { policy: emulationPolicy },
      schema: {
        tags,
        summary: 'Records the start of an emulation and renews the session id',
        body: emulationStartRequestSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    (actor, request, reply) =>
      emulation.start(actor, request.body.userId, (tx) =>
        startSession(app, request, reply, { userId: actor.realUser.id }, tx),
      ),
  );

  route.post(
    '/api/admin/emulation/stop',
    {
      config: { policy: emulationPolicy },
      schema: {
        tags,
        summary: 'Records the end of an emulation',
        response: { 200: messageSchema, ...errors },
      },
    },
    (actor) => emulation.stop(actor),
  );
};
