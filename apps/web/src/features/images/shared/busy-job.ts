/**
 * Shared by the image screens (search, migration, CDN): their jobs are exclusive (decision 0043),
 * so a start while one runs answers 409 with the running job's id, which the screen then follows.
 */

/** The running job named by a 409 "<status>: <body>" error (a search already running), or null. */
export function busyJobId(error: unknown): string | null {
  const match = /^409: ?([\s\S]*)$/.exec(error instanceof Error ? error.message : '');
  if (!match) return null;
  try {
    const body: unknown = JSON.parse(match[1] ?? '');
    return typeof body === 'object' && body !== null && 'jobId' in body && typeof body.jobId === 'string'
      ? body.jobId
      : null;
  } catch {
    return null;
  }
}
