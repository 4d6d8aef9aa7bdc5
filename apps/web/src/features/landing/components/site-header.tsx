import { Link } from 'react-router';
import { BrandMark } from '../../../components/ui/brand-mark.tsx';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { useSession } from '../../../lib/session-store.ts';

const navLinks = [
  { href: '#toolkit', label: 'Toolkit' },
  { href: '#why', label: 'Why Career Prep' },
  { href: '#pricing', label: 'Pricing' },
];

/** Top bar of the public pages: brand, section links, and Log In / Sign Up (or Open app when signed in). */
export function SiteHeader({ showSectionLinks = true }: { showSectionLinks?: boolean }) {
  const session = useSession();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Link to="/" className="rounded-md" aria-label="Career Prep home">
          <BrandMark />
        </Link>
        {showSectionLinks ? (
          <nav aria-label="Sections" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {navLinks.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="rounded-md px-3 py-2 text-sm font-medium text-ink-muted hover:bg-surface-sunken hover:text-ink"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          {session ? (
            <Link to="/app" className={buttonVariants({ size: 'sm' })}>
              Open app
            </Link>
          ) : (
            <>
              <Link to="/auth?tab=login" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                Log In
              </Link>
              <Link to="/auth?tab=signup" className={buttonVariants({ size: 'sm' })}>
                Sign Up
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
