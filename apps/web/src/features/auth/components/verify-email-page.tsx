import type { VerifyEmailResponse } from '@cp/contracts';
import { CircleAlert, CircleCheck, KeyRound, Link2Off, LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { readUtm } from '../../../lib/utm.ts';
import { track } from '../../../lib/analytics.ts';
import { sessionStore, useSession } from '../../../lib/session-store.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { signupNonce } from '../utils/client-nonce.ts';
import { AuthCard, AuthLayout } from './auth-layout.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PasswordInput } from './password-input.tsx';
import { StatusPanel } from './status-panel.tsx';
import { SubmitButton } from './submit-button.tsx';

export const emailVerifiedMessage = 'Your email is verified.';
export const verifyLinkInvalidMessage = 'This verification link is invalid or has expired.';
export const signupSuccessMessage = 'Account created! Your email is verified.';

const isBadToken = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'TOKEN_INVALID' || error.code === 'TOKEN_EXPIRED' || error.code === 'VALIDATION_ERROR');

/**
 * /auth/verify?token=...: consumes the link once on arrival and says what happened. In the browser
 * that signed up (it holds the sign-up's nonce) the answer carries the new session: signed in, on to
 * the app and its onboarding. Anywhere else the address is confirmed and the user logs in.
 */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const session = useSession();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const { mutate: runVerify } = verify;
  const sentFor = useRef<string | null>(null);

  // A session comes back in the browser that signed up, or after the password elsewhere.
  const signIn = useCallback(
    (answer: VerifyEmailResponse) => {
      if (!answer.session) return;
      signupNonce.clear();
      sessionStore.set(answer.session);
      toast.success(signupSuccessMessage);
      track('signup_success', readUtm());
      // The app shell opens onboarding for a new account.
      void navigate('/app', { replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    // A token works once: never post it twice (StrictMode runs effects twice in development).
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    const clientNonce = signupNonce.read();
    runVerify(clientNonce ? { token, client_nonce: clientNonce } : { token }, { onSuccess: signIn });
  }, [token, runVerify, signIn]);

  const continueAction = session ? (
    <Button asChild size="lg" className="mt-6 w-full">
      <Link to="/app">Continue to Career Prep</Link>
    </Button>
  ) : (
    <Button asChild size="lg" className="mt-6 w-full">
      <Link to="/auth?tab=login">Log in</Link>
    </Button>
  );

  let content;
  if (!token || (verify.isError && isBadToken(verify.error))) {
    content = (
      <StatusPanel icon={<Link2Off className="text-warning" />} title="Link not valid">
        <p>{verifyLinkInvalidMessage} Verification links work once and expire after a while.</p>
        {session ? <ResendVerification /> : <p className="mt-2">Log in and we can send you a new link.</p>}
        {session ? (
          <Button asChild variant="ghost" className="mt-2 w-full">
            <Link to="/app">Continue to Career Prep</Link>
          </Button>
        ) : (
          continueAction
        )}
      </StatusPanel>
    );
  } else if (
    verify.data?.password_required ||
    ((verify.isError || verify.isPending) && verify.variables?.password !== undefined)
  ) {
    content = (
      <ConfirmWithPassword
        error={verify.isError ? errorText(verify.error, 'Incorrect password.') : null}
        isPending={verify.isPending}
        onSubmit={(password) => verify.mutate({ token, password }, { onSuccess: signIn })}
      />
    );
  } else if (verify.isError) {
    content = (
      <StatusPanel icon={<CircleAlert className="text-danger" />} title="We could not verify your email">
        <p>{errorText(verify.error, 'Verification failed. Please try again.')}</p>
        <Button
          size="lg"
          className="mt-6 w-full"
          onClick={() => verify.mutate({ token, ...(signupNonce.read() ? { client_nonce: signupNonce.read()! } : {}) })}
        >
          Try again
        </Button>
      </StatusPanel>
    );
  } else if (verify.isSuccess) {
    content = (
      <StatusPanel icon={<CircleCheck className="text-success" />} title={emailVerifiedMessage}>
        <p>Thank you. Your account is ready to use.</p>
        {continueAction}
      </StatusPanel>
    );
  } else {
    content = (
      <StatusPanel icon={<LoaderCircle className="animate-spin text-brand-700" />} title="Verifying your email…">
        <p role="status">This takes a moment.</p>
      </StatusPanel>
    );
  }

  return (
    <AuthLayout>
      <title>Verify your email · Career Prep</title>
      <AuthCard>{content}</AuthCard>
    </AuthLayout>
  );
}

/** The link was opened in another browser than the one that signed up: the account's password confirms it. */
function ConfirmWithPassword({
  error,
  isPending,
  onSubmit,
}: {
  error: string | null;
  isPending: boolean;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  return (
    <StatusPanel icon={<KeyRound className="text-brand-700" />} title="Confirm it is you">
      <p>
        This link was opened in another browser than the one you signed up in. Enter the password you chose to confirm
        your email and sign in here.
      </p>
      <form
        className="mt-6 flex flex-col gap-4 text-left"
        aria-label="Confirm with your password"
        onSubmit={(event) => {
          event.preventDefault();
          if (password) onSubmit(password);
        }}
      >
        <Field id="verify-password" label="Password" error={error ?? undefined}>
          <PasswordInput
            id="verify-password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'verify-password-error' : undefined}
          />
        </Field>
        <SubmitButton
          size="lg"
          className="w-full"
          isPending={isPending}
          pendingLabel="Confirming…"
          disabled={!password}
        >
          Confirm and sign in
        </SubmitButton>
      </form>
    </StatusPanel>
  );
}

function ResendVerification() {
  const resend = useResendVerification();
  if (resend.isSuccess)
    return (
      <Alert tone="success" className="mt-6 text-left">
        {resend.data.message}
      </Alert>
    );
  return (
    <>
      {resend.isError ? (
        <Alert tone="error" className="mt-6 text-left">
          {errorText(resend.error, 'Could not send a new link. Please try again.')}
        </Alert>
      ) : null}
      <Button size="lg" className="mt-6 w-full" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        Send a new link
      </Button>
    </>
  );
}
