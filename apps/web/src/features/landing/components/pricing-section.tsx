import { Check } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { clsx } from 'clsx';
import { planOffers, quarterlySavingUsd, TRIAL_DAYS, type BillingPeriod, type PlanOffer } from '../content/plans.ts';
import { BillingPeriodToggle } from './billing-period-toggle.tsx';
import { SectionHeading } from './section-heading.tsx';

const numberFormat = new Intl.NumberFormat('en-US');

/** Pricing: Free, Pro and Ultimate with a monthly/quarterly toggle (default quarterly, or ?period=). */
export function PricingSection() {
  const [searchParams] = useSearchParams();
  const [period, setPeriod] = useState<BillingPeriod>(() =>
    searchParams.get('period') === 'monthly' ? 'monthly' : 'quarterly',
  );
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 border-y border-line bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="pricing-title"
            eyebrow="Pricing"
            title="Start free. Upgrade when your search picks up."
            intro={`Every new account can try Pro free for ${TRIAL_DAYS} days, once. Cancel any time; a paid plan runs to the end of the period you paid for.`}
          />
          <BillingPeriodToggle value={period} onChange={setPeriod} />
        </div>
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {planOffers.map((plan) => (
            <PlanCard key={plan.id} plan={plan} period={period} />
          ))}
        </ul>
        <div className="mt-8 grid gap-4 rounded-[var(--radius-card)] border border-line bg-surface-muted p-5 text-sm leading-6 text-ink-muted md:grid-cols-2">
          <p>
            <span className="font-semibold text-ink">How credits work. </span>
            An analysis run costs 1 credit, feedback on an interview answer 1 and a resume export 1. Searching for jobs
            is free. Monthly credits reset each month and do not roll over.
          </p>
          <p>
            <span className="font-semibold text-ink">Need more? </span>
            Top-up packs of 100 credits for $5 or 500 for $20 never expire and are used after your monthly credits.
            Prices in US dollars. VAT may apply.
          </p>
        </div>
      </div>
    </section>
  );
}

function PlanCard({ plan, period }: { plan: PlanOffer; period: BillingPeriod }) {
  const isFree = plan.priceMonthlyUsd === 0;
  const price = period === 'monthly' ? plan.priceMonthlyUsd : plan.priceQuarterlyUsd;
  const saving = quarterlySavingUsd(plan.id);
  const headingId = `plan-${plan.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={clsx(
        'relative flex flex-col rounded-[var(--radius-card)] border bg-surface p-6',
        plan.isHighlighted
          ? 'border-brand-600 shadow-[var(--shadow-pop)] ring-1 ring-brand-600'
          : 'border-line shadow-[var(--shadow-card)]',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {plan.label}
        </h3>
        {plan.isHighlighted ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
            {TRIAL_DAYS}-day free trial
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-ink-muted">{plan.tagline}</p>
      <p className="mt-5 flex items-baseline gap-1.5">
        <span className="text-4xl font-semibold tracking-tight text-ink tabular-nums">${price}</span>
        <span className="text-sm text-ink-muted">
          {isFree ? 'forever' : period === 'monthly' ? 'per month' : 'per quarter'}
        </span>
      </p>
      <p className="mt-1 h-5 text-sm text-ink-subtle">
        {isFree ? (
          'No card needed'
        ) : period === 'quarterly' ? (
          <span className="font-medium text-success">Saves ${saving} compared with monthly</span>
        ) : (
          `or $${plan.priceQuarterlyUsd} per quarter`
        )}
      </p>
      <ul className="mt-6 flex flex-1 flex-col gap-2.5 border-t border-line pt-6 text-sm">
        <Feature strong>{plan.maxWorkspaces === 1 ? '1 workspace' : `${plan.maxWorkspaces} workspaces`}</Feature>
        <Feature strong>{numberFormat.format(plan.monthlyCredits)} credits a month</Feature>
        {plan.features.map((feature) => (
          <Feature key={feature}>{feature}</Feature>
        ))}
      </ul>
      <Link
        to="/auth?tab=signup"
        className={clsx(
          buttonVariants({ variant: plan.isHighlighted ? 'primary' : 'secondary', size: 'lg' }),
          'mt-8 w-full',
        )}
        aria-label={`${plan.cta} (${plan.label} plan)`}
      >
        {plan.cta}
      </Link>
    </li>
  );
}

function Feature({ children, strong = false }: { children: ReactNode; strong?: boolean }) {
  return (
    <li className="flex gap-2.5">
      <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
      <span className={strong ? 'font-medium text-ink' : 'text-ink-muted'}>{children}</span>
    </li>
  );
}
