import type { ChangePasswordRequest } from '@crossover/domain/auth';
import { changePasswordFormSchema } from '@crossover/domain/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { useChangePassword } from '@/features/auth/api/change-password';
import { parseApiError } from '@/lib/api-error';

/**
 * reset: from an emailed link (?token=), no session. forced: signed in with mustChangePassword.
 * voluntary: signed in, must prove the current password.
 */
export type ChangePasswordMode = 'reset' | 'forced' | 'voluntary';

type ChangePasswordFormValues = z.input<ReturnType<typeof changePasswordFormSchema>>;
type ChangePasswordFormOutput = z.output<ReturnType<typeof changePasswordFormSchema>>;

function requestBody(mode: ChangePasswordMode, values: ChangePasswordFormOutput, token: string | null) {
  const body: ChangePasswordRequest = { newPassword: values.newPassword };
  if (mode === 'reset' && token) body.token = token;
  if (mode === 'voluntary') body.currentPassword = values.currentPassword;
  return body;
}

export function ChangePasswordForm({
  mode,
  token,
  onSuccess,
}: {
  mode: ChangePasswordMode;
  token: string | null;
  onSuccess: () => void;
}) {
  const forced = mode !== 'voluntary';
  const schema = useMemo(() => changePasswordFormSchema(forced), [forced]);
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordFormValues, unknown, ChangePasswordFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    changePassword.mutate(requestBody(mode, values, token), {
      onSuccess: () => {
        toast({
          title: 'Password Changed',
          description:
            mode === 'reset'
              ? 'Your password has been updated. You can now sign in with it.'
              : 'Your password has been updated successfully.',
        });
        onSuccess();
      },
      onError: (error) => {
        const parsed = parseApiError(error);
        for (const [field, message] of Object.entries(parsed.fieldErrors)) {
          if (field === 'newPassword' || field === 'currentPassword') form.setError(field, { message });
        }
        toast({
          title: 'Password Change Failed',
          description: parsed.message ?? 'Password change failed',
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change password">
      {forced ? null : (
        <FormField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      )}
      <FormField
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <FormField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={changePassword.isPending}
        aria-busy={changePassword.isPending}
      >
        {changePassword.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        Change Password
      </Button>
    </form>
  );
}
