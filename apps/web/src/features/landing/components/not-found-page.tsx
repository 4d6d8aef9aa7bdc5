import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { supportEmail } from '../../../lib/support-email.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** 404 for unknown paths outside /app. */
export function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-surface-muted">
      <title>Page not found · Career Prep</title>
      <SiteHeader showSectionLinks={false} />
      <main className="flex flex-1 items-center justify-center px-4 py-20">
        <div className="max-w-md text-center">
          <p className="text-sm font-semibold text-brand-700">404</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink">We could not find that page</h1>
          <p className="mt-3 text-ink-muted">
            The address may be mistyped, or the page has moved. Nothing you saved is affected.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/" className={buttonVariants({ size: 'lg' })}>
              Go to the home page
            </Link>
            <a href={`mailto:${supportEmail()}`} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
              Contact support
            </a>
          </div>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
