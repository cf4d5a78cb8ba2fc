/** Spec §8: an error starting with '401:' and containing Unauthorized means the session is gone. */
export function isUnauthorizedError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.message.startsWith('401:') && error.message.includes('Unauthorized');
}
