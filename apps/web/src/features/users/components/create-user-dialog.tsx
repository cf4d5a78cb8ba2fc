import type { Organization } from '@crossover/domain/organizations';
import type { CreateUserFormValues } from '@crossover/domain/users';
import { createUserFormSchema, creatableRoles } from '@crossover/domain/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { parseApiError } from '@/lib/api-error';
import { useCreateUser } from '../api/create-user';
import { toastOperationError } from './operation-errors';
import { roleTitle } from './role-badge';
import { SelectField } from './select-field';

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
  const form = useForm<CreateUserFormValues>({
    resolver: zodResolver(createUserFormSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const create = useCreateUser();

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...values }) => {
    create.mutate(
      {
        ...values,
        organizationId: values.organizationId === 'none' ? null : values.organizationId,
        phone: values.phone || null,
        title: values.title || null,
        department: values.department || null,
        territory: null,
      },
      {
        onSuccess: (user) => {
          toast({ title: 'Business User Created', description: `${user.email} can now sign in.` });
          form.reset(empty);
          onOpenChange(false);
        },
        onError: (error) => {
          for (const [field, message] of Object.entries(parseApiError(error).fieldErrors)) {
            if (field in empty) form.setError(field as keyof CreateUserFormValues, { message });
          }
          toastOperationError(error, 'Failed to Create User', 'Failed to create user');
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogTitle>Create Business User</DialogTitle>
        <DialogDescription>
          The user receives an email to set a password and must change the temporary one at first sign-in.
        </DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label="Create Business User">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First Name" error={errors.firstName?.message} {...form.register('firstName')} />
            <FormField label="Last Name" error={errors.lastName?.message} {...form.register('lastName')} />
          </div>
          <FormField
            label="Email"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Temporary Password"
              type="password"
              autoComplete="new-password"
              error={errors.password?.message}
              {...form.register('password')}
            />
            <FormField
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...form.register('confirmPassword')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Role"
              options={roles.map((role) => ({ value: role, label: roleTitle(role) }))}
              error={errors.role?.message}
              {...form.register('role')}
            />
            {isAdmin ? (
              <SelectField
                label="Organization"
                options={[
                  { value: 'none', label: 'No organization' },
                  ...organizations.map((o) => ({ value: o.id, label: o.name })),
                ]}
                {...form.register('organizationId')}
              />
            ) : (
              <input type="hidden" {...form.register('organizationId')} />
            )}
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label="Phone" type="tel" {...form.register('phone')} />
            <FormField label="Title" {...form.register('title')} />
            <FormField label="Department" {...form.register('department')} />
          </div>
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
