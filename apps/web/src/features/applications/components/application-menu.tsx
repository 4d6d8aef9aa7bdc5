import { APPLICATION_STATUSES, applicationStatusLabels, type Application, type ApplicationStatus } from '@cp/contracts';
import { MoreHorizontal, Trash2 } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';

/**
 * A card's menu: mark it as any status (no restriction, docs/product/3-agent-tracker-assistant.md section 4), or
 * Remove.
 */
export function ApplicationMenu({
  app,
  disabled,
  onStatus,
  onRemove,
}: {
  app: Application;
  disabled?: boolean;
  onStatus: (status: ApplicationStatus) => void;
  onRemove: () => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        disabled={disabled}
        aria-label={`Actions for ${app.jobTitle} at ${app.company}`}
        className="flex size-8 shrink-0 items-center justify-center rounded-md text-ink-subtle hover:bg-surface-sunken hover:text-ink disabled:opacity-50 [&_svg]:size-4"
      >
        <MoreHorizontal aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Mark as</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={app.status} onValueChange={(v) => onStatus(v as ApplicationStatus)}>
          {APPLICATION_STATUSES.map((s) => (
            <DropdownMenuRadioItem key={s} value={s}>
              {applicationStatusLabels[s]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onRemove} className="text-danger [&_svg]:text-danger">
          <Trash2 aria-hidden />
          Remove
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
