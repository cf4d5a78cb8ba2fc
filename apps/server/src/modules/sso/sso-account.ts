import type { Db } from '@/db/database.ts';
import { withTx } from '@/db/with-tx.ts';
import { writeAudit } from '@/lib/audit.ts';
import { recordLogin } from '@/modules/auth/user-repo.ts';
import type { VerifiedIdentity } from './service.ts';
import { type SsoUserRow, findSsoUserByEmail, findUserBySubject, linkSubject } from './sso-user-repo.ts';

/** Why single sign-on refused; each has a message on /admin-login (SSO_ERROR_MESSAGES in the web). */
export type SsoRefusal = 'not_sso' | 'no_account' | 'unverified' | 'linked_elsewhere' | 'failed';

export type SsoOutcome = { user: SsoUserRow } | { refused: SsoRefusal };

/**
 * Which account a provider identity signs in, if any (issue 7 items 5 and 21):
 * - an account already linked to the provider's subject, matched on the subject alone;
 * - otherwise, the first time, the account with that email, only if the provider has verified
 *   the email and the account is not linked to another subject; it is then linked;
 * - and only accounts whose sign-on type is SSO ('oidc'): business users are told to use the
 *   Business Partner Login, whatever the provider says about them.
 */
export async function resolveSsoAccount(db: Db, identity: VerifiedIdentity): Promise<SsoOutcome> {
  const linked = await findUserBySubject(db, identity.subject);
  if (linked) return admissible(linked);
  // Nothing about an email-matched account is told before the provider vouches for the email.
  if (!identity.emailVerified) return { refused: 'unverified' };
  const byEmail = await findSsoUserByEmail(db, identity.email);
  if (!byEmail) return { refused: 'no_account' };
  const verdict = admissible(byEmail);
  if ('refused' in verdict) return verdict;
  if (byEmail.oidcSubject !== null) return { refused: 'linked_elsewhere' };
  return { user: byEmail };
}

function admissible(user: SsoUserRow): SsoOutcome {
  if (!user.isActive) return { refused: 'no_account' };
  if (user.authType !== 'oidc') return { refused: 'not_sso' };
  return { user };
}

/**
 * Records the sign-in: links the subject on first use, and writes last-login and the audit
 * entries, all in one transaction. Answers false when another sign-in linked the account first.
 */
export async function recordSsoSignIn(
  db: Db,
  user: SsoUserRow,
  identity: VerifiedIdentity,
  ipAddress: string,
): Promise<boolean> {
  return withTx(db, async (txDb) => {
    if (user.oidcSubject === null) {
      if (!(await linkSubject(txDb, user.id, identity.subject))) return false;
      await writeAudit(txDb, {
        actorUserId: user.id,
        action: 'auth.sso_linked',
        entityType: 'user',
        entityId: user.id,
        details: { subject: identity.subject },
        ipAddress,
      });
    }
    await recordLogin(txDb, user.id);
    await writeAudit(txDb, { actorUserId: user.id, action: 'auth.sso_login', ipAddress });
    return true;
  });
}
