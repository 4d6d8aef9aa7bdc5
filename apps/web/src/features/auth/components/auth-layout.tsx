import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/ui/brand-mark.tsx';
import { supportEmail } from '../../../lib/support-email.ts';

const points = [
  'One workspace per target role: your resume and the job posting side by side.',
  'Scores that explain themselves: every match and gap points at the text behind it.',
  'Never invents experience: anything your resume does not support is flagged.',
  'Works without API keys. Export or delete your data at any time.',
];

/** The frame of every auth screen: a calm product panel on wide screens, the task on the right. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh bg-surface-muted">
      <aside className="hidden w-[42%] max-w-xl shrink-0 flex-col justify-between bg-ink px-12 py-10 text-white lg:flex">
        <Link to="/" className="w-fit rounded-md [&_span]:text-white">
          <BrandMark />
        </Link>
        <div>
          <p className="text-3xl leading-tight font-semibold tracking-tight text-balance">
            Prepare for the job you want, one role at a time.
          </p>
          <ul className="mt-8 flex flex-col gap-4 text-[15px] leading-6 text-slate-300">
            {points.map((point) => (
              <li key={point} className="flex gap-3">
                <Check className="mt-1 size-4 shrink-0 text-brand-200" aria-hidden />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-slate-400">Questions? Write to {supportEmail()}</p>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center px-5 sm:px-8 lg:hidden">
          <Link to="/" className="rounded-md">
            <BrandMark />
          </Link>
        </header>
        <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-10 sm:px-8 lg:items-center lg:py-12">
          <div className="w-full max-w-[420px]">{children}</div>
        </main>
        <footer className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2 px-6 pb-6 text-xs text-ink-subtle">
          <a className="hover:text-ink hover:underline" href="/terms-of-service.html">
            Terms of Service
          </a>
          <a className="hover:text-ink hover:underline" href="/privacy-policy.html">
            Privacy Policy
          </a>
          <a className="hover:text-ink hover:underline" href={`mailto:${supportEmail()}`}>
            {supportEmail()}
          </a>
        </footer>
      </div>
    </div>
  );
}

/** The white card that holds one auth task. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-[var(--shadow-card)] sm:p-8">
      {children}
    </div>
  );
}
