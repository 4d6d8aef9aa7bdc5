import { IndexStatusPage } from '../../features/job-search/components/index-status-page.tsx';
import { SiteFooter } from '../../features/landing/components/site-footer.tsx';
import { SiteHeader } from '../../features/landing/components/site-header.tsx';

/** /jobs/status: the job index's coverage and board health, in the public pages' frame. */
export function JobsStatusRoute() {
  return <IndexStatusPage header={<SiteHeader showSectionLinks={false} />} footer={<SiteFooter />} />;
}
