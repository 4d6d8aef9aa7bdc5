import { LoginBodySchema } from '@cp/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, fieldAria } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { useLogin } from '../api/login.ts';
import { consumeIntendedPath } from '../utils/intended-path.ts';
import { oauthStartUrl } from '../utils/providers.ts';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';
import { PasswordInput } from './password-input.tsx';
import { ProviderButtons } from './provider-buttons.tsx';
import { SubmitButton } from './submit-button.tsx';

/** Log In: e-mail and password (schema from contracts), providers, forgot-password. */
export function LoginForm({ notice }: { notice?: string | null }) {
  const navigate = useNavigate();
  const login = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const [isResetOpen, setIsResetOpen] = useState(false);
  const form = useForm({
    resolver: zodResolver(LoginBodySchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const hasErrors = Object.keys(errors).length > 0;

  const onSubmit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      const session = await login.mutateAsync(body);
      sessionStore.set(session);
      await navigate(consumeIntendedPath() ?? '/app', { replace: true });
    } catch (error) {
      setServerError(errorText(error, 'Failed to login.'));
    }
  });

  const alert = serverError ?? notice;
  return (
    <div className="flex flex-col gap-5">
      {alert ? <Alert tone="error">{alert}</Alert> : null}
      <ProviderButtons onSelect={(provider) => window.location.assign(oauthStartUrl(provider))} />
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4"
        aria-label="Log in with email"
      >
        <Field id="login-email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            {...fieldAria('login-email', errors.email?.message)}
            {...form.register('email')}
          />
        </Field>
        <div className="flex flex-col gap-1.5">
          <Field id="login-password" label="Password" error={errors.password?.message}>
            <PasswordInput
              autoComplete="current-password"
              {...fieldAria('login-password', errors.password?.message)}
              {...form.register('password')}
            />
          </Field>
          <Button variant="link" size="sm" className="h-auto self-end px-0 py-0.5" onClick={() => setIsResetOpen(true)}>
            Forgot password?
          </Button>
        </div>
        <SubmitButton
          size="lg"
          className="mt-1 w-full"
          isPending={isSubmitting}
          pendingLabel="Logging in…"
          disabled={hasErrors}
        >
          Log In
        </SubmitButton>
      </form>
      <ForgotPasswordDialog
        open={isResetOpen}
        onOpenChange={setIsResetOpen}
        initialEmail={isResetOpen ? form.getValues('email').trim() : ''}
      />
    </div>
  );
}
