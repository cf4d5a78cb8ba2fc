import { endOfDay, startOfDay } from '@crossover/domain/pricing/management-fields';
import type { Db } from '@/db/database.ts';
import { organizationPricing } from '@/db/schema/organization-pricing.ts';
import { pricingRules } from '@/db/schema/pricing-rules.ts';
import type { DemoOrganizationKey } from './demo-organizations.ts';
import { centsToMoney } from './prng.ts';

const DAY_MS = 86_400_000;
const day = (now: number, offset: number) => new Date(now + offset * DAY_MS).toISOString().slice(0, 10);

/** A seeded product as the demo pricing needs it. */
interface PricedProduct {
  id: string;
  seriesName: string;
  distributorCost: string;
  active: boolean;
}

/**
 * Pricing Management's demo rows (issue 16): three rules of different kinds and two organization
 * prices, on Kestrel series no journey prices (Harrier, Raptor, Kestrel Marine), so the screens
 * have something to show and the catalogue's price breakdowns show a rule and an override.
 */
export async function seedDemoPricing(
  tx: Db,
  seeded: readonly PricedProduct[],
  seriesIdByName: ReadonlyMap<string, string>,
  orgIds: Record<DemoOrganizationKey, string>,
  adminId: string,
  now: number,
) {
  const series = (name: string) => {
    const id = seriesIdByName.get(name);
    if (!id) throw new Error(`demo pricing: no series ${name}`);
    return id;
  };
  const common = { createdBy: adminId, applyTo: 'series', validFrom: startOfDay(day(now, -7)) };
  await tx.insert(pricingRules).values([
    {
      ...common,
      name: 'Harrier Spring Sale',
      description: 'Five percent off every Harrier subwoofer',
      ruleType: 'promotional',
      seriesId: series('Harrier'),
      discountType: 'percentage',
      discountValue: '5.00',
      validTo: endOfDay(day(now, 60)),
      priority: 5,
    },
    {
      ...common,
      name: 'Raptor Volume Break',
      description: 'Eight percent off from ten units of a Raptor driver',
      ruleType: 'volume_discount',
      seriesId: series('Raptor'),
      minQuantity: 10,
      discountType: 'percentage',
      discountValue: '8.00',
      priority: 6,
    },
    {
      ...common,
      name: 'Kestrel Marine Special',
      description: "Kestrel's $5 off its marine line",
      ruleType: 'manufacturer_special',
      seriesId: series('Kestrel Marine'),
      discountType: 'fixed_amount',
      discountValue: '5.00',
      validTo: endOfDay(day(now, 30)),
      priority: 7,
    },
  ]);

  // Bass Nation buys Kestrel directly: a custom price on a Harrier sub, a markup on a Raptor driver.
  const first = (seriesName: string) => seeded.find((p) => p.active && p.seriesName === seriesName);
  const harrier = first('Harrier');
  const raptor = first('Raptor');
  if (!harrier || !raptor) throw new Error('demo pricing: no Harrier or Raptor product');
  const buyer = { organizationId: orgIds.bassNation, organizationType: 'shop_owner' };
  await tx.insert(organizationPricing).values([
    {
      ...buyer,
      productId: harrier.id,
      markupType: 'custom_price',
      customCost: centsToMoney(Math.round(Number(harrier.distributorCost) * 100 * 0.93)),
      effectiveFrom: startOfDay(day(now, -14)),
    },
    {
      ...buyer,
      productId: raptor.id,
      markupType: 'percentage',
      markupValue: '3.00',
      effectiveFrom: startOfDay(day(now, -14)),
      effectiveTo: endOfDay(day(now, 90)),
    },
  ]);
}
