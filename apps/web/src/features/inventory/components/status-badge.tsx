import type { InventoryStatus } from '@crossover/domain/inventory';
import { INVENTORY_STATUS_LABELS } from '@crossover/domain/inventory';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<InventoryStatus, BadgeTone> = {
  in_stock: 'success',
  low_stock: 'warning',
  out_of_stock: 'danger',
};

/** Spec §4: In Stock, Low Stock or Out of Stock, as the server derived it. */
export function InventoryStatusBadge({ status }: { status: InventoryStatus }) {
  return <Badge tone={TONES[status]}>{INVENTORY_STATUS_LABELS[status]}</Badge>;
}
