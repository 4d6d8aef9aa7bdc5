import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { ErrorState } from '../../components/ui/state-panel.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useMe } from '../../features/account/api/get-me.ts';
import { AccountDetails } from '../../features/account/components/account-details.tsx';
import { AccountSkeleton } from '../../features/account/components/account-skeleton.tsx';
import { ProfileAnswers } from '../../features/account/components/profile-answers.tsx';
import { YourDataSection } from '../../features/account-data/components/your-data-section.tsx';
import { SubscriptionPanel } from '../../features/billing/components/subscription-panel.tsx';
import { UsagePanel } from '../../features/credits/components/usage-panel.tsx';
import { PageContainer } from '../../features/shell/components/page-container.tsx';
import { usePageTitle } from '../../features/shell/hooks/page-title.tsx';
import { useAppOutlet } from './app-outlet-context.ts';

const tabs = ['account', 'subscription', 'usage'] as const;
type SettingsTab = (typeof tabs)[number];

const tabFromHash = (hash: string): SettingsTab | null => {
  const name = hash.replace(/^#/, '');
  return (tabs as readonly string[]).includes(name) ? (name as SettingsTab) : null;
};

/** Without a hash: Usage after a top-up, Subscription after another checkout, else Account. */
function defaultTab(search: string): SettingsTab {
  const params = new URLSearchParams(search);
  if (params.has('topup')) return 'usage';
  if (params.get('success') === 'true' || params.has('session_id') || params.has('canceled')) return 'subscription';
  return 'account';
}

/** /app/settings (step -1): Account, Subscription (plan, billing, your data) and Usage; '#usage' opens Usage. */
export function SettingsRoute() {
  usePageTitle('Settings');
  const location = useLocation();
  const navigate = useNavigate();
  // Fixed at arrival, so cleaning the checkout parameters from the URL does not switch tabs.
  const [fallback] = useState(() => defaultTab(location.search));
  const tab = tabFromHash(location.hash) ?? fallback;
  const select = (next: string) =>
    void navigate({ pathname: location.pathname, search: location.search, hash: `#${next}` }, { replace: true });

  return (
    <PageContainer className="max-w-4xl space-y-6">
      <Tabs value={tab} onValueChange={select}>
        <TabsList aria-label="Settings sections" className="max-w-md">
          <TabsTrigger value="account">Account</TabsTrigger>
          <TabsTrigger value="subscription">Subscription</TabsTrigger>
          <TabsTrigger value="usage">Usage</TabsTrigger>
        </TabsList>
        <TabsContent value="account" className="mt-6 outline-none">
          <AccountTab />
        </TabsContent>
        <TabsContent value="subscription" className="mt-6 space-y-6 outline-none">
          <Card className="p-5 md:p-6">
            <section aria-labelledby="subscription-title">
              <h2 id="subscription-title" className="text-lg font-semibold text-ink">
                Subscription
              </h2>
              <div className="mt-3">
                <SubscriptionPanel />
              </div>
            </section>
          </Card>
          <Card className="p-5 md:p-6">
            <section aria-labelledby="your-data-title">
              <h2 id="your-data-title" className="text-lg font-semibold text-ink">
                Your data
              </h2>
              <div className="mt-4">
                <YourDataSection />
              </div>
            </section>
          </Card>
        </TabsContent>
        <TabsContent value="usage" className="mt-6 outline-none">
          <UsagePanel />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}

function AccountTab() {
  const me = useMe();
  const { openProfileEditor } = useAppOutlet();
  return (
    <Card className="p-5 md:p-6">
      <section aria-labelledby="account-title">
        <h2 id="account-title" className="text-lg font-semibold text-ink">
          Account
        </h2>
        <div className="mt-3">
          {me.isPending ? (
            <AccountSkeleton />
          ) : me.isError ? (
            <ErrorState
              message="Unable to load settings. Please try again or contact support."
              detail={me.error.message}
              onRetry={() => void me.refetch()}
              retrying={me.isFetching}
            />
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
  );
}
