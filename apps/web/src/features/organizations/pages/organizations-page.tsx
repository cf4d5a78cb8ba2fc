import type { Organization } from '@crossover/domain/organizations';
import { ORGANIZATION_TYPE_LABELS } from '@crossover/domain/organizations';
import { ORGANIZATION_TYPES } from '@crossover/domain/roles';
import { Building2, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useSignedInUser } from '@/features/auth/api/get-current-user';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastOperationError } from '@/lib/operation-errors';
import { useDeleteOrganization } from '../api/delete-organization';
import { useOrganizations } from '../api/get-organizations';
import { OrganizationDialog } from '../components/organization-dialog';
import { OrganizationGroup } from '../components/organization-group';

/** Spec §2 Organizations (/organizations). */
export function OrganizationsPage() {
  const user = useSignedInUser();
  const isAdmin = user.role === 'admin';
  const { data: organizations = [], isPending, isError } = useOrganizations();
  const remove = useDeleteOrganization();
  const [dialog, setDialog] = useState<{ open: boolean; organization?: Organization | undefined }>({
    open: false,
  });
  const [deleting, setDeleting] = useState<Organization | null>(null);

  const openCreate = () => setDialog({ open: true });
  const createButton = isAdmin ? (
    <Button onClick={openCreate}>
      <Plus aria-hidden="true" />
      Create Organization
    </Button>
  ) : null;

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Organization deleted successfully' });
        setDeleting(null);
      },
      onError: (error) => {
        toastOperationError(error, 'Error', 'Failed to delete organization');
        setDeleting(null);
      },
    });
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-2xl font-semibold tracking-tight text-slate-900">Organizations</h2>
          <p className="mt-1 text-sm text-slate-600">Manage the 4-tier organizational hierarchy</p>
        </div>
        {createButton}
      </div>

      {isPending ? (
        <p className="text-sm text-slate-600">Loading organizations…</p>
      ) : isError ? (
        <p className="text-sm text-red-700">Failed to load organizations</p>
      ) : organizations.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <Building2 className="size-8 text-slate-400" aria-hidden="true" />
          <p className="text-sm font-medium text-slate-800">No organizations found</p>
          {createButton}
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {ORGANIZATION_TYPES.map((type) => (
            <OrganizationGroup
              key={type}
              title={ORGANIZATION_TYPE_LABELS[type]}
              organizations={organizations.filter((o) => o.type === type)}
              canDelete={isAdmin}
              onEdit={(organization) => setDialog({ open: true, organization })}
              onDelete={setDeleting}
            />
          ))}
        </div>
      )}

      <OrganizationDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        organization={
          dialog.organization ? organizations.find((o) => o.id === dialog.organization?.id) : undefined
        }
        organizations={organizations}
        isAdmin={isAdmin}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete Organization"
        description={
          <>
            <p>
              Are you sure you want to permanently delete <strong>{deleting?.name}</strong>? This cannot be
              undone.
            </p>
            <p>Its users are kept but will no longer belong to an organization.</p>
          </>
        }
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
