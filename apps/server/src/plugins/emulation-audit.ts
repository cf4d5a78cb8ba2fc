import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { writeAudit } from '@/lib/audit.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every write an admin makes while emulating lands in the audit log with both user ids. */
export const emulationAuditPlugin = fp(async (app: FastifyInstance) => {
  // onSend, not onResponse: the entry is written before the client sees the answer.
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    if (!auth?.isEmulating || !WRITE_METHODS.has(request.method)) return payload;
    try {
      await writeAudit(app.db, {
        actorUserId: auth.realUser.id,
        effectiveUserId: auth.user.id,
        action: 'emulated.write',
        details: {
          method: request.method,
          route: request.routeOptions.url,
          url: request.url,
          status: reply.statusCode,
        },
        ipAddress: request.ip,
      });
    } catch (err) {
      request.log.error({ err }, 'could not write the emulation audit entry');
    }
    return payload;
  });
});
