import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/database.ts';
import { decoyPasswordHash, verifyPassword } from '@/lib/passwords.ts';
import {
  type ThrottleRule,
  type ThrottledKey,
  forgetKey,
  forgiveAttempt,
  reserveAttempt,
} from '@/lib/throttle.ts';
import { type AuthUserRow, findAuthUserByEmail } from './user-repo.ts';

/**
 * The one password check behind every sign-in form (business login and the bundled identity
 * provider), so both share the same limits and the same timing. Decision 0008 explains the rules.
 */
const MINUTE = 60;
const HOUR = 60 * MINUTE;
export const SIGN_IN_RULES = {
  /** One email from one address: the owner's typos, or one attacker on one account. */
  perEmailAndAddress: {
    freeAttempts: 5,
    baseDelaySeconds: 1,
    maxDelaySeconds: 15 * MINUTE,
    forgetAfterSeconds: 24 * HOUR,
  },
  /** One email from anywhere (guesses spread over many addresses); not applied at known addresses. */
  perEmail: {
    freeAttempts: 20,
    baseDelaySeconds: 1,
    maxDelaySeconds: 15 * MINUTE,
    forgetAfterSeconds: 24 * HOUR,
  },
  /** One address, any email (spraying one password over many accounts). */
  perAddress: {
    freeAttempts: 30,
    baseDelaySeconds: 1,
    maxDelaySeconds: 15 * MINUTE,
    forgetAfterSeconds: HOUR,
  },
} satisfies Record<string, ThrottleRule>;
/** An address the account signed in from within this time is its owner's usual one. */
export const KNOWN_ADDRESS_DAYS = 90;

export type PasswordCheck =
  { outcome: 'ok'; user: AuthUserRow } | { outcome: 'invalid' } | { outcome: 'limited'; retryAfter: number };

const keysOf = (email: string, ip: string) => ({
  emailAndAddress: `sign-in:email+ip:${email}|${ip}`,
  email: `sign-in:email:${email}`,
  address: `sign-in:ip:${ip}`,
  known: `sign-in:known:${email}|${ip}`,
});

async function isKnownAddress(db: Db, key: string): Promise<boolean> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`select key from rate_limits
        where key = ${key} and window_start > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`,
  );
  return rows.length > 0;
}

async function rememberAddress(db: Db, key: string): Promise<void> {
  await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set window_start = now(), count = rate_limits.count + 1`);
}

/**
 * Counts the attempt first (refusing it if the email, the address or both must wait), then
 * verifies the password — against a decoy hash when the email is unknown or has no password, so
 * every refusal takes the same time. Callers decide what an inactive or SSO account may do.
 */
export async function checkPassword(
  db: Db,
  rawEmail: string,
  password: string,
  ip: string,
): Promise<PasswordCheck> {
  const email = rawEmail.trim().toLowerCase();
  const keys = keysOf(email, ip);
  const known = await isKnownAddress(db, keys.known);
  const throttled: ThrottledKey[] = [
    { key: keys.emailAndAddress, rule: SIGN_IN_RULES.perEmailAndAddress },
    { key: keys.address, rule: SIGN_IN_RULES.perAddress },
    ...(known ? [] : [{ key: keys.email, rule: SIGN_IN_RULES.perEmail }]),
  ];
  const reservation = await reserveAttempt(db, throttled);
  if (!reservation.allowed) return { outcome: 'limited', retryAfter: reservation.retryAfter };

  const user = await findAuthUserByEmail(db, email);
  const passwordOk = await verifyPassword(user?.password ?? (await decoyPasswordHash()), password);
  if (!user || !user.password || !passwordOk) return { outcome: 'invalid' };

  // The owner is back: forget their typos here, give back this attempt elsewhere.
  await Promise.all([
    forgetKey(db, keys.emailAndAddress),
    forgiveAttempt(db, known ? [keys.address] : [keys.address, keys.email]),
    rememberAddress(db, keys.known),
  ]);
  return { outcome: 'ok', user };
}

/**
 * Deletes counters that no longer count: remembered addresses after KNOWN_ADDRESS_DAYS, every
 * other row (sign-in runs, reset windows) a day after its last use — the longest period any
 * rule looks back.
 */
export async function sweepRateLimits(db: Db): Promise<void> {
  const longest = Math.max(...Object.values(SIGN_IN_RULES).map((rule) => rule.forgetAfterSeconds));
  await db.execute(sql`
    delete from rate_limits
    where (key like 'sign-in:known:%' and window_start < now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}))
       or (key not like 'sign-in:known:%' and window_start < now() - make_interval(secs => ${longest}))`);
}
