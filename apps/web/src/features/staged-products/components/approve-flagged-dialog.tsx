import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CheckboxField } from '@/components/ui/form/checkbox-field';

const rows = (count: number) => `${count.toLocaleString('en-US')} flagged row${count === 1 ? '' : 's'}`;

/**
 * The bulk approval's question when the selection holds rows an import flagged as looking like no
 * product (issue 15 item 4): they stay pending unless the admin ticks 'Also approve n flagged rows'.
 */
export function ApproveFlaggedDialog({
  selected,
  flagged,
  pending,
  onConfirm,
  onCancel,
}: {
  selected: number;
  flagged: number;
  pending: boolean;
  onConfirm: (includeFlagged: boolean) => void;
  onCancel: () => void;
}) {
  const [include, setInclude] = useState(false);
  const approving = include ? selected : selected - flagged;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title="Approve Products"
      destructive={false}
      description={
        <>
          <p>
            {rows(flagged)} of the {selected.toLocaleString('en-US')} selected look like no product (a
            heading, a note or a SKU alone). They stay pending unless you include them.
          </p>
          <CheckboxField
            label={`Also approve ${rows(flagged)}`}
            checked={include}
            onChange={(event) => setInclude(event.target.checked)}
          />
        </>
      }
      confirmLabel={`Approve ${approving.toLocaleString('en-US')} Product${approving === 1 ? '' : 's'}`}
      pending={pending}
      onConfirm={() => onConfirm(include)}
    />
  );
}
