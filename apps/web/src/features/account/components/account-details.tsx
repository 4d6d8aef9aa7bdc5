import type { SubscriptionSummary, User } from '@cp/contracts';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { DetailRow } from '../../../components/ui/detail-row.tsx';
import { ResendVerificationButton } from './resend-verification-button.tsx';

const planLabels = { free: 'Free', pro: 'Pro', ultimate: 'Ultimate' } as const;

/** E-mail, its verification state and the current plan. */
export function AccountDetails({ user, subscription }: { user: User; subscription: SubscriptionSummary }) {
  return (
    <dl className="divide-y divide-line">
      <DetailRow label="Email">
        <span className="break-all">{user.email || 'No email on this account'}</span>
      </DetailRow>
      <DetailRow label="Email status">
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
      </DetailRow>
      <DetailRow label="Plan">{planLabels[subscription.package]}</DetailRow>
    </dl>
  );
}
