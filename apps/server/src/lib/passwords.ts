import { type Options, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; the enum is a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** argon2id with OWASP's minimum profile (19 MiB, 2 passes). */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as Options;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2_OPTIONS);
}

export async function verifyPassword(storedHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}

/**
 * A real hash of a random string, verified when the email is unknown so that a wrong email costs
 * the same time as a wrong password.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}
