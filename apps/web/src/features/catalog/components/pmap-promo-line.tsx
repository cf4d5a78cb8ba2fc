import type { Product } from '@crossover/domain/catalog';
import { Badge } from '@/components/ui/badge';
import { formatMoney } from '@/lib/format';
import { usePmapPricing } from '../api/pmap-pricing';
import { pmapPromo } from './pmap-promo';

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
        <span className="font-medium text-red-800">Promo</span>
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
