import type { AppContext } from '@/context.ts';
import type { Db } from '@/db/database.ts';
import { withTx } from '@/db/with-tx.ts';
import type { Actor } from '@/lib/actor.ts';
import { writeAudit } from '@/lib/audit.ts';
import { badRequest, notFound } from '@/lib/errors.ts';
import { findAuthUserById } from '@/modules/auth/accounts.ts';
import { listEmulationCandidates } from './repo.ts';

const DEACTIVATED = 'This user is deactivated and cannot be emulated; reactivate the account first';

/** Emulation: an admin acts as another user; its start and end are audited with both ids. */
export function createEmulationService({ db }: Pick<AppContext, 'db'>) {
  /** Checked against the real user, so the switcher stays usable while the admin emulates. */
  async function candidates(actor: Actor, search: string | undefined, limit: number) {
    return listEmulationCandidates(db, actor.realUser.id, search, limit);
  }

  /**
   * Records the start; `renewSession` gives the admin a new session id in the same transaction,
   * so the audit entry and the renewed session commit together (the cookie is set last).
   */
  async function start(actor: Actor, userId: string, renewSession: (tx: Db) => Promise<void>) {
    const admin = actor.realUser;
    if (userId === admin.id)
      throw badRequest('You cannot emulate yourself', { userId: 'You cannot emulate yourself' });
    const target = await findAuthUserById(db, userId);
    if (!target) throw notFound('User not found');
    if (!target.isActive) throw badRequest(DEACTIVATED, { userId: DEACTIVATED });
    await withTx(db, async (tx) => {
      await writeAudit(tx, {
        actorUserId: admin.id,
        effectiveUserId: target.id,
        action: 'emulation.start',
        entityType: 'user',
        entityId: target.id,
        ipAddress: actor.ip,
      });
      await renewSession(tx);
    });
    return { message: `Now viewing as ${target.email}` };
  }

  /** Records the end (the client stops sending x-emulate-user); the entry is the only write. */
  async function stop(actor: Actor) {
    await writeAudit(db, {
      actorUserId: actor.realUser.id,
      effectiveUserId: actor.user.id,
      action: 'emulation.stop',
      ipAddress: actor.ip,
    });
    return { message: 'Emulation ended' };
  }

  return { candidates, start, stop };
}
