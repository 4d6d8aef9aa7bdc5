import {
  providerTermsRequiredMessage,
  SignupBodySchema,
  signupCheckEmailMessage,
  type OAuthProvider,
} from '@cp/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field, fieldAria } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useProviders } from '../api/get-providers.ts';
import { useSignup } from '../api/signup.ts';
import { signupNonce } from '../utils/client-nonce.ts';
import { oauthStartUrl } from '../utils/providers.ts';
import { PasswordInput } from './password-input.tsx';
import { ProviderButtons } from './provider-buttons.tsx';
import { SubmitButton } from './submit-button.tsx';
import { TermsCheckbox } from './terms-checkbox.tsx';
import { StatusPanel } from './status-panel.tsx';

/** On a server with no mail set up (a bare `npm start`), the link is only in the server's log. */
export const logOnlyMailNote =
  'This server has no mail service set up (SMTP_URL), so the e-mail was not sent: its link is printed in the terminal where the server runs.';

/**
 * Sign Up: e-mail, password and the terms box (schema from contracts); providers need the box too.
 * The answer is the same whether or not the address has an account (docs/decisions/016): 'check your
 * e-mail'. The link in it signs in this browser, which keeps the sign-up's nonce.
 */
export function SignupForm({ notice }: { notice?: string | null }) {
  const signup = useSignup();
  const providers = useProviders();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(SignupBodySchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const hasErrors = Object.keys(errors).length > 0;

  const onSubmit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      await signup.mutateAsync({ ...body, client_nonce: signupNonce.create() });
      setSentTo(body.email);
    } catch (error) {
      setServerError(errorText(error, 'Failed to signup.'));
    }
  });

  const onProvider = (provider: OAuthProvider) => {
    if (form.getValues('terms_accepted') !== true) {
      // The message sits on the box the user has to tick, and focus moves there.
      form.setError(
        'terms_accepted',
        { type: 'provider', message: providerTermsRequiredMessage },
        { shouldFocus: true },
      );
      return;
    }
    window.location.assign(oauthStartUrl(provider));
  };

  if (sentTo) {
    return (
      <StatusPanel icon={<MailCheck className="text-brand-700" />} title="Check your e-mail">
        <p role="status">{signupCheckEmailMessage}</p>
        <p className="mt-2">
          We wrote to <strong>{sentTo}</strong>. Open the link in this browser to finish and sign in. No e-mail within a
          few minutes? Check your spam folder, or sign up again.
        </p>
        {providers.data?.email === 'log' ? <p className="mt-2">{logOnlyMailNote}</p> : null}
      </StatusPanel>
    );
  }

  const alert = serverError ?? notice;
  return (
    <div className="flex flex-col gap-5">
      {alert ? <Alert tone="error">{alert}</Alert> : null}
      <ProviderButtons onSelect={onProvider} />
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4"
        aria-label="Sign up with email"
      >
        <Field id="signup-email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            {...fieldAria('signup-email', errors.email?.message)}
            {...form.register('email')}
          />
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
        <SubmitButton
          size="lg"
          className="mt-1 w-full"
          isPending={isSubmitting}
          pendingLabel="Creating your account…"
          disabled={hasErrors}
        >
          Create Account
        </SubmitButton>
      </form>
    </div>
  );
}
