import { STAGED_MESSAGES, selectAllLabel } from '@crossover/domain/staged-products';
import { Check, ChevronDown, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/**
 * Spec §2.2: 'Select All n Products' and 'Clear Selection', and the bulk-actions menu (Approve
 * All Selected, Delete All Selected) while rows are selected.
 */
export function SelectionToolbar({
  selected,
  selectedText = selected.toLocaleString('en-US'),
  matching,
  matchingCapped = false,
  offerSelectAll,
  allSelected,
  busy,
  onSelectAll,
  onClear,
  onApprove,
  onDelete,
}: {
  selected: number;
  /** The selected count as shown ('1,000+' while the exact count of all of a capped list loads). */
  selectedText?: string;
  /** Rows matching the list (all pages). */
  matching: number;
  /** `matching` is the list's capped count, the exact one not known yet (decision 0045). */
  matchingCapped?: boolean;
  offerSelectAll: boolean;
  allSelected: boolean;
  busy: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onApprove: () => void;
  onDelete: () => void;
}) {
  return (
    <div
      role="region"
      aria-label="Selection"
      className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2"
    >
      <span role="status" className="mr-auto text-sm font-medium text-slate-800">
        {selectedText} selected
      </span>
      {offerSelectAll && !allSelected ? (
        <Button variant="outline" size="sm" onClick={onSelectAll}>
          {selectAllLabel(matching, matchingCapped)}
        </Button>
      ) : null}
      {selected > 0 ? (
        <>
          <Button variant="outline" size="sm" onClick={onClear}>
            {STAGED_MESSAGES.clearSelection}
          </Button>
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button size="sm" disabled={busy}>
                Bulk Actions
                <ChevronDown aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem onSelect={onApprove}>
                <Check aria-hidden="true" />
                {STAGED_MESSAGES.approveAllSelected}
              </DropdownMenuItem>
              <DropdownMenuItem destructive onSelect={onDelete}>
                <Trash2 aria-hidden="true" />
                {STAGED_MESSAGES.deleteAllSelected}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </>
      ) : null}
    </div>
  );
}
