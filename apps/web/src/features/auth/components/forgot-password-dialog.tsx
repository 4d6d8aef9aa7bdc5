import { PasswordResetRequestBodySchema } from '@cp/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { Field, fieldAria } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { SubmitButton } from './submit-button.tsx';

export const resetEmailSentMessage = 'Password reset email sent! Check your inbox.';

/**
 * Asks for the account's e-mail and mails a reset link. The dialog is rendered outside any other
 * form: React events bubble through portals, so a submit here must not reach the login form.
 */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  initialEmail = '',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialEmail?: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Reset your password"
        description="Enter the email address of your account. We will send you a link to choose a new password."
      >
        {/* Mounted only while open, so every opening starts from a clean form. */}
        <ForgotPasswordBody initialEmail={initialEmail} />
      </DialogContent>
    </Dialog>
  );
}

function ForgotPasswordBody({ initialEmail }: { initialEmail: string }) {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(PasswordResetRequestBodySchema),
    defaultValues: { email: initialEmail },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      await request.mutateAsync({ email });
      setSentTo(email);
    } catch (error) {
      setServerError(errorText(error, 'Password reset failed.'));
    }
  });

  return (
    <>
      {sentTo ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{resetEmailSentMessage}</Alert>
          <p className="text-sm text-ink-muted">
            If an account exists for <span className="font-medium text-ink">{sentTo}</span>, the link arrives within a
            few minutes. It works once and expires after one hour. Check your spam folder if you do not see it.
          </p>
          <div className="flex justify-end">
            <DialogClose asChild>
              <Button>Back to log in</Button>
            </DialogClose>
          </div>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.stopPropagation();
            void onSubmit(event);
          }}
          className="flex flex-col gap-4"
        >
          {serverError ? <Alert tone="error">{serverError}</Alert> : null}
          <Field id="reset-email" label="Email" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              {...fieldAria('reset-email', errors.email?.message)}
              {...form.register('email')}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <SubmitButton isPending={isSubmitting} pendingLabel="Sending…">
              Send reset link
            </SubmitButton>
          </div>
        </form>
      )}
    </>
  );
}
