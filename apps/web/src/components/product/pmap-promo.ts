import { PMAP_EXPIRING_SOON_DAYS } from '@crossover/domain/catalog';
import type { PmapPricing } from '@crossover/domain/catalog';
import { roundHalfUp, toCents } from '@crossover/domain/pricing/money';

const DAY_MS = 24 * 60 * 60 * 1000;
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * Spec §9: the promotional price versus MAP in percent with one decimal ('-12.5%'); null unless the
 * product has a MAP above zero.
 */
export function pmapDiscountPercent(mapPrice: string | null | undefined, pmapPrice: string): string | null {
  const map = toCents(mapPrice);
  const promo = toCents(pmapPrice);
  if (map === null || map <= 0 || promo === null) return null;
  const tenths = roundHalfUp(((promo - map) * 1000) / map);
  return `${tenths > 0 ? '+' : ''}${(tenths / 10).toFixed(1)}%`;
}

/** Spec §9: 'Expiring Soon' while the campaign ends within PMAP_EXPIRING_SOON_DAYS days from now. */
export function isPmapExpiringSoon(validTo: string | null, now: Date): boolean {
  if (validTo === null) return false;
  const left = Date.parse(validTo) - now.getTime();
  return left >= 0 && left <= PMAP_EXPIRING_SOON_DAYS * DAY_MS;
}

export interface PmapPromo {
  price: string;
  campaignName: string | null;
  /** The end date for 'until …', e.g. 'Jul 3, 2026'; null for an open-ended campaign. */
  until: string | null;
  discountPercent: string | null;
  expiringSoon: boolean;
}

/** What the promotional line shows; null when the product has no live campaign (or no data yet). */
export function pmapPromo(
  pricing: PmapPricing | undefined,
  mapPrice: string | null | undefined,
  now: Date = new Date(),
): PmapPromo | null {
  if (!pricing?.hasPmap || pricing.pmapPrice === null) return null;
  const validTo = pricing.validTo === null ? null : new Date(pricing.validTo);
  const hasEnd = validTo !== null && !Number.isNaN(validTo.getTime());
  return {
    price: pricing.pmapPrice,
    campaignName: pricing.campaignName,
    until: hasEnd ? dateFormat.format(validTo) : null,
    discountPercent: pmapDiscountPercent(mapPrice, pricing.pmapPrice),
    expiringSoon: isPmapExpiringSoon(pricing.validTo, now),
  };
}
