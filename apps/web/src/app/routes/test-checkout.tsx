import { useSearchParams } from 'react-router';
import { TestCheckoutPage } from '../../features/billing/components/test-checkout-page.tsx';
import { PageContainer } from '../../features/shell/components/page-container.tsx';
import { usePageTitle } from '../../features/shell/hooks/page-title.tsx';

/** /app/test-checkout?session=...: the test mode's checkout (no Stripe keys configured). */
export function TestCheckoutRoute() {
  usePageTitle('Checkout (test mode)');
  const [params] = useSearchParams();
  return (
    <PageContainer>
      <TestCheckoutPage sessionId={params.get('session') ?? ''} />
    </PageContainer>
  );
}
