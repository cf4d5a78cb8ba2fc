import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emulationCandidateSchema,
  emulationStartRequestSchema,
  errorBodySchema,
  messageSchema,
} from '@crossover/domain/auth';
import { policy } from '@crossover/domain/permissions';
import { writeAudit } from '@/lib/audit.ts';
import { badRequest, notFound } from '@/lib/errors.ts';
import { startSession } from '@/plugins/auth.ts';
import { findAuthUserById } from '@/modules/auth/user-repo.ts';
import { listEmulationCandidates } from './repo.ts';

const tags = ['admin'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const DEACTIVATED = 'This user is deactivated and cannot be emulated; reactivate the account first';
/** The switcher's list is capped; past it the client narrows with ?search=. */
const MAX_CANDIDATES = 500;

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked against the real user: the switcher stays usable while the admin emulates someone.
  const emulationPolicy = policy.realCapability('emulation.use');

  app.get(
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
    async (request) =>
      listEmulationCandidates(
        app.db,
        request.auth!.realUser.id,
        request.query.search || undefined,
        request.query.limit,
      ),
  );

  app.post(
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
    async (request, reply) => {
      const admin = request.auth!.realUser;
      const { userId } = request.body;
      if (userId === admin.id)
        throw badRequest('You cannot emulate yourself', { userId: 'You cannot emulate yourself' });
      const target = await findAuthUserById(app.db, userId);
      if (!target) throw notFound('User not found');
      if (!target.isActive) throw badRequest(DEACTIVATED, { userId: DEACTIVATED });
      // The audit entry and the renewed session commit together (the cookie is set last).
      await app.db.transaction(async (tx) => {
        await writeAudit(tx, {
          actorUserId: admin.id,
          effectiveUserId: target.id,
          action: 'emulation.start',
          entityType: 'user',
          entityId: target.id,
          ipAddress: request.ip,
        });
        await startSession(app, request, reply, { userId: admin.id }, tx);
      });
      return { message: `Now viewing as ${target.email}` };
    },
  );

  app.post(
    '/api/admin/emulation/stop',
    {
      config: { policy: emulationPolicy },
      schema: {
        tags,
        summary: 'Records the end of an emulation',
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const auth = request.auth!;
      await writeAudit(app.db, {
        actorUserId: auth.realUser.id,
        effectiveUserId: auth.user.id,
        action: 'emulation.stop',
        ipAddress: request.ip,
      });
      return { message: 'Emulation ended' };
    },
  );
};
