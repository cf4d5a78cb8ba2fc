import { toast } from '@/components/ui/use-toast';
import { parseApiError } from '@/lib/api-error';
import { isUnauthorizedError } from '@/lib/auth-errors';

/**
 * A failed write's toast: the spec's title, and as description the server's reason for a refusal
 * (4xx: 'Only administrators…', a field's message) or else the spec's text (`fallback`) — a 5xx's
 * 'Internal Server Error' tells a person nothing. A lost session is the layout's to handle.
 */
export function toastWriteFailure(error: unknown, title: string, fallback?: string): void {
  if (isUnauthorizedError(error)) return;
  const { status, message } = parseApiError(error);
  const reason = status !== null && status < 500 ? message : null;
  const description = reason ?? fallback;
  toast({ title, ...(description ? { description } : {}), variant: 'destructive' });
}
