/**
 * One Idempotency-Key per user action: the same write (method, URL and body) sent again while the
 * first is in flight, or as the next write within a double click's reach after it succeeded,
 * carries the first's key, so the server answers it with the first's answer
 * (plugins/idempotency.ts) instead of doing the work twice. Any other write gets a fresh key.
 */
export const REPEAT_WINDOW_MS = 1000;

interface Entry {
  key: string;
  /** Open while the request is in flight; then the time the repeat window closes. */
  until: number;
}

const recent = new Map<string, Entry>();

const newKey = () => crypto.randomUUID();

/** The key for this write, and a function to call when it settles. */
export function actionKey(
  fingerprint: string,
  now = Date.now(),
): { key: string; settled: (ok: boolean) => void } {
  // An answered write counts as a double click only for the very next write: after another one
  // (a toggle on, off, on again) the same write is a new action with the state it finds.
  for (const [id, entry] of recent)
    if (entry.until < now || (entry.until !== Infinity && id !== fingerprint)) recent.delete(id);
  const entry = recent.get(fingerprint) ?? { key: newKey(), until: Infinity };
  entry.until = Infinity;
  recent.set(fingerprint, entry);
  return {
    key: entry.key,
    // After a failure a repeat is a retry (a new action); after a success it is a double click.
    settled: (ok: boolean) => {
      if (recent.get(fingerprint) !== entry) return;
      if (ok) entry.until = Date.now() + REPEAT_WINDOW_MS;
      else recent.delete(fingerprint);
    },
  };
}

/** For tests: forget every key. */
export const forgetActionKeys = () => recent.clear();
