import { REFERRAL_REWARD_CREDITS } from '@cp/contracts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const steps = [
  {
    title: 'Get your link',
    text: 'Sign in and open Refer & Earn in the account menu at the bottom of the sidebar. Your link is made for you there.',
  },
  {
    title: 'Share it',
    text: 'Send it to people looking for a job, or add utm parameters to see which of your posts brought them: the link keeps working with them.',
  },
  {
    title: 'Earn credits',
    text: `When someone who signed up through your link pays for a plan for the first time, you get ${REFERRAL_REWARD_CREDITS} credits. They never expire. A free trial alone earns nothing.`,
  },
] as const;

/** /affiliates: how Refer & Earn works (the utm parameters of the visit are kept through sign-up). */
export function AffiliatesPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-surface-muted">
      <title>Refer & Earn · Career Prep</title>
      <SiteHeader showSectionLinks={false} />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-14">
        <h1 className="text-3xl font-semibold tracking-tight text-ink">Refer & Earn</h1>
        <p className="mt-4 text-ink-muted">
          Know someone preparing for a job? Share your link. When they pay for Career Prep, you get credits to spend on
          your own preparation.
        </p>
        <ol className="mt-8 grid gap-4 sm:grid-cols-3">
          {steps.map((step, i) => (
            <li
              key={step.title}
              className="rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]"
            >
              <p className="text-sm font-semibold text-brand-700">Step {i + 1}</p>
              <h2 className="mt-1 font-semibold text-ink">{step.title}</h2>
              <p className="mt-2 text-sm text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/auth?tab=signup">Create an account</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/auth?tab=login">Log in to get your link</Link>
          </Button>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
