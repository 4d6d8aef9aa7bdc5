import type { TestCheckoutSession } from '@cp/contracts';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/state-panel.tsx';
import { serverDetail } from '../../../lib/api-client.ts';
import { useFinishTestCheckout, useTestCheckout } from '../api/test-checkout.ts';
import { formatUsd, periodLabel, periodNoun } from '../utils/format.ts';
import { TestModeBanner } from './test-mode-banner.tsx';

const money = (amount: number) => `$${amount.toFixed(2)}`;
const numberFormat = new Intl.NumberFormat('en-US');

/**
 * The built-in checkout of the test mode (/app/test-checkout?session=...): what is being bought,
 * then Pay or Cancel; the server completes or cancels the session and says where to go next.
 */
export function TestCheckoutPage({ sessionId }: { sessionId: string }) {
  const query = useTestCheckout(sessionId);
  if (!sessionId) return <ErrorState message="This checkout link is missing its session." />;
  if (query.isPending) return <CheckoutSkeleton />;
  if (query.isError) {
    return (
      <ErrorState
        message="Unable to load this checkout."
        detail={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      >
        <Link to="/app/settings#subscription" className={buttonVariants({ variant: 'secondary' })}>
          Back to Settings
        </Link>
      </ErrorState>
    );
  }
  return <CheckoutSummary checkout={query.data} />;
}

function CheckoutSummary({ checkout }: { checkout: TestCheckoutSession }) {
  const finish = useFinishTestCheckout();
  const navigate = useNavigate();
  const isOpen = checkout.status === 'open';
  const isTopUp = checkout.kind === 'topup';
  const run = (outcome: 'complete' | 'cancel') =>
    finish.mutate(
      { sessionId: checkout.session_id, outcome },
      {
        onSuccess: (result) => void navigate(result.redirect_url, { replace: true }),
        onError: (error) =>
          toast.error(
            serverDetail(
              error,
              outcome === 'complete'
                ? 'The payment did not go through. Please try again.'
                : 'Could not cancel this checkout. Please try again.',
            ),
          ),
      },
    );
  const payLabel = checkout.trial_enabled
    ? `Start ${checkout.trial_days}-day free trial`
    : `Pay ${money(checkout.amount_due_today_usd)}`;

  return (
    <div className="mx-auto max-w-lg space-y-5">
      <TestModeBanner label={checkout.mode_label}>
        This page stands in for the payment provider. No card is asked for and nothing is charged; the plan and credits
        change exactly as after a real payment.
      </TestModeBanner>
      <Card className="p-5 md:p-6">
        <h2 className="text-lg font-semibold text-ink">
          {isTopUp ? `Top-up: ${checkout.label}` : `Career Prep ${checkout.label}`}
        </h2>
        <dl className="mt-4 divide-y divide-line text-sm">
          {isTopUp ? (
            <Row label="Credits">{numberFormat.format(checkout.credits)} credits that never expire</Row>
          ) : (
            <>
              <Row label="Plan">{checkout.label}</Row>
              {checkout.billing_period ? (
                <Row label="Billing period">
                  {periodLabel[checkout.billing_period]} · {formatUsd(checkout.amount_usd)} per{' '}
                  {periodNoun[checkout.billing_period]}
                </Row>
              ) : null}
              <Row label="Monthly credits">{numberFormat.format(checkout.credits)}</Row>
              <Row label="Free trial">
                {checkout.trial_enabled
                  ? `${checkout.trial_days} days, then ${formatUsd(checkout.amount_usd)} per ${checkout.billing_period ? periodNoun[checkout.billing_period] : 'period'}`
                  : 'None'}
              </Row>
            </>
          )}
          {checkout.promo_code ? (
            <Row label="Promo code">
              {checkout.promo_code}
              {checkout.discount_percent ? ` (${checkout.discount_percent}% off the first payment)` : ''}
            </Row>
          ) : null}
          <Row label="Due today">
            <span className="text-base font-semibold tabular-nums">{money(checkout.amount_due_today_usd)}</span>
          </Row>
        </dl>
        {isOpen ? (
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => run('cancel')} disabled={finish.isPending}>
              Cancel
            </Button>
            <Button onClick={() => run('complete')} disabled={finish.isPending}>
              {finish.isPending && finish.variables.outcome === 'complete' ? 'Processing…' : payLabel}
            </Button>
          </div>
        ) : (
          <div className="mt-6 space-y-4">
            <Alert tone={checkout.status === 'complete' ? 'success' : 'info'}>
              {checkout.status === 'complete'
                ? 'This checkout is already complete.'
                : checkout.status === 'canceled'
                  ? 'This checkout was cancelled. Please start again.'
                  : 'This checkout has expired. Please start again.'}
            </Alert>
            <div className="flex justify-end">
              {checkout.status === 'complete' ? (
                <Button onClick={() => run('complete')} disabled={finish.isPending}>
                  Continue
                </Button>
              ) : (
                <Link to="/app/settings?upgrade=open#subscription" className={buttonVariants({ variant: 'primary' })}>
                  See plans
                </Link>
              )}
            </div>
          </div>
        )}
      </Card>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-right text-ink">{children}</dd>
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div role="status" aria-label="Loading the checkout" className="mx-auto max-w-lg space-y-5">
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-72 w-full" />
    </div>
  );
}
