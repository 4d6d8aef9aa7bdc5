import { ChevronsUpDown, Gift, LifeBuoy, LogOut, Settings } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../../components/ui/cn.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { supportEmail } from '../../../lib/support-email.ts';
import { ReferDialog } from './refer-dialog.tsx';

/** The account menu at the bottom of the sidebar: Settings, Support, Refer & Earn, Log Out. */
export function UserMenu({ email, rail, onLogOut }: { email: string; rail: boolean; onLogOut: () => void }) {
  const navigate = useNavigate();
  const [referOpen, setReferOpen] = useState(false);
  const label = email || 'Guest';
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={rail ? `Account menu, ${label}` : undefined}
          className={cn(
            'flex w-full items-center gap-2.5 rounded-[var(--radius-control)] p-1.5 text-left text-sm hover:bg-surface-sunken data-[state=open]:bg-surface-sunken',
            rail && 'justify-center',
          )}
        >
          <span
            aria-hidden
            className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-semibold text-white uppercase"
          >
            {label.charAt(0)}
          </span>
          {rail ? null : (
            <>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-ink">{label}</span>
                <span className="sr-only">, account menu</span>
              </span>
              <ChevronsUpDown className="size-4 shrink-0 text-ink-muted" aria-hidden />
            </>
          )}
        </DropdownMenuTrigger>
        <DropdownMenuContent side={rail ? 'right' : 'top'} align={rail ? 'end' : 'start'} className="w-60">
          <DropdownMenuLabel className="truncate">{label}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void navigate('/app/settings')}>
            <Settings aria-hidden /> Settings
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a href={`mailto:${supportEmail()}`}>
              <LifeBuoy aria-hidden /> Support
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setReferOpen(true)}>
            <Gift aria-hidden /> Refer &amp; Earn
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onLogOut}>
            <LogOut aria-hidden /> Log Out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReferDialog open={referOpen} onOpenChange={setReferOpen} />
    </>
  );
}
