import type { BadgeTone } from '@/components/ui/badge';
import { Badge } from '@/components/ui/badge';

/** Spec §4: coloured badges per status; any other status is gray. */
const STATUS_TONES: Record<string, BadgeTone> = {
  pending: 'warning',
  processing: 'info',
  shipped: 'violet',
  delivered: 'success',
  cancelled: 'danger',
};

export function orderStatusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ');
}

export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{orderStatusLabel(status)}</Badge>;
}
