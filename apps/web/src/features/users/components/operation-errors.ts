import { toast } from '@/components/ui/use-toast';
import { parseApiError } from '@/lib/api-error';
import { isUnauthorizedError } from '@/lib/auth-errors';

/** Spec §8: on organization and user operations a lost session reads like this. */
export const OPERATION_UNAUTHORIZED_TEXT = 'Unauthorized - You are logged out. Logging in again...';

/**
 * Toasts a failed organization or user operation: the lost-session text for a 401 (the layout's
 * handler redirects), else the title with the server's message or the fallback.
 */
export function toastOperationError(error: unknown, title: string, fallback: string): void {
  if (isUnauthorizedError(error)) {
    toast({ title: 'Unauthorized', description: OPERATION_UNAUTHORIZED_TEXT, variant: 'destructive' });
    return;
  }
  toast({ title, description: parseApiError(error).message ?? fallback, variant: 'destructive' });
}
