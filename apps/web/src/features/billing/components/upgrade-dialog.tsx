import {
  paidPackages,
  planTable,
  topUpPackIds,
  topUpPacks,
  TRIAL_DAYS,
  TRIAL_PACKAGE,
  type BillingPeriod,
  type CheckoutProduct,
  type PlanPackage,
  type Promo,
} from '@cp/contracts';
import { Timer } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { serverDetail } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { stepInfo, type Step } from '../../../lib/steps.ts';
import { UPGRADE_PARAM } from '../../../lib/upgrade-param.ts';
import { useCreateCheckoutSession } from '../api/create-checkout-session.ts';
import { usePromo } from '../api/promos.ts';
import { useCloseUpgrade } from '../hooks/use-close-upgrade.ts';
import { useSecondsLeft } from '../hooks/use-seconds-left.ts';
import { initialBillingPeriod, storeBillingPeriod } from '../utils/billing-period.ts';
import { formatCountdown } from '../utils/countdown.ts';
import { formatUsd } from '../utils/format.ts';
import { BillingPeriodSwitch } from './billing-period-switch.tsx';
import { PlanOfferCard } from './plan-offer-card.tsx';
import { readPendingPromo } from '../../../lib/pending-promo.ts';
import { readReferral } from '../../../lib/referral.ts';

export const UPGRADE_TITLE = 'Unlock Your Career Superpowers!';

/** Why the dialog opened, in the user's words. */
function reasonText(reason: string, plan: PlanPackage): string {
  const module = /^module_(\d+)$/.exec(reason);
  if (module) {
    const info = stepInfo[Number(module[1]) as Step] as (typeof stepInfo)[Step] | undefined;
    if (info) return `${info.name} is part of Pro. Start a free trial or upgrade to unlock it.`;
  }
  if (reason === 'credits') {
    return plan === 'free'
      ? 'You have used all your credits for now. A paid plan gives you many more every month.'
      : 'You have used all your credits for now. Add a top-up pack, or move to a bigger plan.';
  }
  if (reason === 'workspaces')
    return `More workspaces come with Pro (${planTable.pro.maxWorkspaces}) and Ultimate (${planTable.ultimate.maxWorkspaces}).`;
  if (reason === 'trial') return `Try Pro free for ${TRIAL_DAYS} days. Cancel during the trial and you pay nothing.`;
  if (reason === 'topup') return 'Top-up packs never expire and are spent after your monthly credits.';
  return 'Every module unlocked, more workspaces and more monthly credits.';
}

/**
 * The upgrade screen 'Unlock Your Career Superpowers!', opened by ?upgrade= anywhere in /app: the
 * billing-period toggle, Pro and Ultimate cards (with the free trial while it is unused), and
 * top-up packs for paid users. Subscribing leaves for the checkout.
 */
export function UpgradeDialog({ plan, trialUsed }: { plan: PlanPackage; trialUsed: boolean }) {
  const [searchParams] = useSearchParams();
  const close = useCloseUpgrade();
  const reason = searchParams.get(UPGRADE_PARAM);
  const open = reason !== null;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      {open ? (
        <DialogContent
          title={UPGRADE_TITLE}
          description={reasonText(reason, plan)}
          className="max-w-3xl focus:outline-none"
          // Focus the dialog itself (its title is announced), not the first period option.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
        >
          <UpgradeOptions plan={plan} trialUsed={trialUsed} urlPeriod={searchParams.get('period')} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function UpgradeOptions({
  plan,
  trialUsed,
  urlPeriod,
}: {
  plan: PlanPackage;
  trialUsed: boolean;
  urlPeriod: string | null;
}) {
  const [period, setPeriod] = useState<BillingPeriod>(() => initialBillingPeriod(urlPeriod));
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const session = useSession();
  const checkout = useCreateCheckoutSession();
  const { pathname } = useLocation();
  const isFree = plan === 'free';
  const promo = usePromo({ isFree });
  const canTrial = isFree && !trialUsed;

  const choosePeriod = (next: BillingPeriod) => {
    setPeriod(next);
    storeBillingPeriod(next);
  };

  const buy = (product: CheckoutProduct, options: { trial?: boolean } = {}) => {
    if (!session) {
      toast.error('You must be logged in to subscribe.');
      return;
    }
    const key = `${product}${options.trial ? ':trial' : ''}`;
    setPendingKey(key);
    checkout.mutate(
      {
        package: product,
        billing_period: period,
        trial_enabled: options.trial ?? false,
        promo_code: isFree ? (promo.data?.code ?? readPendingPromo()) : null,
        referral_id: readReferral(),
        return_path: pathname,
      },
      {
        onError: (error) => {
          setPendingKey(null);
          toast.error(
            serverDetail(
              error,
              options.trial ? 'Unable to start trial. Please try again.' : 'Error creating subscription session.',
            ),
          );
        },
      },
    );
  };
  const busy = (key: string) => pendingKey === key && checkout.isPending;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BillingPeriodSwitch value={period} onChange={choosePeriod} />
        {isFree && promo.data ? <PromoNote promo={promo.data} /> : null}
      </div>
      {isFree ? null : (
        <section
          aria-labelledby="topup-title"
          className="rounded-[var(--radius-card)] border border-line bg-surface-muted p-4"
        >
          <h3 id="topup-title" className="font-semibold text-ink">
            Top up credits
          </h3>
          <p className="mt-0.5 text-sm text-ink-muted">
            Top-up credits never expire and are spent after your monthly credits.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {topUpPackIds.map((id) => (
              <Button key={id} variant="secondary" onClick={() => buy(id)} disabled={checkout.isPending}>
                {busy(id)
                  ? 'Opening checkout…'
                  : `Buy ${topUpPacks[id].credits} credits for ${formatUsd(topUpPacks[id].priceUsd)}`}
              </Button>
            ))}
          </div>
        </section>
      )}
      <ul className="grid gap-4 md:grid-cols-2">
        {paidPackages.map((pkg) => {
          const isCurrent = plan === pkg;
          const offersTrial = canTrial && pkg === TRIAL_PACKAGE;
          return (
            <PlanOfferCard
              key={pkg}
              pkg={pkg}
              period={period}
              isFeatured={pkg === 'pro' && isFree}
              badge={isCurrent ? 'Current plan' : offersTrial ? `${TRIAL_DAYS}-day free trial` : undefined}
            >
              {isCurrent ? (
                <Button variant="secondary" disabled>
                  Current plan
                </Button>
              ) : isFree ? (
                <>
                  {offersTrial ? (
                    <Button onClick={() => buy(pkg, { trial: true })} disabled={checkout.isPending}>
                      {busy(`${pkg}:trial`) ? 'Opening checkout…' : `Start ${TRIAL_DAYS}-day free trial`}
                    </Button>
                  ) : null}
                  <Button
                    variant={offersTrial || pkg === 'pro' ? 'secondary' : 'primary'}
                    onClick={() => buy(pkg)}
                    disabled={checkout.isPending}
                  >
                    {busy(pkg) ? 'Opening checkout…' : `Subscribe to ${planTable[pkg].label}`}
                  </Button>
                </>
              ) : (
                <Link to="/app/settings#subscription" className={buttonVariants({ variant: 'primary' })}>
                  Change plan
                </Link>
              )}
            </PlanOfferCard>
          );
        })}
      </ul>
      <p className="text-xs text-ink-subtle">
        Prices in US dollars. VAT may apply. Cancel any time: a paid plan runs to the end of the period you paid for.
      </p>
    </div>
  );
}

function PromoNote({ promo }: { promo: Promo }) {
  const secondsLeft = useSecondsLeft(promo.expiresAt) ?? 0;
  if (secondsLeft <= 0) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-warning">
      <Timer className="size-4 shrink-0" aria-hidden />
      <span>
        Founder offer <span className="font-semibold">{promo.code}</span> applies to your first payment. Ends in{' '}
        <span className="font-semibold tabular-nums">{formatCountdown(secondsLeft)}</span>
      </span>
    </p>
  );
}
