import { z } from 'zod';
import { choice, optionalText, requiredText } from '../fields.ts';
import { MARKUP_TYPES } from './engine.ts';
import {
  PRICING_LIST_STATUSES,
  PRICING_MESSAGES,
  amountInput,
  optionalDate,
  requiredDate,
  optionalWhole,
  pricingListLimit,
  windowProblem,
} from './management-fields.ts';

/**
 * Organization pricing (back-office §2.4, §3, §5, §7): GET/POST /api/organization-pricing, PATCH
 * /api/organization-pricing/{id}. What one buyer organization pays for one product for a period:
 * a custom price, or a markup (percentage or fixed amount) on the buyer's base price. The screen's
 * markupStrategy / validFrom / validTo are the table's markup_type / effective_from / effective_to.
 */
export const MARKUP_STRATEGY_LABELS: Record<(typeof MARKUP_TYPES)[number], string> = {
  percentage: 'Percentage',
  fixed_amount: 'Fixed Amount',
  custom_price: 'Custom Price',
};

const fields = {
  productId: requiredText('Product', 100, PRICING_MESSAGES.productRequired),
  organizationId: requiredText('Organization', 100, PRICING_MESSAGES.organizationRequired),
  markupStrategy: choice('markup strategy', MARKUP_TYPES),
  /** Percentage points (12.50 = 12.5 %) or dollars, by the strategy. */
  markupValue: amountInput('Markup value'),
  customCost: amountInput('Custom cost'),
  customMasterPackCost: amountInput('Custom master pack cost'),
  customMasterPackQty: optionalWhole('Custom master pack quantity', 1),
  validFrom: requiredDate('Valid from', PRICING_MESSAGES.validFromRequired),
  validTo: optionalDate('Valid to'),
  isActive: z.boolean({ error: 'Active must be true or false' }),
};

type WindowAndCost = {
  markupStrategy?: string;
  customCost?: string | null;
  validFrom?: string;
  validTo?: string | null;
};

function crossFieldRules(value: WindowAndCost, ctx: z.RefinementCtx) {
  const window = windowProblem(value.validFrom, value.validTo);
  if (window) ctx.addIssue({ code: 'custom', path: ['validTo'], message: window });
  if (value.markupStrategy === 'custom_price' && value.customCost === null)
    ctx.addIssue({ code: 'custom', path: ['customCost'], message: PRICING_MESSAGES.customCostRequired });
}

export const createOrganizationPricingSchema = z
  .object({
    ...fields,
    markupStrategy: fields.markupStrategy.default('percentage'),
    markupValue: fields.markupValue.default(null),
    customCost: fields.customCost.default(null),
    customMasterPackCost: fields.customMasterPackCost.default(null),
    customMasterPackQty: fields.customMasterPackQty.default(null),
    validTo: fields.validTo.default(null),
    isActive: fields.isActive.default(true),
  })
  .superRefine(crossFieldRules);
export type CreateOrganizationPricingRequest = z.infer<typeof createOrganizationPricingSchema>;

/** Every field optional; a field left out keeps its value. `isActive: false` deactivates. */
export const updateOrganizationPricingSchema = z
  .object({
    productId: fields.productId.optional(),
    organizationId: fields.organizationId.optional(),
    markupStrategy: fields.markupStrategy.optional(),
    markupValue: fields.markupValue.optional(),
    customCost: fields.customCost.optional(),
    customMasterPackCost: fields.customMasterPackCost.optional(),
    customMasterPackQty: fields.customMasterPackQty.optional(),
    validFrom: fields.validFrom.optional(),
    validTo: fields.validTo.optional(),
    isActive: fields.isActive.optional(),
  })
  .superRefine(crossFieldRules);
export type UpdateOrganizationPricingRequest = z.infer<typeof updateOrganizationPricingSchema>;

export const organizationPricingListQuerySchema = z.object({
  /** Words found in the product's name or SKU, or the organization's name. */
  q: optionalText('Search', 200).optional(),
  status: choice('status', PRICING_LIST_STATUSES).default('all'),
  organizationId: z.string().trim().min(1).max(100).optional(),
  limit: pricingListLimit,
});
export type OrganizationPricingListQuery = z.infer<typeof organizationPricingListQuerySchema>;

const money = z.string().nullable();

export const organizationPricingSchema = z.object({
  id: z.string(),
  productId: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  organizationType: z.string(),
  product: z.object({
    id: z.string(),
    name: z.string(),
    sku: z.string(),
    manufacturerName: z.string().nullable(),
  }),
  markupStrategy: z.enum(MARKUP_TYPES),
  markupValue: money,
  customCost: money,
  customMasterPackCost: money,
  customMasterPackQty: z.number().int().nullable(),
  /** 'YYYY-MM-DD' (UTC days). */
  validFrom: z.string(),
  validTo: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrganizationPricing = z.infer<typeof organizationPricingSchema>;
