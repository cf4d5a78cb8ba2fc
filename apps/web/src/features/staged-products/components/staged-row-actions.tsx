import type { StagedProduct } from '@crossover/domain/staged-products';
import { Check, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface StagedRowHandlers {
  onPreview: (row: StagedProduct) => void;
  onApprove: (row: StagedProduct) => void;
  onDelete: (row: StagedProduct) => void;
}

/** The row's name in labels: its name and SKU ('Storm SA-1000 (SA-1000)'). */
export const rowLabel = (row: Pick<StagedProduct, 'name' | 'sku'>) =>
  row.sku ? `${row.name} (${row.sku})` : row.name;

/**
 * Spec §2.2: approve and delete per row, only for pending rows, and only for whoever may review
 * (admins; manufacturers and distributors see the rows read-only).
 */
export function StagedRowActions({
  row,
  canAct,
  busy,
  onApprove,
  onDelete,
}: Omit<StagedRowHandlers, 'onPreview'> & { row: StagedProduct; canAct: boolean; busy: boolean }) {
  if (!canAct || row.reviewStatus !== 'pending') return null;
  return (
    <span className="inline-flex gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Approve ${rowLabel(row)}`}
        disabled={busy}
        onClick={() => onApprove(row)}
      >
        <Check aria-hidden="true" className="text-emerald-700" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${rowLabel(row)}`}
        disabled={busy}
        onClick={() => onDelete(row)}
      >
        <Trash2 aria-hidden="true" className="text-red-700" />
      </Button>
    </span>
  );
}
