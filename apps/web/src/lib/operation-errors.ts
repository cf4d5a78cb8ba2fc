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
