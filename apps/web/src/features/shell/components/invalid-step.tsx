import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/state-panel.tsx';
import { usePageTitle } from '../hooks/page-title.tsx';

/**
 * Any step outside the list (docs/product/1-platform.md section 1): 'Invalid step' (the page heading, in the top bar)
 * with 'Return to Home'.
 */
export function InvalidStep({ homePath = '/app/homepage' }: { homePath?: string }) {
  usePageTitle('Invalid step');
  return (
    <EmptyState
      icon={SearchX}
      title="This step does not exist"
      action={
        <Button asChild>
          <Link to={homePath}>Return to Home</Link>
        </Button>
      }
    >
      Check the address, or go back to the home page and start from there.
    </EmptyState>
  );
}
