import type { User } from '@crossover/domain/users';
import { Pencil, UserX } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Edit, and Deactivate for active users: the same buttons in the table and the phone list. */
export function UserRowActions({
  user,
  name,
  onEdit,
  onDeactivate,
}: {
  user: User;
  name: string;
  onEdit: (user: User) => void;
  onDeactivate: (user: User) => void;
}) {
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={() => onEdit(user)}>
        <Pencil aria-hidden="true" />
      </Button>
      {user.isActive ? (
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
