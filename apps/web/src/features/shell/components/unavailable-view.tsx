import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/state-panel.tsx';
import { usePageTitle } from '../hooks/page-title.tsx';

/** A known screen that this server version does not serve yet: says so plainly, with a way back. */
export function UnavailableView({ title, step, homePath = '/app/homepage' }: { title: string; step?: number; homePath?: string }) {
  usePageTitle(title);
  return (
    <EmptyState
      icon={Construction}
      title={`${title} is not available yet`}
      action={
        <Button asChild>
          <Link to={homePath}>Return to Home</Link>
        </Button>
      }
    >
      This server version does not include {title}
      {step !== undefined ? ` (step ${step})` : ''} yet. Your account and your answers are kept.
    </EmptyState>
  );
}
