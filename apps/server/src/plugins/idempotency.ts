import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@crossover/domain/orders';
import type { Db } from '@/db/database.ts';
import { idempotentRequests } from '@/db/schema/idempotent-requests.ts';
import { badRequest, conflict } from '@/lib/errors.ts';

/**
 * Idempotency-Key for every write (decision 0023): the first request with a key stores its answer
 * per (user, key, route); a repeat with the same key and request answers the stored one (header
 * `idempotent-replayed: true`) instead of doing the work again, and waits while the first is still
 * running. A route opts out with `config: { idempotency: false }` (order placement keeps the key
 * in its own transaction). Answers of 500 and above are not kept, so a retry runs again.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route handles Idempotency-Key itself (or must never replay). */
    idempotency?: boolean;
  }
  interface FastifyRequest {
    idempotency: { userId: string; key: string; route: string } | null;
  }
}

export const IDEMPOTENCY_MESSAGES = {
  mismatch: 'This Idempotency-Key was already used for a different request',
  stillRunning: 'The same request is still being processed; please wait a moment and reload',
} as const;

/** How long a first answer is kept; a user action's key is never reused after that. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A claim still unanswered after this long belongs to a request whose process died (kill -9, a
 * crash) between claiming and answering: writes answer in seconds, and long work runs as jobs. A
 * repeat takes it over and runs, instead of answering 409 until the key expires a day later.
 */
export const IDEMPOTENCY_ABANDONED_MS = 5 * 60 * 1000;
/** How long a repeat waits for the first request to finish before it answers 409. */
const WAIT_MS = 60_000;
const POLL_MS = 50;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const expiredBefore = () => new Date(Date.now() - IDEMPOTENCY_TTL_MS);

/** Deletes every answer past its lifetime (the idempotency-sweep job, hourly), off the write path. */
export async function sweepIdempotentRequests(db: Db): Promise<void> {
  await db.delete(idempotentRequests).where(lt(idempotentRequests.createdAt, expiredBefore()));
}

async function claim(db: Db, row: typeof idempotentRequests.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(idempotentRequests)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  return inserted.length > 0;
}

const whereRow = (r: { userId: string; key: string; route: string }) =>
  and(
    eq(idempotentRequests.userId, r.userId),
    eq(idempotentRequests.key, r.key),
    eq(idempotentRequests.route, r.route),
  );

/** Answers the first request's stored answer, waiting while it is still running. */
async function replay(
  db: Db,
  reply: FastifyReply,
  id: { userId: string; key: string; route: string },
  fingerprint: string,
) {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [row] = await db.select().from(idempotentRequests).where(whereRow(id));
    // Gone: the first answered 500 (or expired) and let go of the key; this one runs afresh.
    if (!row) return false;
    // Past its lifetime but not yet swept: let go of the key, and this request runs afresh.
    if (row.createdAt < expiredBefore()) {
      await db
        .delete(idempotentRequests)
        .where(and(whereRow(id), lt(idempotentRequests.createdAt, expiredBefore())));
      return false;
    }
    if (row.fingerprint !== fingerprint) throw conflict(IDEMPOTENCY_MESSAGES.mismatch);
    const abandonedBefore = new Date(Date.now() - IDEMPOTENCY_ABANDONED_MS);
    if (row.status === null && row.createdAt < abandonedBefore) {
      await db
        .delete(idempotentRequests)
        .where(
          and(
            whereRow(id),
            isNull(idempotentRequests.status),
            lt(idempotentRequests.createdAt, abandonedBefore),
          ),
        );
      return false;
    }
    if (row.status !== null) {
      reply.code(row.status).header('idempotent-replayed', 'true');
      if (row.contentType) reply.header('content-type', row.contentType);
      reply.send(row.body ?? '');
      return true;
    }
    if (Date.now() > deadline) throw conflict(IDEMPOTENCY_MESSAGES.stillRunning);
    await sleep(POLL_MS);
  }
}

export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined || !WRITES.has(request.method) || !request.actor) return;
    if (request.routeOptions.config.idempotency === false) return;
    const parsed = idempotencyKeySchema.safeParse(header);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Idempotency-Key is not valid';
      throw badRequest(message, { [IDEMPOTENCY_KEY_HEADER]: message });
    }
    const id = {
      userId: request.actor.user.id,
      key: parsed.data,
      route: `${request.method} ${request.routeOptions.url ?? request.url}`,
    };
    const fingerprint = fingerprintOf(request);
    for (;;) {
      if (await claim(app.db, { ...id, fingerprint })) {
        request.idempotency = id;
        return;
      }
      if (await replay(app.db, reply, id, fingerprint)) return reply;
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotency;
    if (!id) return payload;
    request.idempotency = null;
    const storable = typeof payload === 'string' || Buffer.isBuffer(payload);
    if (reply.statusCode >= 500 || !storable) {
      await app.db.delete(idempotentRequests).where(whereRow(id));
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await app.db
      .update(idempotentRequests)
      .set({
        status: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : null,
        body: Buffer.isBuffer(payload) ? payload.toString('utf8') : payload,
      })
      .where(whereRow(id));
    return payload;
  });
});
