import { AffiliatesPage } from '../../features/landing/components/affiliates-page.tsx';

export function AffiliatesRoute() {
  return <AffiliatesPage />;
}
