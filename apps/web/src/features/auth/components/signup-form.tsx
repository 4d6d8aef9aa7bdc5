import { providerTermsRequiredMessage, SignupBodySchema, type OAuthProvider } from '@cp/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field, fieldAria } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { useSignup } from '../api/signup.ts';
import { oauthStartUrl } from '../utils/providers.ts';
import { PasswordInput } from './password-input.tsx';
import { ProviderButtons } from './provider-buttons.tsx';
import { SubmitButton } from './submit-button.tsx';
import { TermsCheckbox } from './terms-checkbox.tsx';
import { track } from '../../../lib/analytics.ts';

export const signupSuccessMessage = 'Account created! Please verify your email.';

/** Sign Up: e-mail, password and the terms box (schema from contracts); providers need the box too. */
export function SignupForm({ notice }: { notice?: string | null }) {
  const navigate = useNavigate();
  const signup = useSignup();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(SignupBodySchema), mode: 'onTouched', defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const hasErrors = Object.keys(errors).length > 0;

  const onSubmit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      const session = await signup.mutateAsync(body);
      sessionStore.set(session);
      toast.success(signupSuccessMessage);
      track('signup_success');
      // The app shell opens onboarding for a new account.
      await navigate('/app', { replace: true });
    } catch (error) {
      setServerError(errorText(error, 'Failed to signup.'));
    }
  });

  const onProvider = (provider: OAuthProvider) => {
    if (form.getValues('terms_accepted') !== true) {
      // The message sits on the box the user has to tick, and focus moves there.
      form.setError('terms_accepted', { type: 'provider', message: providerTermsRequiredMessage }, { shouldFocus: true });
      return;
    }
    window.location.assign(oauthStartUrl(provider));
  };

  const alert = serverError ?? notice;
  return (
    <div className="flex flex-col gap-5">
      {alert ? <Alert tone="error">{alert}</Alert> : null}
      <ProviderButtons onSelect={onProvider} />
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" aria-label="Sign up with email">
        <Field id="signup-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...fieldAria('signup-email', errors.email?.message)} {...form.register('email')} />
        </Field>
        <Field id="signup-password" label="Password" error={errors.password?.message} hint="At least 6 characters.">
          <PasswordInput
            autoComplete="new-password"
            {...fieldAria('signup-password', errors.password?.message)}
            aria-describedby={errors.password ? 'signup-password-error' : 'signup-password-hint'}
            {...form.register('password')}
          />
        </Field>
        <Controller
          control={form.control}
          name="terms_accepted"
          render={({ field, fieldState }) => (
            <TermsCheckbox
              id="signup-terms"
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <SubmitButton size="lg" className="mt-1 w-full" isPending={isSubmitting} pendingLabel="Creating your account…" disabled={hasErrors}>
          Create Account
        </SubmitButton>
      </form>
    </div>
  );
}
