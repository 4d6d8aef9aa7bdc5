import { Sparkles } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { upgradeHref } from '../../../lib/upgrade-param.ts';

/** Offered to free users who have not used their trial: opens the upgrade dialog (?upgrade=trial) where they are. */
export function TryProButton({ rail }: { rail: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Tooltip content="Try Pro for free" disabled={!rail}>
      <Button
        variant="secondary"
        size={rail ? 'icon' : 'md'}
        className={cn('border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100', rail ? 'mx-auto' : 'w-full')}
        onClick={() => void navigate(upgradeHref(location, 'trial'))}
        aria-label={rail ? 'Try Pro for free' : undefined}
      >
        <Sparkles aria-hidden />
        {rail ? null : 'Try Pro for free'}
      </Button>
    </Tooltip>
  );
}
