import { Link } from 'react-router';
import { BrandMark } from '../../../components/ui/brand-mark.tsx';
import { supportEmail } from '../../../lib/support-email.ts';

/** Footer of the public pages: the legal documents and a way to reach a person. */
export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <Link to="/" className="rounded-md" aria-label="Career Prep home">
            <BrandMark />
          </Link>
          <p className="mt-3 text-sm text-ink-muted">
            Preparation for one target role at a time: resume, posting, fit and interview in one workspace.
          </p>
        </div>
        <nav aria-label="Legal and support">
          <ul className="flex flex-col gap-2 text-sm sm:flex-row sm:gap-6">
            <li>
              <Link className="text-ink-muted hover:text-ink hover:underline" to="/about">
                About &amp; data sources
              </Link>
            </li>
            <li>
              <Link className="text-ink-muted hover:text-ink hover:underline" to="/affiliates">
                Refer &amp; Earn
              </Link>
            </li>
            <li>
              <a className="text-ink-muted hover:text-ink hover:underline" href="/terms-of-service.html">
                Terms of Service
              </a>
            </li>
            <li>
              <a className="text-ink-muted hover:text-ink hover:underline" href="/privacy-policy.html">
                Privacy Policy
              </a>
            </li>
            <li>
              <a className="text-ink-muted hover:text-ink hover:underline" href={`mailto:${supportEmail()}`}>
                {supportEmail()}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-ink-subtle sm:px-6">
          © 2026 Career Prep. Prices in US dollars; VAT may apply.
        </p>
      </div>
    </footer>
  );
}
