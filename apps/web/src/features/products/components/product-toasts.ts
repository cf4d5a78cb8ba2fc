import { PRODUCT_TOASTS } from '@crossover/domain/products';
import { toast } from '@/components/ui/use-toast';

/** Spec §8 Products: 'Success' with what happened. */
export function toastProductSuccess(description: string): void {
  toast({ title: PRODUCT_TOASTS.successTitle, description });
}

// Failures ('Failed to create product' … with the server's reason) use lib/operation-errors' toastFailure.
