import { PRODUCT_TOASTS } from '@crossover/domain/products';
import { toast } from '@/components/ui/use-toast';
import { parseApiError } from '@/lib/api-error';
import { isUnauthorizedError } from '@/lib/auth-errors';

/** Spec §8 Products: 'Success' with what happened. */
export function toastProductSuccess(description: string): void {
  toast({ title: PRODUCT_TOASTS.successTitle, description });
}

/**
 * Spec §8 Products: the failure ('Failed to create product' …) as the title, the server's reason
 * (a taken SKU, a series of another manufacturer) below it. A lost session is the layout's toast.
 */
export function toastProductFailure(error: unknown, failure: string): void {
  if (isUnauthorizedError(error)) return;
  const reason = parseApiError(error).message;
  toast({ title: failure, ...(reason ? { description: reason } : {}), variant: 'destructive' });
}
