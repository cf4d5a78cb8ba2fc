import type { ResetPasswordRequest } from '@crossover/domain/auth';
import { resetPasswordRequestSchema } from '@crossover/domain/auth';
import { MESSAGES } from '@crossover/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { apiErrorMessage } from '@/lib/api-error';

type ResetFormValues = z.input<typeof resetPasswordRequestSchema>;

/** Asks for a reset link; the answer is deliberately the same whether or not the account exists. */
export function ResetPasswordForm({ onDone }: { onDone: () => void }) {
  const resetPassword = useResetPassword();
  const form = useForm<ResetFormValues, unknown, ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    resetPassword.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Check Your Email', description: MESSAGES.resetNeutral });
        form.reset();
        onDone();
      },
      onError: (error) => {
        toast({
          title: 'Reset Failed',
          description: apiErrorMessage(error, 'Password reset failed'),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Reset password">
      <p className="text-sm text-slate-600">
        Enter the email address of your partner account and we will send you a link to choose a new password.
      </p>
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus
        placeholder="you@company.com"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={resetPassword.isPending}
        aria-busy={resetPassword.isPending}
      >
        {resetPassword.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        Send Reset Link
      </Button>
      <Button variant="ghost" className="w-full" onClick={onDone}>
        <ArrowLeft aria-hidden="true" />
        Back to Sign In
      </Button>
    </form>
  );
}
