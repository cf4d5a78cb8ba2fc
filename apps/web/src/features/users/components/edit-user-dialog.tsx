import type { Organization } from '@crossover/domain/organizations';
import type { EditUserFormValues, User, UserListItem } from '@crossover/domain/users';
import { editUserFormSchema } from '@crossover/domain/users';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useHardDeleteUser, useUpdateUser } from '../api/update-user';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastOperationError } from '@/lib/operation-errors';
import { SelectField } from '@/components/ui/form/select-field';
import { UserFormFields, UserPasswordFields } from './user-form-fields';

function toForm(user: User): EditUserFormValues {
  return {
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    role: user.role,
    organizationId: user.organizationId ?? 'none',
    phone: user.phone ?? '',
    title: user.title ?? '',
    department: user.department ?? '',
    isActive: user.isActive,
    password: '',
    confirmPassword: '',
  };
}

/** The changed fields only, plus the id; no confirmation, no empty password (spec §7). */
export function changedFields(
  user: User,
  values: EditUserFormValues,
): Record<string, unknown> & { id: string } {
  const initial = toForm(user);
  const body: Record<string, unknown> & { id: string } = { id: user.id };
  for (const key of [
    'email',
    'firstName',
    'lastName',
    'role',
    'phone',
    'title',
    'department',
    'isActive',
  ] as const) {
    if (values[key] !== initial[key]) body[key] = values[key];
  }
  if (values.organizationId !== initial.organizationId) {
    body.organizationId = values.organizationId === 'none' ? null : values.organizationId;
  }
  if (values.password.trim() !== '') body.password = values.password;
  return body;
}

/**
 * 'Edit User' (spec §2, §6). What it offers follows the row's actions from the server: the roles
 * that may be given, and (admins) organization, Account Status, password reset and delete.
 */
export function EditUserDialog({
  user,
  onClose,
  organizations,
}: {
  user: UserListItem;
  onClose: () => void;
  organizations: readonly Organization[];
}) {
  const { actions } = user;
  const form = useZodForm<EditUserFormValues, typeof editUserFormSchema>({
    schema: editUserFormSchema,
    defaultValues: toForm(user),
  });
  const { errors } = form.formState;
  const update = useUpdateUser();
  const hardDelete = useHardDeleteUser();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const isActive = useWatch({ control: form.control, name: 'isActive' });
  const roles: string[] = actions.canChangeRole ? [...actions.roleChoices] : [];
  if (!roles.includes(user.role)) roles.unshift(user.role);

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(changedFields(user, values), {
      onSuccess: () => {
        toast({ title: 'User updated successfully' });
        onClose();
      },
      onError: (error) => {
        applyServerErrors(form, error);
        toastOperationError(error, 'Error', 'Failed to update user');
      },
    });
  });

  function onHardDelete() {
    hardDelete.mutate(user.id, {
      onSuccess: () => {
        toast({ title: 'User permanently deleted' });
        setConfirmDelete(false);
        onClose();
      },
      onError: (error) => {
        setConfirmDelete(false);
        toastOperationError(error, 'Error', 'Failed to permanently delete user');
      },
    });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogTitle>Edit User</DialogTitle>
        <DialogDescription>Update user information and role assignments.</DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label="Edit User">
          <UserFormFields
            register={form.register}
            errors={errors}
            roles={roles}
            canChooseOrganization={actions.canChangeOrganization}
            organizations={organizations}
            emailLocked={!actions.canChangeEmail}
            roleLocked={!actions.canChangeRole}
          />
          {actions.canChangeStatus ? (
            <SelectField
              label="Account Status"
              value={isActive ? 'active' : 'inactive'}
              onChange={(event) =>
                form.setValue('isActive', event.target.value === 'active', { shouldDirty: true })
              }
              options={[
                { value: 'active', label: 'Active: user can log in' },
                { value: 'inactive', label: 'Inactive: account disabled' },
              ]}
            />
          ) : null}
          {actions.canResetPassword ? (
            <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-sm font-medium text-slate-800">Reset Password</legend>
              <p className="text-xs text-slate-600">Leave blank to keep the current password.</p>
              <UserPasswordFields
                register={form.register}
                errors={errors}
                label="New Password"
                confirmLabel="Confirm New Password"
              />
            </fieldset>
          ) : null}
          <div className="flex flex-wrap justify-between gap-2">
            {actions.canDelete ? (
              <Button variant="destructive" onClick={() => setConfirmDelete(true)}>
                Permanently Delete
              </Button>
            ) : (
              <span />
            )}
            <div className="flex gap-2">
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={update.isPending}>
                Save Changes
              </Button>
            </div>
          </div>
        </form>
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title="Permanently Delete User"
          description={
            <>
              <p className="font-medium text-red-800">
                Warning: this permanently deletes {user.email} and cannot be undone.
              </p>
              <p>Their orders and audit history are kept without a link to the user.</p>
            </>
          }
          confirmLabel="Permanently Delete"
          pending={hardDelete.isPending}
          onConfirm={onHardDelete}
        />
      </DialogContent>
    </Dialog>
  );
}
