import { AboutPage } from '../../features/landing/components/about-page.tsx';

/** /about: the product and its data sources. */
export function AboutRoute() {
  return <AboutPage />;
}
