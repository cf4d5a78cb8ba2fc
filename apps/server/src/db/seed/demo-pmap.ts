import type { Db } from '@/db/database.ts';
import { pmapCampaigns } from '@/db/schema/pmap-campaigns.ts';
import { pricingRules } from '@/db/schema/pricing-rules.ts';
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
 * Two promotional MAP campaigns (pmap_campaigns rows owning their rules, as /pmap-import creates
 * them), so product cards show promotions in the demo and /pmap-import lists them: one running for a
 * month, one ending within the 'Expiring Soon' window. A PMAP rule is a promotional new_price rule
 * on a product; its price is advertised, so it stays above what dealers pay (the price engine takes
 * the lower of the two, and leaves dealer prices alone here). Windows run from the start of a UTC
 * day to the end of one, as an imported campaign's do.
 */
const CAMPAIGNS = [
  {
    name: 'Storm Summer Promo',
    series: 'Storm',
    products: 5,
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

const startOfDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/** Creates the demo campaigns and their rules. */
export async function seedDemoPmap(
  tx: Db,
  seeded: readonly CampaignProduct[],
  adminId: string,
  now: number,
): Promise<void> {
  for (const campaign of CAMPAIGNS) {
    const validFrom = new Date(startOfDay(now - campaign.startsDaysAgo * DAY_MS));
    const validTo = new Date(startOfDay(now + campaign.endsInDays * DAY_MS) + DAY_MS - 1);
    const [row] = await tx
      .insert(pmapCampaigns)
      .values({ name: campaign.name, validFrom, validTo, createdBy: adminId })
      .returning({ id: pmapCampaigns.id });
    const rules = campaignRules(campaign, seeded, adminId).map((rule) => ({
      ...rule,
      validFrom,
      validTo,
      campaignId: row!.id,
    }));
    if (rules.length > 0) await tx.insert(pricingRules).values(rules);
  }
}

function campaignRules(
  campaign: (typeof CAMPAIGNS)[number],
  seeded: readonly CampaignProduct[],
  adminId: string,
): Omit<typeof pricingRules.$inferInsert, 'validFrom' | 'validTo' | 'campaignId'>[] {
  return seeded
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
          priority: 5,
          createdBy: adminId,
        },
      ];
    });
}
