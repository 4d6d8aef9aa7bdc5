import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { served } from '../content/served.ts';
import { WorkspacePreview } from './workspace-preview.tsx';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="border-b border-line bg-surface">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16">
        <div>
          <p className="text-sm font-semibold text-brand-700">For job seekers preparing for a specific role</p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl leading-[1.1] font-semibold tracking-tight text-balance text-ink sm:text-5xl"
          >
            Prepare for the job you want, one role at a time.
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-ink-muted">
            Career Prep gives each target role its own workspace: your resume and the job posting side by side, and nine
            numbered modules that take you from an honest resume audit to a practised interview and a cover letter you
            can send.
          </p>
          <p className="mt-3 max-w-xl text-base leading-7 text-ink-muted">
            {served.applicationDashboard
              ? 'When you are ready to apply, the Job Search Agent finds roles that fit and the Application Dashboard keeps track of every one.'
              : 'When you are ready to apply, the Job Search Agent finds roles that fit your resume and says why each one does.'}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/auth?tab=signup" className={buttonVariants({ size: 'lg' })}>
              Create a free account
              <ArrowRight aria-hidden />
            </Link>
            <a href="#toolkit" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
              See what is inside
            </a>
          </div>
          <p className="mt-4 text-sm text-ink-subtle">Free plan: 1 workspace and 10 credits a month. No card needed.</p>
        </div>
        <WorkspacePreview />
      </div>
    </section>
  );
}
