import { PRICING_MESSAGES, dayOf } from '@crossover/domain/pricing/management-fields';
import { formatCents, formatCentsOrNull } from '@crossover/domain/pricing/money';
import {
  type PricingQuote,
  type PricingQuoteQuery,
  type PricingSummary,
  QUOTE_BASE_LABELS,
  type QuoteStep,
} from '@crossover/domain/pricing/quote';
import type { AppContext } from '@/context.ts';
import { badRequest } from '@/lib/errors.ts';
import { organizationKind } from '@/modules/organizations/names.ts';
import { createProductsService } from '@/modules/products/service.ts';
import { pricingSummaryCounts } from './management-repo.ts';
import type { OfferBuyer } from './offer-inputs.ts';
import type { ProductOffer } from './offers.ts';
import { createPricingService } from './service.ts';

const percent = (hundredths: number) => `${(hundredths / 100).toFixed(1)} %`;
const dollars = (cents: number) => `$${formatCents(cents)}`;

function discountDetail(type: string, value: number): string {
  if (type === 'percentage') return `Percentage ${percent(value)} off`;
  if (type === 'fixed_amount') return `Fixed amount ${dollars(value)} off`;
  return `New price ${dollars(value)}`;
}

function markupDetail(type: string, value: number | null): string {
  if (type === 'percentage') return `Markup ${percent(value ?? 0)}`;
  if (type === 'fixed_amount') return `Markup ${dollars(value ?? 0)}`;
  return 'Custom price';
}

const step = (
  s: Omit<QuoteStep, 'amount' | 'unitPriceBefore' | 'unitPriceAfter'>,
  before: number,
  after: number,
) => ({
  ...s,
  unitPriceBefore: formatCents(before),
  unitPriceAfter: formatCents(after),
  amount: formatCents(after - before),
});

/** The price tier of an organization, as the catalogue derives it from a signed-in member. */
const buyerKind = (type: string): OfferBuyer['kind'] =>
  type === 'manufacturer' ? 'manufacturer' : type === 'distributor' ? 'distributor' : 'dealer';

function unpricedReason(kind: OfferBuyer['kind'], offer: ProductOffer): string {
  if (kind === 'manufacturer') return 'A manufacturer does not buy: it has no price to pay';
  if (offer.authorizationType === 'view_only')
    return "The organization's authorization for this product's series is view only (or none)";
  if (kind === 'distributor') return 'The product has no manufacturer cost to price from';
  return 'None of the organization’s authorized suppliers has a price for this product';
}

/**
 * 'What would they pay?' and the count cards. The quote runs the catalogue's own price decision
 * (the pricing service's offers) for a buyer organization: no second pricing path (decision 0036).
 */
export function createQuoteService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  return {
    async summary(): Promise<PricingSummary> {
      const counts = await pricingSummaryCounts(db, clock.now());
      return {
        activePricing: counts.active_pricing,
        specialOffers: counts.special_offers,
        volumeDiscounts: counts.volume_discounts,
        promotions: counts.promotions,
      };
    },

    async quote(query: PricingQuoteQuery): Promise<PricingQuote> {
      const [[product], organization] = await Promise.all([
        createProductsService({ db }).findRows([query.productId]),
        organizationKind(db, query.organizationId),
      ]);
      if (!product)
        throw badRequest(PRICING_MESSAGES.productNotFound, { productId: PRICING_MESSAGES.productNotFound });
      if (!organization)
        throw badRequest(PRICING_MESSAGES.organizationNotFound, {
          organizationId: PRICING_MESSAGES.organizationNotFound,
        });
      // Today is priced at this moment, like the catalogue; another day at its noon (UTC).
      const now = clock.now();
      const at = !query.date || query.date === dayOf(now) ? now : new Date(`${query.date}T12:00:00.000Z`);
      const buyer: OfferBuyer = {
        kind: buyerKind(organization.type),
        organizationId: organization.id,
        organizationType: organization.type,
      };
      const offers = await createPricingService({ db }).offers(buyer, [product], {
        at,
        quantities: new Map([[product.id, query.quantity]]),
        availability: true,
      });
      const offer = offers.get(product.id)!;
      const chosen = offer.offer;
      const steps: QuoteStep[] = [];
      if (chosen) {
        const { base, override, rules } = chosen.price.breakdown;
        if (override)
          steps.push(
            step(
              {
                kind: 'organization_pricing',
                name: 'Organization pricing',
                detail: markupDetail(override.markupType, override.markupValue),
                ruleType: null,
              },
              base.unit,
              override.unit,
            ),
          );
        for (const rule of rules)
          steps.push(
            step(
              {
                kind: 'rule',
                name: rule.name,
                detail: discountDetail(rule.discountType, rule.discountValue),
                ruleType: rule.ruleType,
              },
              rule.unitBefore,
              rule.unitAfter,
            ),
          );
      }
      const base = chosen?.price.breakdown.base ?? null;
      return {
        product: { id: product.id, name: product.name, sku: product.sku },
        organization: { id: organization.id, name: organization.name, type: organization.type },
        quantity: query.quantity,
        at: at.toISOString(),
        authorizationType: offer.authorizationType,
        canOrder: offer.canOrder,
        unpricedReason: chosen ? null : unpricedReason(buyer.kind, offer),
        supplier: chosen ? { id: chosen.organizationId, name: chosen.name } : null,
        base: base
          ? {
              source: base.source,
              label: QUOTE_BASE_LABELS[base.source],
              unitPrice: formatCents(base.unit),
              masterPackPrice: formatCentsOrNull(base.masterPackUnit),
              masterPackQty: base.masterPackQty,
            }
          : null,
        steps,
        unitPrice: chosen ? formatCents(chosen.price.unit) : null,
        masterPackPrice: chosen ? formatCentsOrNull(chosen.price.masterPackUnit) : null,
        masterPackQty: chosen ? chosen.price.masterPackQty : null,
        masterPacks: chosen?.price.masterPacks ?? 0,
        looseUnits: chosen?.price.looseUnits ?? 0,
        total: chosen ? formatCents(chosen.price.total) : null,
        suppliers: offer.suppliers.map((s) => ({
          id: s.organizationId,
          name: s.name,
          unitPrice: formatCents(s.price.unit),
          total: formatCents(s.price.total),
          available: s.available,
        })),
      };
    },
  };
}
