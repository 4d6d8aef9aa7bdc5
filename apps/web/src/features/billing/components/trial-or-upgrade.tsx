import { TRIAL_DAYS, TRIAL_PACKAGE } from '@cp/contracts';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { serverDetail } from '../../../lib/api-client.ts';
import { readReferral } from '../../../lib/referral.ts';
import { upgradeHref } from '../../../lib/upgrade-param.ts';
import { useCreateCheckoutSession } from '../api/create-checkout-session.ts';

/**
 * The locked previews' prompt (docs/product/3-agent-tracker-assistant.md sections 1 and 4): start the free 3-day Pro
 * trial (a quarterly Pro checkout with the trial and the referral id, docs/product/3-agent-tracker-assistant.md section
 * 7) when the user never had it, else open the upgrade dialog on this page.
 */
export function TrialOrUpgrade({ trialUsed }: { trialUsed: boolean }) {
  const checkout = useCreateCheckoutSession();
  const location = useLocation();
  if (trialUsed)
    return (
      <Link to={upgradeHref(location, 'open')} className={buttonVariants()}>
        Upgrade to Pro
      </Link>
    );
  const startTrial = () =>
    checkout.mutate(
      {
        package: TRIAL_PACKAGE,
        billing_period: 'quarterly',
        trial_enabled: true,
        referral_id: readReferral(),
        return_path: location.pathname,
      },
      { onError: (error) => toast.error(serverDetail(error, 'Unable to start trial. Please try again.')) },
    );
  return (
    <Button onClick={startTrial} disabled={checkout.isPending}>
      {checkout.isPending ? 'Opening checkout…' : `Start ${TRIAL_DAYS}-day free trial`}
    </Button>
  );
}
