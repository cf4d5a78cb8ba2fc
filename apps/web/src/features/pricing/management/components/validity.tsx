import type { ColumnHelper } from '@tanstack/react-table';
import { Pencil, PowerOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { entryStatus, validPeriod } from './format';
import { StatusBadge } from './status-badge';

/** What organization pricing and pricing rules share: switched on or off, inside a window of days. */
interface Validity {
  isActive: boolean;
  validFrom: string;
  validTo: string | null;
}

export function ValidityStatus({ entry, today }: { entry: Validity; today: string }) {
  return <StatusBadge status={entryStatus(entry.isActive, entry.validFrom, entry.validTo, today)} />;
}

/** The Valid Period and Status columns both pricing lists end with. */
export function validityColumns<T extends Validity>(column: ColumnHelper<T>, today: string) {
  return [
    column.display({
      id: 'period',
      header: 'Valid Period',
      cell: ({ row }) => validPeriod(row.original.validFrom, row.original.validTo),
    }),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <ValidityStatus entry={row.original} today={today} />,
    }),
  ];
}

/** A row's Edit button, and Deactivate while it is active ('Edit <name>', 'Deactivate <name>'). */
export function EditDeactivateActions({
  name,
  active,
  onEdit,
  onDeactivate,
}: {
  name: string;
  active: boolean;
  onEdit: () => void;
  onDeactivate: () => void;
}) {
  return (
    <div className="flex gap-1">
      <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      {active ? (
        <Button variant="ghost" size="icon" aria-label={`Deactivate ${name}`} onClick={onDeactivate}>
          <PowerOff aria-hidden="true" className="text-red-700" />
        </Button>
      ) : null}
    </div>
  );
}
