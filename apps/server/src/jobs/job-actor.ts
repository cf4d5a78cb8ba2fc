import type { Db } from '@/db/database.ts';
import type { StartedBy } from '@/db/schema/background-jobs.ts';
import { type Actor, actorOf } from '@/lib/actor.ts';
import { findAuthUserById } from '@/modules/auth/user-repo.ts';

/**
 * A reason no retry will change (the starter is gone, the payload is not the job's): the run
 * fails the row at once instead of using up its attempts.
 */
export class JobCannotRunError extends Error {}

/** What a job's row keeps of the actor who started it (background_jobs.started_by). */
export function startedByOf(actor: Actor): StartedBy {
  return { userId: actor.user.id, realUserId: actor.realUser.id, ip: actor.ip };
}

/**
 * The actor a job runs as, rebuilt from the users table when it runs, so audit entries and
 * permission checks see the user's current role and organization; emulation is kept (the admin
 * behind it is named in audit entries, as in the request). A user deleted since refuses it:
 * nobody would answer for the work, and the code base has no system user to stand in.
 */
export async function loadActor(db: Db, startedBy: StartedBy | null): Promise<Actor> {
  if (!startedBy) throw new JobCannotRunError('the job has no record of the user who started it');
  const user = await findAuthUserById(db, startedBy.userId);
  if (!user) throw new JobCannotRunError(`the user who started it (${startedBy.userId}) no longer exists`);
  if (startedBy.realUserId === startedBy.userId) return actorOf(user, startedBy.ip);
  const realUser = await findAuthUserById(db, startedBy.realUserId);
  if (!realUser)
    throw new JobCannotRunError(
      `the administrator who started it as another user (${startedBy.realUserId}) no longer exists`,
    );
  return actorOf(realUser, startedBy.ip, user);
}
