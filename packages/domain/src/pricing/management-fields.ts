import { z } from 'zod';
import { moneyInput } from '../products.ts';

/**
 * Shared pieces of the pricing management contract (back-office §2.4, §3, §5, §8, §9): messages,
 * calendar dates on the wire and how they map to the tables' timestamps.
 */
export const PRICING_MESSAGES = {
  // Spec §5 and §8, word for word.
  productRequired: 'Product is required',
  ruleNameRequired: 'Rule name is required',
  targetRequired: 'Target is required',
  discountValueRequired: 'Discount value is required',
  organizationPricingCreated: 'Organization pricing created successfully',
  pricingRuleCreated: 'Pricing rule created successfully',
  organizationPricingEmpty: 'No organization pricing configured',
  pricingRulesEmpty: 'No pricing rules configured',
  loggedOut: 'Please log in to access pricing management.',
  errorTitle: 'Error',
  // Ours, where the spec is silent.
  organizationRequired: 'Organization is required',
  validFromRequired: 'Valid from is required',
  validToAfterFrom: 'Valid to must be after valid from',
  customCostRequired: 'Custom cost is required for a custom price',
  percentageTooHigh: 'A percentage discount can be at most 100',
  productNotFound: 'Product not found',
  organizationNotFound: 'Organization not found',
  buyerOrganizationOnly: 'Choose a buyer organization (a shop owner, distributor or marketing firm)',
  targetNotFound: 'Target not found',
  organizationPricingNotFound: 'Organization pricing not found',
  pricingRuleNotFound: 'Pricing rule not found',
  campaignRuleReadOnly: 'PMAP campaign rules are managed on the PMAP Import screen',
  organizationPricingUpdated: 'Organization pricing updated successfully',
  pricingRuleUpdated: 'Pricing rule updated successfully',
  administratorsOnly:
    'Pricing rules and organization pricing are kept by administrators. Your own price list is imported on Pricing Import.',
} as const;

export const PRICING_LIST_STATUSES = ['all', 'active', 'inactive'] as const;
export const DEFAULT_PRICING_LIST_LIMIT = 100;
export const MAX_PRICING_LIST_LIMIT = 500;
export const pricingListLimit = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_PRICING_LIST_LIMIT)
  .default(DEFAULT_PRICING_LIST_LIMIT);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether 'YYYY-MM-DD' names a real calendar day. */
export function isCalendarDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

const trimmedOrMissing = (v: unknown) =>
  typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v;
const invalidDate = (label: string) => `${label} must be a date such as 2026-01-31`;

/** A required calendar day 'YYYY-MM-DD'; blank or missing is `requiredMessage`. */
export function requiredDate(label: string, requiredMessage: string) {
  return z.preprocess(
    trimmedOrMissing,
    z
      .string({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidDate(label)) })
      .refine(isCalendarDate, invalidDate(label)),
  );
}

/** An optional calendar day 'YYYY-MM-DD'; blank, null or missing → null. */
export function optionalDate(label: string) {
  return z.preprocess(
    trimmedOrMissing,
    z
      .string({ error: invalidDate(label) })
      .refine(isCalendarDate, invalidDate(label))
      .nullish()
      .transform((v) => v ?? null),
  );
}

/**
 * A window's days as timestamps: it opens at the start of its first UTC day and closes at the end
 * of its last one, so a rule 'valid to 2026-12-31' still applies all of that day.
 */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
export const endOfDay = (day: string) => new Date(`${day}T23:59:59.999Z`);
/** The UTC day of a stored timestamp, 'YYYY-MM-DD'. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** validTo, when given, is not before validFrom (the same day is a one-day window). */
export function windowProblem(validFrom: string | null | undefined, validTo: string | null | undefined) {
  return validFrom && validTo && validTo < validFrom ? PRICING_MESSAGES.validToAfterFrom : null;
}

/** An amount ≥ 0 with at most 2 decimals, as a two-decimal string; blank → null. */
export const amountInput = moneyInput;

/** A whole number from `min`, or null when blank or missing. */
export function optionalWhole(label: string, min: number, max = 1_000_000_000) {
  const message = `${label} must be a whole number from ${min} to ${max.toLocaleString('en-US')}`;
  return z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : typeof v === 'string' ? Number(v.trim()) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message).nullable(),
  );
}
