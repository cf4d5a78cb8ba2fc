import type { Organization } from '@crossover/domain/organizations';
import type { CreateUserFormValues } from '@crossover/domain/users';
import { createUserFormSchema, creatableRoles } from '@crossover/domain/users';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { toastOperationError } from '@/lib/operation-errors';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateUser } from '../api/create-user';
import { UserFormFields } from './user-form-fields';

/** 'Create Business User' (spec §2, §5): the confirmation is checked here and never sent. */
export function CreateUserDialog({
  open,
  onOpenChange,
  viewerRole,
  viewerOrganizationId,
  isAdmin,
  organizations,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  viewerRole: string;
  viewerOrganizationId: string | null;
  isAdmin: boolean;
  organizations: readonly Organization[];
}) {
  const roles = creatableRoles(viewerRole);
  const empty: CreateUserFormValues = {
    email: '',
    password: '',
    confirmPassword: '',
    firstName: '',
    lastName: '',
    role: roles[0] as CreateUserFormValues['role'],
    organizationId: isAdmin ? 'none' : (viewerOrganizationId ?? 'none'),
    phone: '',
    title: '',
    department: '',
  };
  const form = useZodForm<CreateUserFormValues, typeof createUserFormSchema>({
    schema: createUserFormSchema,
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const create = useCreateUser();

  // The schema's output is the request body ('none' → null, blanks → null, email lowercased).
  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...body }) => {
    create.mutate(body, {
      onSuccess: (user) => {
        toast({ title: 'Business User Created', description: `${user.email} can now sign in.` });
        form.reset(empty);
        onOpenChange(false);
      },
      onError: (error) => {
        applyServerErrors(form, error);
        toastOperationError(error, 'Failed to Create User', 'Failed to create user');
      },
    });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogTitle>Create Business User</DialogTitle>
        <DialogDescription>
          The user receives an email to set a password and must change the temporary one at first sign-in.
        </DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label="Create Business User">
          <UserFormFields
            register={form.register}
            errors={errors}
            roles={roles}
            canChooseOrganization={isAdmin}
            organizations={organizations}
            emailAutoComplete="off"
            passwordLabels={{ label: 'Temporary Password', confirmLabel: 'Confirm Password' }}
          />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              Create User
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
