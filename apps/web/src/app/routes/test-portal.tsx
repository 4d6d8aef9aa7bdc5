import { TestPortalPage } from '../../features/billing/components/test-portal-page.tsx';
import { PageContainer } from '../../features/shell/components/page-container.tsx';
import { usePageTitle } from '../../features/shell/hooks/page-title.tsx';

/** /app/test-portal: the test mode's billing portal. */
export function TestPortalRoute() {
  usePageTitle('Billing portal (test mode)');
  return (
    <PageContainer className="max-w-3xl">
      <TestPortalPage />
    </PageContainer>
  );
}
