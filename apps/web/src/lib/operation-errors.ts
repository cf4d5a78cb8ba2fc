import { toast } from '@/components/ui/use-toast';
import { parseApiError } from '@/lib/api-error';
import { isUnauthorizedError } from '@/lib/auth-errors';

/**
 * Toasts a failed organization or user operation: the title with the server's message or the
 * fallback. A lost session is left to the layout's unauthorized handler, which toasts it once (in
 * these operations' wording, from their mutation meta) and redirects.
 */
export function toastOperationError(error: unknown, title: string, fallback: string): void {
  if (isUnauthorizedError(error)) return;
  toast({ title, description: parseApiError(error).message ?? fallback, variant: 'destructive' });
}

/**
 * Toasts a failed operation whose spec text is the title ('Failed to delete series'), with the
 * server's message (a 409's reason, a 400's field message) as the description when it sent one.
 * A lost session is left to the layout's unauthorized handler.
 */
export function toastFailure(error: unknown, title: string): void {
  if (isUnauthorizedError(error)) return;
  const message = parseApiError(error).message;
  toast({ title, ...(message ? { description: message } : {}), variant: 'destructive' });
}
