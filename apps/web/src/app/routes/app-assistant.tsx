import { TRIAL_PACKAGE, type PlanPackage } from '@cp/contracts';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { AskUcWidget } from '../../features/assistant/components/ask-uc-widget.tsx';
import { useCreateCheckoutSession } from '../../features/billing/api/create-checkout-session.ts';
import { useWorkspace } from '../../features/workspaces/api/get-workspace.ts';
import { serverDetail } from '../../lib/api-client.ts';
import { readReferral } from '../../lib/referral.ts';

/** Ask UC in the shell, composed here: the workspace's completed steps and the trial checkout come from their features. */
export function ShellAssistant({
  wid,
  plan,
  trialUsed,
}: {
  wid: string | null;
  plan: PlanPackage;
  trialUsed: boolean;
}) {
  const workspace = useWorkspace(wid);
  const checkout = useCreateCheckoutSession();
  const { pathname } = useLocation();
  if (!wid) return null;
  const startTrial = () =>
    checkout.mutate(
      {
        package: TRIAL_PACKAGE,
        billing_period: 'quarterly',
        trial_enabled: true,
        referral_id: readReferral(),
        return_path: pathname,
      },
      { onError: (error) => toast.error(serverDetail(error, 'Unable to start trial. Please try again.')) },
    );
  return (
    <AskUcWidget
      wid={wid}
      plan={plan}
      trialUsed={trialUsed}
      completedSteps={workspace.data?.stats.completedSteps ?? []}
      onStartTrial={startTrial}
      startingTrial={checkout.isPending}
    />
  );
}
