import type { Product } from '@crossover/domain/catalog';
import { Badge } from '@/components/ui/badge';
import { formatMoney } from '@/lib/format';
import { usePmapPricing } from '@/features/catalog/api/pmap-pricing';
import { pmapPromo } from './pmap-promo';

const PMAP_LABEL_TITLE =
  'Promotional minimum advertised price: the lowest price dealers may advertise during the campaign';

/** The product's live PMAP campaign: promo price, discount versus MAP, campaign and end date. */
export function PmapPromoLine({ product }: { product: Pick<Product, 'id' | 'mapPrice'> }) {
  const promo = pmapPromo(usePmapPricing(product.id), product.mapPrice);
  if (!promo) return null;
  const details = [promo.campaignName, promo.until ? `until ${promo.until}` : null].filter(Boolean);
  return (
    <div
      data-pmap-promo
      className="space-y-0.5 rounded-md bg-red-50 px-2 py-1.5 ring-1 ring-red-200 ring-inset"
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {/* PMAP is the campaign's advertised price (promotional MAP), not what this buyer pays:
            the label says so, so it does not read as a price above 'Your Price'. */}
        <span className="font-medium text-red-800" title={PMAP_LABEL_TITLE}>
          Promo MAP
        </span>
        <span className="font-semibold text-slate-900 tabular-nums">{formatMoney(promo.price)}</span>
        {promo.discountPercent ? (
          <span className="text-xs font-medium text-red-800 tabular-nums">{promo.discountPercent}</span>
        ) : null}
        {promo.expiringSoon ? <Badge tone="solidWarning">Expiring Soon</Badge> : null}
      </p>
      {details.length > 0 ? <p className="text-xs text-slate-700">{details.join(' · ')}</p> : null}
    </div>
  );
}
