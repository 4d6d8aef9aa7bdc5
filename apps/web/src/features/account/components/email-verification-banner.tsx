import { MailWarning } from 'lucide-react';
import { ResendVerificationButton } from './resend-verification-button.tsx';

/** Shown while the e-mail address is unverified, with the resend action one click away. */
export function EmailVerificationBanner({ email }: { email: string }) {
  return (
    <section
      aria-labelledby="verify-email-title"
      className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-3 rounded-[var(--radius-card)] border border-amber-200 bg-warning-soft p-4 sm:grid-cols-[auto_1fr_auto] sm:items-center"
    >
      <MailWarning className="mt-0.5 size-5 shrink-0 text-warning sm:mt-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <h2 id="verify-email-title" className="text-sm font-semibold text-ink">
          Please verify your email address
        </h2>
        <p className="mt-0.5 text-sm break-words text-ink-muted">
          We sent a verification link to <span className="font-medium text-ink">{email}</span>. Check your inbox and
          spam folder.
        </p>
      </div>
      <ResendVerificationButton className="col-start-2 justify-self-start sm:col-start-3" />
    </section>
  );
}
