import { z } from 'zod';
import { choice, optionalText, requiredText } from '../fields.ts';
import { ORGANIZATION_TYPES } from '../roles.ts';
import { DISCOUNT_TYPES, RULE_PRIORITY_MAX, RULE_PRIORITY_MIN, RULE_TARGETS, RULE_TYPES } from './engine.ts';
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
 * Pricing rules (back-office §2.4, §3, §5, §7, §9): GET/POST /api/pricing-rules, PATCH
 * /api/pricing-rules/{id}. The screen's targetType + targetValue are one of the table's product_id,
 * series_id, manufacturer_id or category (apply_to keeps the type); minimumQuantity and
 * maximumUsage are min_quantity and max_usage. PMAP campaign rules are listed, never edited here.
 */
export const DEFAULT_RULE_PRIORITY = 5;

export const RULE_TYPE_LABELS: Record<(typeof RULE_TYPES)[number], string> = {
  manufacturer_special: 'Manufacturer Special',
  volume_discount: 'Volume Discount',
  promotional: 'Promotional',
  clearance: 'Clearance',
};
export const RULE_TARGET_LABELS: Record<(typeof RULE_TARGETS)[number], string> = {
  product: 'Product',
  series: 'Series',
  manufacturer: 'Manufacturer',
  category: 'Category',
};
export const DISCOUNT_TYPE_LABELS: Record<(typeof DISCOUNT_TYPES)[number], string> = {
  percentage: 'Percentage',
  fixed_amount: 'Fixed Amount',
  new_price: 'New Price',
};

const priorityMessage = `Priority must be a whole number from ${RULE_PRIORITY_MIN} to ${RULE_PRIORITY_MAX}`;
const priority = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v === '' ? undefined : v),
  z
    .number({ error: priorityMessage })
    .int(priorityMessage)
    .min(RULE_PRIORITY_MIN, priorityMessage)
    .max(RULE_PRIORITY_MAX, priorityMessage),
);

/** Required: blank or missing is 'Discount value is required'; then ≥ 0 with 2 decimals. */
const discountValue = amountInput('Discount value').refine((v) => v !== null, {
  message: PRICING_MESSAGES.discountValueRequired,
});

const fields = {
  name: requiredText('Rule name', 200, PRICING_MESSAGES.ruleNameRequired),
  description: optionalText('Description', 2000),
  ruleType: choice('rule type', RULE_TYPES),
  targetType: choice('target type', RULE_TARGETS),
  targetValue: requiredText('Target', 255, PRICING_MESSAGES.targetRequired),
  discountType: choice('discount type', DISCOUNT_TYPES),
  discountValue,
  minimumQuantity: optionalWhole('Minimum quantity', 1),
  maximumUsage: optionalWhole('Maximum usage', 1),
  validFrom: requiredDate('Valid from', PRICING_MESSAGES.validFromRequired),
  validTo: optionalDate('Valid to'),
  priority,
  canStack: z.boolean({ error: 'Can stack must be true or false' }),
  isActive: z.boolean({ error: 'Active must be true or false' }),
  /** Narrows the rule to one buyer organization (checked to exist); null: every buyer. */
  organizationId: optionalText('Organization', 100),
  /** Narrows the rule to one kind of buyer; null: every kind. */
  organizationType: choice('organization type', ORGANIZATION_TYPES).nullable(),
};

type Checked = {
  discountType?: string;
  discountValue?: string | null;
  validFrom?: string;
  validTo?: string | null;
};

function crossFieldRules(value: Checked, ctx: z.RefinementCtx) {
  const window = windowProblem(value.validFrom, value.validTo);
  if (window) ctx.addIssue({ code: 'custom', path: ['validTo'], message: window });
  if (value.discountType === 'percentage' && value.discountValue && Number(value.discountValue) > 100)
    ctx.addIssue({ code: 'custom', path: ['discountValue'], message: PRICING_MESSAGES.percentageTooHigh });
}

export const createPricingRuleSchema = z
  .object({
    ...fields,
    description: fields.description.default(null),
    minimumQuantity: fields.minimumQuantity.default(null),
    maximumUsage: fields.maximumUsage.default(null),
    validTo: fields.validTo.default(null),
    priority: fields.priority.default(DEFAULT_RULE_PRIORITY),
    canStack: fields.canStack.default(false),
    isActive: fields.isActive.default(true),
    organizationId: fields.organizationId.default(null),
    organizationType: fields.organizationType.default(null),
  })
  .superRefine(crossFieldRules);
export type CreatePricingRuleRequest = z.infer<typeof createPricingRuleSchema>;

/**
 * Every field optional; a field left out keeps its value (targetType and targetValue travel
 * together). The percentage and window checks compare with the stored values on the server.
 */
export const updatePricingRuleSchema = z
  .object(
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) as {
      [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]>;
    },
  )
  .superRefine(crossFieldRules)
  .superRefine((value, ctx) => {
    if ((value.targetType === undefined) !== (value.targetValue === undefined))
      ctx.addIssue({ code: 'custom', path: ['targetValue'], message: PRICING_MESSAGES.targetRequired });
  });
export type UpdatePricingRuleRequest = z.infer<typeof updatePricingRuleSchema>;

export const pricingRuleListQuerySchema = z.object({
  /** Words in the rule's name or description. */
  q: optionalText('Search', 200).optional(),
  status: choice('status', PRICING_LIST_STATUSES).default('all'),
  ruleType: choice('rule type', RULE_TYPES).optional(),
  limit: pricingListLimit,
});
export type PricingRuleListQuery = z.infer<typeof pricingRuleListQuerySchema>;

export const pricingRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  ruleType: z.string(),
  /** Null for a rule aimed only at buyers (no product, series, manufacturer or category). */
  targetType: z.enum(RULE_TARGETS).nullable(),
  /** The target's id, or the category's name. */
  targetValue: z.string().nullable(),
  /** What the target is called: product name (SKU), series, manufacturer or category. */
  targetName: z.string().nullable(),
  discountType: z.string(),
  discountValue: z.string(),
  minimumQuantity: z.number().int(),
  maximumUsage: z.number().int().nullable(),
  usageCount: z.number().int(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  priority: z.number().int(),
  canStack: z.boolean(),
  isActive: z.boolean(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  organizationType: z.string().nullable(),
  /** Set for a PMAP campaign's rule: listed here, changed only on the PMAP Import screen. */
  campaignId: z.string().nullable(),
  campaignName: z.string().nullable(),
  editable: z.boolean(),
  createdAt: z.string(),
});
export type PricingRule = z.infer<typeof pricingRuleSchema>;
