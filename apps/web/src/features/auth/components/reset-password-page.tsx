import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, fieldAria } from '../../../components/ui/field.tsx';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { NewPasswordFormSchema } from '../utils/new-password-schema.ts';
import { AuthCard, AuthLayout } from './auth-layout.tsx';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';
import { PasswordInput } from './password-input.tsx';
import { StatusPanel } from './status-panel.tsx';
import { SubmitButton } from './submit-button.tsx';

export const resetLinkInvalidMessage = 'This reset link is invalid or has expired.';
const resetDoneMessage = 'Your password has been reset. Log in with your new password.';

const isBadToken = (error: unknown) =>
  error instanceof ApiError && (error.code === 'TOKEN_INVALID' || error.code === 'TOKEN_EXPIRED');

/** /auth/reset?token=...: choose a new password; a bad or expired link offers a new one. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const confirm = useConfirmPasswordReset();
  const [outcome, setOutcome] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');
  const [serverError, setServerError] = useState<string | null>(null);
  const [isRequestOpen, setIsRequestOpen] = useState(false);
  const form = useForm({
    resolver: zodResolver(NewPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirm_password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    setServerError(null);
    try {
      const result = await confirm.mutateAsync({ token, password });
      // Every sign-in of the account was ended by the reset; a session kept here would be stale.
      sessionStore.clear();
      toast.success(result.message || resetDoneMessage);
      setOutcome('done');
    } catch (error) {
      if (isBadToken(error)) setOutcome('invalid');
      else setServerError(errorText(error, 'Password reset failed.'));
    }
  });

  return (
    <AuthLayout>
      <title>Choose a new password · Career Prep</title>
      <AuthCard>
        {outcome === 'done' ? (
          <StatusPanel icon={<CircleCheck className="text-success" />} title="Password updated">
            <p>{resetDoneMessage}</p>
            <Button asChild size="lg" className="mt-6 w-full">
              <Link to="/auth?tab=login">Log in</Link>
            </Button>
          </StatusPanel>
        ) : outcome === 'invalid' ? (
          <StatusPanel icon={<Link2Off className="text-warning" />} title="Link not valid">
            <p>{resetLinkInvalidMessage} Reset links work once and expire after one hour.</p>
            <Button size="lg" className="mt-6 w-full" onClick={() => setIsRequestOpen(true)}>
              Request a new link
            </Button>
            <Button asChild variant="ghost" className="mt-2 w-full">
              <Link to="/auth?tab=login">Back to log in</Link>
            </Button>
          </StatusPanel>
        ) : (
          <>
            <h1 className="text-2xl font-semibold tracking-tight">Choose a new password</h1>
            <p className="mt-1 mb-6 text-sm text-ink-muted">
              After this, every device signed in to your account is signed out.
            </p>
            <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
              {serverError ? <Alert tone="error">{serverError}</Alert> : null}
              <Field
                id="reset-password"
                label="New password"
                error={errors.password?.message}
                hint="At least 6 characters."
              >
                <PasswordInput
                  autoComplete="new-password"
                  {...fieldAria('reset-password', errors.password?.message)}
                  aria-describedby={errors.password ? 'reset-password-error' : 'reset-password-hint'}
                  {...form.register('password')}
                />
              </Field>
              <Field id="reset-confirm" label="Confirm new password" error={errors.confirm_password?.message}>
                <PasswordInput
                  autoComplete="new-password"
                  {...fieldAria('reset-confirm', errors.confirm_password?.message)}
                  {...form.register('confirm_password')}
                />
              </Field>
              <SubmitButton
                size="lg"
                className="mt-1 w-full"
                isPending={isSubmitting}
                pendingLabel="Saving…"
                disabled={Object.keys(errors).length > 0}
              >
                Set new password
              </SubmitButton>
            </form>
          </>
        )}
      </AuthCard>
      <ForgotPasswordDialog open={isRequestOpen} onOpenChange={setIsRequestOpen} />
    </AuthLayout>
  );
}
