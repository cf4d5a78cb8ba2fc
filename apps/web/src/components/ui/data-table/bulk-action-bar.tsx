import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** Shown while rows are selected: how many, the table's bulk actions, and a way out. */
export function BulkActionBar({
  count,
  countText = String(count),
  onClear,
  children,
}: {
  count: number;
  /** The count as shown ('1,000+' for all of a capped list); the number by default. */
  countText?: string;
  onClear: () => void;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2"
    >
      <span className="mr-auto text-sm font-medium text-slate-800">{countText} selected</span>
      {children}
      <Button variant="ghost" size="sm" onClick={onClear}>
        Clear
      </Button>
    </div>
  );
}
