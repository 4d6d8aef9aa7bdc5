import { Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Tooltip } from '../../../components/ui/tooltip.tsx';

/** Offered to free users who have not used their trial. Billing is not built yet: it opens Settings. */
export function TryProButton({ rail }: { rail: boolean }) {
  const navigate = useNavigate();
  return (
    <Tooltip content="Try Pro for free" disabled={!rail}>
      <Button variant="secondary" size={rail ? 'icon' : 'md'} className={cn('border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100', rail ? 'mx-auto' : 'w-full')} onClick={() => navigate('/app/settings')} aria-label={rail ? 'Try Pro for free' : undefined}>
        <Sparkles aria-hidden />
        {rail ? null : 'Try Pro for free'}
      </Button>
    </Tooltip>
  );
}
