import type { SubscriptionSummary, User } from '@cp/contracts';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { ResendVerificationButton } from './resend-verification-button.tsx';

const planLabels = { free: 'Free', pro: 'Pro', ultimate: 'Ultimate' } as const;

/** E-mail, its verification state and the current plan. */
export function AccountDetails({ user, subscription }: { user: User; subscription: SubscriptionSummary }) {
  return (
    <dl className="divide-y divide-line">
      <Row label="Email">
        <span className="break-all">{user.email || 'No email on this account'}</span>
      </Row>
      <Row label="Email status">
        <div className="flex flex-wrap items-center gap-3">
          {user.email_verified ? (
            <span className="inline-flex items-center gap-1.5 font-medium text-success">
              <BadgeCheck className="size-4" aria-hidden /> Verified
            </span>
          ) : (
            <>
              <span className="inline-flex items-center gap-1.5 font-medium text-warning">
                <CircleAlert className="size-4" aria-hidden /> Not verified
              </span>
              <ResendVerificationButton />
            </>
          )}
        </div>
      </Row>
      <Row label="Plan">{planLabels[subscription.package]}</Row>
    </dl>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:items-baseline sm:gap-4">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}
