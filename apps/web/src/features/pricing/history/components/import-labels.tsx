import type { BadgeTone } from '@/components/ui/badge';
import { Badge } from '@/components/ui/badge';
import { formatMoneyOrDash } from '@/lib/format';
import type { PricingChange, PricingImportStatus, PricingImportSummary } from '../../shared/api';

const STATUS: Record<PricingImportStatus, { label: string; tone: BadgeTone }> = {
  processing: { label: 'Processing', tone: 'info' },
  scheduled: { label: 'Scheduled', tone: 'violet' },
  completed: { label: 'Completed', tone: 'success' },
  expired: { label: 'Expired', tone: 'neutral' },
  failed: { label: 'Failed', tone: 'danger' },
  rolling_back: { label: 'Rolling Back', tone: 'info' },
  rolled_back: { label: 'Rolled Back', tone: 'warning' },
};

export function ImportStatusBadge({ status }: { status: PricingImportStatus }) {
  return <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>;
}

export function importTypeLabel(type: string): string {
  if (type === 'distributor_pricing') return 'Distributor Pricing';
  if (type === 'pmap_campaign') return 'PMAP Campaign';
  return type;
}

/** Whose prices it changed: a distributor, the catalogue's reference prices, or (PMAP) none. */
export function importTargetLabel(record: Pick<PricingImportSummary, 'importType' | 'organizationName'>) {
  if (record.organizationName) return record.organizationName;
  return record.importType === 'distributor_pricing' ? 'Catalogue reference prices' : '-';
}

const FIELDS: Record<string, string> = {
  distributor_cost: 'Cost',
  distributor_mpq_cost: 'MPQ Cost',
  distributor_part_number: 'Part Number',
  pricing_rule_created: 'Rule created',
  pricing_rule_deactivated: 'Rule deactivated',
};
const MONEY_CHANGES = new Set(['distributor_cost', 'distributor_mpq_cost']);

export function changeFieldLabel(change: Pick<PricingChange, 'changeType' | 'fieldName'>): string {
  return FIELDS[change.changeType] ?? change.fieldName ?? change.changeType;
}

/** A changed value as shown: money in USD ('-' when missing or zero), text as it is. */
export function changeValue(change: Pick<PricingChange, 'changeType'>, value: string | null): string {
  if (MONEY_CHANGES.has(change.changeType)) return formatMoneyOrDash(value);
  return value === null || value === '' ? '-' : value;
}

const STATES: Record<string, string> = { scheduled: 'Scheduled', applied: 'Applied', expired: 'Expired' };
export const changeStateLabel = (state: string) => STATES[state] ?? state;
