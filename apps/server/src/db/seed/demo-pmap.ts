import type { pricingRules } from '@/db/schema/pricing-rules.ts';
import { centsToMoney } from './prng.ts';

const DAY_MS = 86_400_000;

/** A seeded product as the PMAP campaigns need it. */
interface CampaignProduct {
  id: string;
  seriesName: string;
  mapPrice: string | null;
  distributorCost: string;
  active: boolean;
}

/**
 * Two promotional MAP campaigns, so product cards show promotions in the demo: one running for a
 * month, one ending within the 'Expiring Soon' window. A PMAP rule is a promotional new_price rule
 * on a product; its price is advertised, so it stays above what dealers pay (the price engine takes
 * the lower of the two, and leaves dealer prices alone here).
 */
const CAMPAIGNS = [
  {
    name: 'Storm Summer Promo',
    series: 'Storm',
    products: 6,
    factor: 0.88,
    startsDaysAgo: 10,
    endsInDays: 30,
  },
  {
    name: 'Osprey Clearance Weekend',
    series: 'Osprey',
    products: 4,
    factor: 0.85,
    startsDaysAgo: 3,
    endsInDays: 4,
  },
] as const;

export function demoPmapRules(
  seeded: readonly CampaignProduct[],
  adminId: string,
  now: number,
): (typeof pricingRules.$inferInsert)[] {
  return CAMPAIGNS.flatMap((campaign) =>
    seeded
      .filter((p) => p.active && p.seriesName === campaign.series && p.mapPrice !== null)
      .slice(0, campaign.products)
      .flatMap((p) => {
        // Advertised prices end in .99, below MAP and above what dealers pay.
        const cents = Math.floor(Number(p.mapPrice) * campaign.factor) * 100 + 99;
        const tooLow = cents <= Math.round(Number(p.distributorCost) * 100);
        if (tooLow || cents >= Math.round(Number(p.mapPrice) * 100)) return [];
        return [
          {
            name: campaign.name,
            description: `${campaign.name}: promotional MAP`,
            ruleType: 'promotional',
            productId: p.id,
            discountType: 'new_price',
            discountValue: centsToMoney(cents),
            applyTo: 'product',
            validFrom: new Date(now - campaign.startsDaysAgo * DAY_MS),
            validTo: new Date(now + campaign.endsInDays * DAY_MS),
            priority: 5,
            createdBy: adminId,
          },
        ];
      }),
  );
}
