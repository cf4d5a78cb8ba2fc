import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auditedBy } from '@/lib/actor.ts';
import { writeAudit } from '@/lib/audit.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every write an admin makes while emulating lands in the audit log with both user ids. */
export const emulationAuditPlugin = fp(async (app: FastifyInstance) => {
  // onSend, not onResponse: the entry is written before the client sees the answer.
  app.addHook('onSend', async (request, reply, payload) => {
    const actor = request.actor;
    if (!actor?.isEmulating || !WRITE_METHODS.has(request.method)) return payload;
    try {
      // Its own write, after the route's: the route's own entries, committed with its change,
      // already name both users (auditedBy); this one also covers writes that record no entry.
      await writeAudit(app.db, {
        ...auditedBy(actor),
        action: 'emulated.write',
        details: {
          method: request.method,
          route: request.routeOptions.url,
          url: request.url,
          status: reply.statusCode,
        },
      });
    } catch (err) {
      request.log.error({ err }, 'could not write the emulation audit entry');
    }
    return payload;
  });
});
