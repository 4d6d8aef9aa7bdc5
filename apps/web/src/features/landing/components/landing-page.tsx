import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ClosingCta } from './closing-cta.tsx';
import { Differentiators } from './differentiators.tsx';
import { Hero } from './hero.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { PricingSection } from './pricing-section.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { ToolkitSection } from './toolkit-section.tsx';

/** The public intro page (/ and /intro); /pricing shows the same page scrolled to the pricing block. */
export function LandingPage() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    const target = pathname === '/pricing' ? 'pricing' : hash.slice(1);
    if (target) document.getElementById(target)?.scrollIntoView({ block: 'start' });
  }, [pathname, hash]);

  return (
    <div className="min-h-dvh bg-surface-muted">
      <title>{pathname === '/pricing' ? 'Pricing · Career Prep' : 'Career Prep: prepare for the job you want'}</title>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-surface focus:px-3 focus:py-2 focus:shadow-[var(--shadow-pop)]"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main">
        <Hero />
        <HowItWorks />
        <ToolkitSection />
        <Differentiators />
        <PricingSection />
        <ClosingCta />
      </main>
      <SiteFooter />
    </div>
  );
}
