import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
      <div className="flex flex-col items-start gap-6 rounded-[var(--radius-card)] bg-ink px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 id="closing-title" className="text-2xl font-semibold tracking-tight">
            Pick the role. We will help you prepare for it.
          </h2>
          <p className="mt-2 text-slate-300">
            Create a free account, add your resume and one job posting, and run your first audit in minutes.
          </p>
        </div>
        <Link to="/auth?tab=signup" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          Create a free account
        </Link>
      </div>
    </section>
  );
}
