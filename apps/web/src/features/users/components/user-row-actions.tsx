import type { UserListItem } from '@crossover/domain/users';
import { Pencil, UserX } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Edit and Deactivate, each only when the row's actions (computed by the server from the rules it
 * enforces) allow it: no Deactivate on one's own row. The same buttons in the table and the list.
 */
export function UserRowActions({
  user,
  name,
  onEdit,
  onDeactivate,
}: {
  user: UserListItem;
  name: string;
  onEdit: (user: UserListItem) => void;
  onDeactivate: (user: UserListItem) => void;
}) {
  return (
    <>
      {user.actions.canEdit ? (
        <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={() => onEdit(user)}>
          <Pencil aria-hidden="true" />
        </Button>
      ) : null}
      {user.isActive && user.actions.canDeactivate ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Deactivate ${name}`}
          onClick={() => onDeactivate(user)}
        >
          <UserX aria-hidden="true" className="text-red-700" />
        </Button>
      ) : null}
    </>
  );
}
