import { z } from 'zod';
import { CART_MAX_QUANTITY } from '../cart.ts';
import { requiredText } from '../fields.ts';
import { PRICING_MESSAGES, optionalDate } from './management-fields.ts';

/**
 * The count cards and 'What would they pay?' (back-office §2.4; issue 16): GET /api/pricing/summary
 * and GET /api/pricing/quote?productId&organizationId&quantity&date. The quote is the catalogue's
 * own price decision for that buyer organization (decision 0036), with the engine's breakdown.
 */
export const pricingSummarySchema = z.object({
  /** Active, live organization pricing entries ('Active Pricing Rules' card). */
  activePricing: z.number().int(),
  /** Active, live manufacturer_special rules. */
  specialOffers: z.number().int(),
  /** Active, live volume_discount rules. */
  volumeDiscounts: z.number().int(),
  /** Active, live promotional rules (PMAP campaign prices included). */
  promotions: z.number().int(),
});
export type PricingSummary = z.infer<typeof pricingSummarySchema>;

const quantityMessage = `Quantity must be a whole number from 1 to ${CART_MAX_QUANTITY.toLocaleString('en-US')}`;

export const pricingQuoteQuerySchema = z.object({
  productId: requiredText('Product', 100, PRICING_MESSAGES.productRequired),
  organizationId: requiredText('Organization', 100, PRICING_MESSAGES.organizationRequired),
  quantity: z.preprocess(
    (v) => (v === undefined || v === '' ? 1 : Number(v)),
    z
      .number({ error: quantityMessage })
      .int(quantityMessage)
      .min(1, quantityMessage)
      .max(CART_MAX_QUANTITY, quantityMessage),
  ),
  /** The day the prices apply; missing: now. */
  date: optionalDate('Date'),
});
export type PricingQuoteQuery = z.infer<typeof pricingQuoteQuerySchema>;

export const QUOTE_BASE_LABELS = {
  mfg_cost: "Manufacturer's cost (distributor tier)",
  distributor_cost: 'Distributor cost (catalogue tier)',
  supplier_cost: "Supplier's distributor price",
} as const;

const money = z.string();

/** One change the engine made to the unit price, in the order applied. */
export const quoteStepSchema = z.object({
  kind: z.enum(['organization_pricing', 'rule']),
  /** The rule's name, or 'Organization pricing'. */
  name: z.string(),
  /** How: 'Percentage 10.0 %', 'Fixed amount $5.00', 'New price $80.00', 'Custom price'… */
  detail: z.string(),
  ruleType: z.string().nullable(),
  unitPriceBefore: money,
  unitPriceAfter: money,
  /** unitPriceAfter − unitPriceBefore (negative for a discount). */
  amount: z.string(),
});
export type QuoteStep = z.infer<typeof quoteStepSchema>;

export const pricingQuoteSchema = z.object({
  product: z.object({ id: z.string(), name: z.string(), sku: z.string() }),
  organization: z.object({ id: z.string(), name: z.string(), type: z.string() }),
  quantity: z.number().int(),
  /** The moment priced (ISO). */
  at: z.string(),
  authorizationType: z.string(),
  canOrder: z.boolean(),
  /** Why there is no price (series not authorized, no supplier with a price…); null when priced. */
  unpricedReason: z.string().nullable(),
  /** Where the line would be routed; null when unpriced. */
  supplier: z.object({ id: z.string(), name: z.string() }).nullable(),
  base: z
    .object({
      source: z.enum(['mfg_cost', 'distributor_cost', 'supplier_cost']),
      label: z.string(),
      unitPrice: money,
      masterPackPrice: money.nullable(),
      masterPackQty: z.number().int(),
    })
    .nullable(),
  steps: z.array(quoteStepSchema),
  unitPrice: money.nullable(),
  masterPackPrice: money.nullable(),
  masterPackQty: z.number().int().nullable(),
  masterPacks: z.number().int(),
  looseUnits: z.number().int(),
  total: money.nullable(),
  /** Every supplier that could take the line, priced, for comparison. */
  suppliers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      unitPrice: money,
      total: money,
      available: z.number().int().nullable(),
    }),
  ),
});
export type PricingQuote = z.infer<typeof pricingQuoteSchema>;
