import { planPriceUsd, planTable, quarterlySavingUsd, type BillingPeriod, type PaidPackage } from '@cp/contracts';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatUsd, periodNoun } from '../utils/format.ts';

const numberFormat = new Intl.NumberFormat('en-US');

const highlights: Record<PaidPackage, string[]> = {
  pro: [
    'Every module unlocked, salary and skill details included',
    'Resume Improvement, Cover Letter and Resume Builder',
    'Offline Interview feedback on typed or recorded answers',
  ],
  ultimate: ['Everything in Pro', 'The most monthly credits, for many workspaces and exports', 'Priority support'],
};

/** One paid plan on the upgrade screen: price for the period, saving, credits, workspaces, and its buttons. */
export function PlanOfferCard({
  pkg,
  period,
  isFeatured = false,
  badge,
  children,
}: {
  pkg: PaidPackage;
  period: BillingPeriod;
  isFeatured?: boolean;
  badge?: string;
  children: ReactNode;
}) {
  const plan = planTable[pkg];
  const price = planPriceUsd(pkg, period);
  const headingId = `upgrade-plan-${pkg}`;
  return (
    <li
      aria-labelledby={headingId}
      className={clsx(
        'flex flex-col rounded-[var(--radius-card)] border bg-surface p-5',
        isFeatured ? 'border-brand-600 ring-1 ring-brand-600' : 'border-line',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {plan.label}
        </h3>
        {badge ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">{badge}</span>
        ) : null}
      </div>
      <p className="mt-3 flex items-baseline gap-1.5">
        <span className="text-3xl font-semibold tracking-tight text-ink tabular-nums">{formatUsd(price)}</span>
        <span className="text-sm text-ink-muted">per {periodNoun[period]}</span>
      </p>
      <p className="mt-1 text-sm">
        {period === 'quarterly' ? (
          <span className="font-medium text-success">
            Save {formatUsd(quarterlySavingUsd(pkg))} compared with monthly
          </span>
        ) : (
          <span className="text-ink-subtle">or {formatUsd(plan.priceQuarterlyUsd)} per quarter</span>
        )}
      </p>
      <ul className="mt-4 flex flex-1 flex-col gap-2 border-t border-line pt-4 text-sm">
        <Feature strong>{numberFormat.format(plan.monthlyCredits)} credits a month</Feature>
        <Feature strong>{plan.maxWorkspaces} workspaces</Feature>
        {highlights[pkg].map((text) => (
          <Feature key={text}>{text}</Feature>
        ))}
      </ul>
      <div className="mt-5 flex flex-col gap-2">{children}</div>
    </li>
  );
}

function Feature({ children, strong = false }: { children: ReactNode; strong?: boolean }) {
  return (
    <li className="flex gap-2">
      <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
      <span className={strong ? 'font-medium text-ink' : 'text-ink-muted'}>{children}</span>
    </li>
  );
}
