import type { LoginRequest } from '@crossover/domain/auth';
import { loginRequestSchema } from '@crossover/domain/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { useLogin } from '@/features/auth/api/login';
import { parseApiError } from '@/lib/api-error';

type LoginFormValues = z.input<typeof loginRequestSchema>;

export function LoginForm({
  onForgotPassword,
  autoFocus,
  returnTo = null,
}: {
  onForgotPassword: () => void;
  autoFocus?: boolean;
  /** The page asked for before signing in (already checked); the dashboard when null. */
  returnTo?: string | null;
}) {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<LoginFormValues, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (user) => {
        toast({ title: 'Login Successful', description: 'You are now signed in.' });
        if (user.mustChangePassword) {
          toast({
            title: 'Password Change Required',
            description: 'Please change your temporary password before continuing.',
          });
        }
        void navigate(returnTo ?? '/');
      },
      onError: (error) => {
        const parsed = parseApiError(error);
        for (const [field, message] of Object.entries(parsed.fieldErrors)) {
          if (field === 'email' || field === 'password') form.setError(field, { message });
        }
        toast({
          title: 'Login Failed',
          description: parsed.message ?? 'Login failed',
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus={autoFocus}
        placeholder="you@company.com"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="flex justify-end">
        <Button variant="link" size="inline" onClick={onForgotPassword}>
          Forgot your password
        </Button>
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={login.isPending}
        aria-busy={login.isPending}
      >
        {login.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        Sign In
      </Button>
    </form>
  );
}
