import { PRICING_MESSAGES } from '@crossover/domain/pricing/management-fields';
import { toastFailure } from '@/lib/operation-errors';

/** Spec §8: a failed pricing write shows the server's message in a destructive toast titled 'Error'. */
export const toastPricingError = (error: unknown) => toastFailure(error, PRICING_MESSAGES.errorTitle);
