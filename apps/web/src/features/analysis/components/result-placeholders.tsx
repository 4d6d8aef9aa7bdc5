import { FileSearch } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/state-panel.tsx';

/** No result yet: what the step shows once run. */
export function NoResultYet({ title, text }: { title: string; text: string }) {
  return (
    <EmptyState
      icon={FileSearch}
      title={`No ${title} result yet`}
      className="rounded-[var(--radius-card)] border border-dashed border-line-strong bg-surface"
    >
      {text}
    </EmptyState>
  );
}

/**
 * The stored result does not match its schema (docs/product/2-modules.md section 8's message), with 'Rerun Analysis'.
 */
export function InvalidResult({ message, onRerun }: { message: string; onRerun?: () => void }) {
  return (
    <ErrorState message={message}>{onRerun ? <Button onClick={onRerun}>Rerun Analysis</Button> : null}</ErrorState>
  );
}
