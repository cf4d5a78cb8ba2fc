import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '@crossover/domain/permissions';
import { pingDatabase, schemaState } from '@/db/database.ts';

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['up', 'down']) });
const readinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  database: z.enum(['up', 'down']),
  migrations: z.enum(['at head', 'behind', 'ahead', 'unknown']),
  storage: z.enum(['writable', 'not writable']),
});

/** How long a storage probe's answer is reused: a readiness check every second must not write every second. */
const STORAGE_PROBE_TTL_MS = 10_000;

/**
 * Liveness and readiness for a process manager and a reverse proxy. /api/health says the process
 * is alive and answering (200 even while the database is down: restarting the app would not bring
 * the database back). /api/ready says it can serve: the database answers, its schema is at this
 * code's head, and object storage takes a write. While the app shuts down, Fastify answers 503 to
 * new requests, readiness included, so the proxy stops sending it work.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { policy: policy.public },
      schema: {
        tags: ['system'],
        summary: 'Answers 200 while the process is alive; says whether the database answers',
        response: { 200: healthSchema },
      },
    },
    async () => ({ status: 'ok' as const, database: (await pingDatabase(app.db)) ? 'up' : 'down' }) as const,
  );

  let storageProbe: { at: number; writable: boolean } | null = null;
  async function storageWritable(): Promise<boolean> {
    const now = Date.now();
    if (storageProbe && now - storageProbe.at < STORAGE_PROBE_TTL_MS) return storageProbe.writable;
    const key = `health/ready-${process.pid}`;
    let writable = false;
    try {
      await app.storage.put(key, Buffer.from('ready'), 'text/plain');
      await app.storage.delete(key);
      writable = true;
    } catch (error) {
      app.log.warn({ err: error }, 'readiness: object storage refused a write');
    }
    storageProbe = { at: now, writable };
    return writable;
  }

  app.get(
    '/api/ready',
    {
      config: { policy: policy.public },
      schema: {
        tags: ['system'],
        summary: 'Answers 200 when the database answers, its schema is at head and storage is writable',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const [database, migrations, storage] = await Promise.all([
        pingDatabase(app.db),
        schemaState(app.db).then(
          (s) =>
            s.newestApplied === s.newestKnown && s.applied >= s.known
              ? ('at head' as const)
              : s.newestApplied > s.newestKnown
                ? ('ahead' as const)
                : ('behind' as const),
          () => 'unknown' as const,
        ),
        storageWritable(),
      ]);
      const ready = database && migrations === 'at head' && storage;
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not ready',
        database: database ? 'up' : 'down',
        migrations,
        storage: storage ? 'writable' : 'not writable',
      });
    },
  );
};
