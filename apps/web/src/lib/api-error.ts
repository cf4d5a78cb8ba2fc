export interface ParsedApiError {
  status: number | null;
  message: string | null;
  fieldErrors: Record<string, string>;
}

function asRecordOfStrings(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string') out[key] = item;
  }
  return out;
}

/**
 * Reads an error thrown by the api client ("<status>: <body>"): strips the status prefix and, when
 * the body is JSON `{ message, errors? }`, returns its message and field errors.
 */
export function parseApiError(error: unknown): ParsedApiError {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = /^(\d{3}): ?([\s\S]*)$/.exec(raw);
  const status = match ? Number(match[1]) : null;
  const body = (match ? match[2] : raw)?.trim() ?? '';
  if (body === '') return { status, message: null, fieldErrors: {} };
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      const message = typeof parsed.message === 'string' && parsed.message !== '' ? parsed.message : null;
      const errors = 'errors' in parsed ? asRecordOfStrings(parsed.errors) : {};
      return { status, message, fieldErrors: errors };
    }
  } catch {
    // Not JSON: fall through to the plain text.
  }
  // An HTML error page (proxy, gateway) is no message for a person.
  if (body.startsWith('<')) return { status, message: null, fieldErrors: {} };
  return { status, message: body, fieldErrors: {} };
}

/** The server's message for a toast, or the given fallback. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return parseApiError(error).message ?? fallback;
}
