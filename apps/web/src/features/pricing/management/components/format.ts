import { MARKUP_STRATEGY_LABELS } from '@crossover/domain/pricing/organization-pricing';
import type { PricingRule } from '@crossover/domain/pricing/pricing-rules';
import { formatMoneyOrDash } from '@/lib/format';

/** Spec §9: dates month-day-year ('2026-03-05' → '03-05-2026'); '-' when missing. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '-';
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${month}-${date}-${year}`;
}

/** 'from – to', or 'from – No end date'. */
export const validPeriod = (from: string, to: string | null) =>
  `${formatDay(from)} – ${to ? formatDay(to) : 'No end date'}`;

/** Spec §9: percents with 1 decimal. */
export const formatPercent = (value: string | number) => `${Number(value).toFixed(1)}%`;

/** The Discount column: '10.0%', '$5.00 off', 'New price $80.00'. */
export function discountText(rule: Pick<PricingRule, 'discountType' | 'discountValue'>): string {
  if (rule.discountType === 'percentage') return formatPercent(rule.discountValue);
  if (rule.discountType === 'fixed_amount') return `${formatMoneyOrDash(rule.discountValue)} off`;
  return `New price ${formatMoneyOrDash(rule.discountValue)}`;
}

/** The Markup Strategy column: 'Percentage (12.5%)', 'Fixed Amount ($2.50)', 'Custom Price'. */
export function markupText(entry: {
  markupStrategy: keyof typeof MARKUP_STRATEGY_LABELS;
  markupValue: string | null;
}) {
  const label = MARKUP_STRATEGY_LABELS[entry.markupStrategy];
  if (entry.markupStrategy === 'custom_price' || entry.markupValue === null) return label;
  return entry.markupStrategy === 'percentage'
    ? `${label} (${formatPercent(entry.markupValue)})`
    : `${label} (${formatMoneyOrDash(entry.markupValue)})`;
}

export type EntryStatus = 'Active' | 'Inactive' | 'Scheduled' | 'Expired';

/** Active only when switched on and inside its window today (UTC days, as the server stores them). */
export function entryStatus(isActive: boolean, from: string, to: string | null, today: string): EntryStatus {
  if (!isActive) return 'Inactive';
  if (from > today) return 'Scheduled';
  if (to !== null && to < today) return 'Expired';
  return 'Active';
}

export const todayUtc = () => new Date().toISOString().slice(0, 10);
