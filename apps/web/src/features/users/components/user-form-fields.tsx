import type { Organization } from '@crossover/domain/organizations';
import type { EditUserFormValues } from '@crossover/domain/users';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { roleTitle } from '@/components/ui/role-badge';
import { SelectField } from '@/components/ui/form/select-field';

/** The fields the create and edit user dialogs both have, under the same names. */
export type UserFieldValues = Pick<
  EditUserFormValues,
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'role'
  | 'organizationId'
  | 'phone'
  | 'title'
  | 'department'
  | 'password'
  | 'confirmPassword'
>;

interface RegisteredFieldsProps {
  register: UseFormRegister<UserFieldValues>;
  errors: FieldErrors<UserFieldValues>;
}

/** A password and its confirmation, side by side. */
export function UserPasswordFields({
  register,
  errors,
  label,
  confirmLabel,
}: RegisteredFieldsProps & { label: string; confirmLabel: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={label}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <FormField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </div>
  );
}

/**
 * Name, email, (optionally) a password pair, role, organization and contact details. The
 * organization is a select for whoever may choose it (admins) and a hidden field, kept as it is,
 * for everyone else. A locked email or role is shown but cannot be changed (so it is never sent).
 */
export function UserFormFields({
  register,
  errors,
  roles,
  canChooseOrganization,
  organizations,
  emailAutoComplete,
  passwordLabels,
  emailLocked = false,
  roleLocked = false,
}: RegisteredFieldsProps & {
  roles: readonly string[];
  canChooseOrganization: boolean;
  emailLocked?: boolean;
  roleLocked?: boolean;
  organizations: readonly Organization[];
  emailAutoComplete?: string;
  /** When given, the password pair follows the email. */
  passwordLabels?: { label: string; confirmLabel: string };
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First Name" error={errors.firstName?.message} {...register('firstName')} />
        <FormField label="Last Name" error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <FormField
        label="Email"
        type="email"
        autoComplete={emailAutoComplete}
        error={errors.email?.message}
        hint={emailLocked ? 'Only an administrator can change this email.' : undefined}
        {...register('email')}
        // The HTML attribute, not register's option: the value stays in the form (unchanged, so unsent).
        disabled={emailLocked}
      />
      {passwordLabels ? <UserPasswordFields register={register} errors={errors} {...passwordLabels} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Role"
          options={roles.map((role) => ({ value: role, label: roleTitle(role) }))}
          error={errors.role?.message}
          {...register('role')}
          disabled={roleLocked}
        />
        {canChooseOrganization ? (
          <SelectField
            label="Organization"
            options={[
              { value: 'none', label: 'No organization' },
              ...organizations.map((o) => ({ value: o.id, label: o.name })),
            ]}
            {...register('organizationId')}
          />
        ) : (
          <input type="hidden" {...register('organizationId')} />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Phone" type="tel" {...register('phone')} />
        <FormField label="Title" {...register('title')} />
        <FormField label="Department" {...register('department')} />
      </div>
    </>
  );
}
