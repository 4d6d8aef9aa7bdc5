import { CreditCard } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { ErrorState } from '../../components/ui/state-panel.tsx';
import { useMe } from '../../features/account/api/get-me.ts';
import { AccountDetails } from '../../features/account/components/account-details.tsx';
import { AccountSkeleton } from '../../features/account/components/account-skeleton.tsx';
import { ProfileAnswers } from '../../features/account/components/profile-answers.tsx';
import { PageContainer } from '../../features/shell/components/page-container.tsx';
import { usePageTitle } from '../../features/shell/hooks/page-title.tsx';
import { useAppOutlet } from './app-outlet-context.ts';

/** /app/settings (step -1). Account only for now; Subscription and Usage arrive with billing. */
export function SettingsRoute() {
  usePageTitle('Settings');
  const me = useMe();
  const { openProfileEditor } = useAppOutlet();
  return (
    <PageContainer className="max-w-3xl">
      <Card className="p-5 md:p-6">
        <section aria-labelledby="account-title">
          <h2 id="account-title" className="text-lg font-semibold text-ink">
            Account
          </h2>
          <div className="mt-3">
            {me.isPending ? (
              <AccountSkeleton />
            ) : me.isError ? (
              <ErrorState message="Unable to load settings. Please try again or contact support." detail={me.error.message} onRetry={() => void me.refetch()} retrying={me.isFetching} />
            ) : (
              <div className="space-y-6">
                <AccountDetails user={me.data.user} subscription={me.data.subscription} />
                <div className="border-t border-line pt-5">
                  <ProfileAnswers profile={me.data.profile} onEdit={openProfileEditor} />
                </div>
              </div>
            )}
          </div>
        </section>
      </Card>
      <aside aria-labelledby="billing-note-title" className="flex gap-3 rounded-[var(--radius-card)] border border-dashed border-line-strong p-4 text-sm">
        <CreditCard className="mt-0.5 size-5 shrink-0 text-ink-muted" aria-hidden />
        <div>
          <h2 id="billing-note-title" className="font-semibold text-ink">
            Subscription and usage
          </h2>
          <p className="mt-0.5 text-ink-muted">Plan changes, billing and credit usage arrive with billing, which this server version does not include yet.</p>
        </div>
      </aside>
    </PageContainer>
  );
}
