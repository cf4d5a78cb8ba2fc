import { AppError } from './errors.ts';

/** PostgreSQL's unique_violation: another row with the same key won a race (or slipped past a check). */
const UNIQUE_VIOLATION = '23505';

interface PgErrorLike {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  cause?: unknown;
}

/**
 * The constraint a unique violation names, or null when `error` is something else. Drizzle wraps
 * the driver's error (node-postgres or PGlite) in its own, so the cause chain is followed.
 */
export function uniqueViolationConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const e = current as PgErrorLike;
    if (e.code === UNIQUE_VIOLATION) return e.constraint ?? e.constraint_name ?? '';
    current = e.cause;
  }
  return null;
}

/** What a constraint means to the person who sent the request: the field and the message. */
export type UniqueConflicts = Record<string, { field: string; message: string }>;

/**
 * Runs a write; a unique violation on one of `conflicts`' constraints becomes a 409 naming the
 * field, so a request that lost a race gets the same answer as one the friendly check caught.
 * Any other error passes through unchanged.
 */
export async function conflictOnUnique<T>(conflicts: UniqueConflicts, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolationConstraint(error);
    const known = constraint === null ? undefined : conflicts[constraint];
    if (known) throw new AppError(409, known.message, { [known.field]: known.message });
    throw error;
  }
}
