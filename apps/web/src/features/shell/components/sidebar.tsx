import { FileText, House } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../../../components/ui/brand-mark.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { storageKeys } from '../../../lib/storage-keys.ts';
import { isProLocked, stepInfo, stepPath, toolkitGroups, toolSteps, type Step } from '../../../lib/steps.ts';
import { isBooleanRecord, useStoredState } from '../hooks/use-stored-state.ts';
import type { ShellUser } from '../shell-user.ts';
import { SidebarItem } from './sidebar-item.tsx';
import { SidebarSection } from './sidebar-section.tsx';
import { TryProButton } from './try-pro-button.tsx';
import { UserMenu } from './user-menu.tsx';

/** Why the workspace links cannot open yet: the workspace list has not answered (or failed). */
export const NO_WORKSPACE = 'Your workspace is not loaded yet';

/** Renders the workspace picker where the sidebar keeps its place (below Home); `rail` is the icon-rail mode. */
export type WorkspacePickerRender = (options: { rail: boolean }) => ReactNode;

export type SidebarProps = {
  user: ShellUser;
  /** The workspace the links go into; null while none is known, which keeps them unavailable. */
  workspaceId: string | null;
  workspacePicker?: WorkspacePickerRender;
  /** Icon rail (desktop, collapsed). */
  rail?: boolean;
  /** Right of the logo: the collapse toggle on desktop, the close button in the drawer. */
  headerAction?: ReactNode;
  onLogOut: () => void;
};

/** Logo, home, workspace slot, 'Resume & Job', Tools and Toolkit sections, trial offer, user menu. */
export function Sidebar({ user, workspaceId, workspacePicker, rail = false, headerAction, onLogOut }: SidebarProps) {
  const [openSections, setOpenSections] = useStoredState(
    'local',
    storageKeys.sidebarSections,
    {} as Record<string, boolean>,
    isBooleanRecord,
  );
  const { pathname } = useLocation();
  const isOpen = (id: string) => openSections[id] ?? true;
  // Home is the workspace's home once there is one (/app/homepage would send it on to the agent).
  const homePath = workspaceId ? `/app/w/${workspaceId}` : '/app/homepage';
  const isHome =
    /^\/app(?:\/homepage)?\/?$/.test(pathname) ||
    (workspaceId !== null && new RegExp(`^/app/w/${workspaceId}(?:/home)?/?$`).test(pathname));
  const setOpen = (id: string) => (open: boolean) => setOpenSections({ ...openSections, [id]: open });

  const stepItem = (step: Step) => (
    <li key={step}>
      <SidebarItem
        rail={rail}
        step={step}
        label={stepInfo[step].name}
        to={workspaceId ? stepPath(workspaceId, step) : null}
        unavailableReason={workspaceId ? undefined : NO_WORKSPACE}
        locked={isProLocked(step, user.plan)}
      />
    </li>
  );

  return (
    <div className="flex h-full flex-col">
      <div
        className={cn(
          'flex h-14 shrink-0 items-center gap-2 border-b border-line px-3',
          rail ? 'justify-center' : 'justify-between',
        )}
      >
        {rail ? null : (
          <Link to={homePath} className="rounded-md">
            <BrandMark />
          </Link>
        )}
        {headerAction}
      </div>
      <nav aria-label="Main" className={cn('flex-1 overflow-y-auto py-3', rail ? 'px-2' : 'px-3')}>
        <ul className="space-y-0.5">
          <li>
            <SidebarItem rail={rail} label="Home" icon={House} to={homePath} active={isHome} />
          </li>
        </ul>
        {workspacePicker?.({ rail })}
        <ul className="mt-0.5 space-y-0.5">
          <li>
            <SidebarItem
              rail={rail}
              label="Resume & Job"
              icon={FileText}
              to={workspaceId ? `/app/w/${workspaceId}/documents` : null}
              unavailableReason={workspaceId ? undefined : NO_WORKSPACE}
            />
          </li>
        </ul>
        <div className={cn(rail ? 'mt-2 space-y-2' : 'mt-4 space-y-3')}>
          <SidebarSection title="Tools" rail={rail} open={isOpen('tools')} onOpenChange={setOpen('tools')}>
            {toolSteps.map(stepItem)}
          </SidebarSection>
          <div className={cn(rail ? 'space-y-2' : 'space-y-1')}>
            {rail ? null : (
              <div className="px-2 pt-1">
                <p className="text-sm font-semibold text-ink">Toolkit</p>
              </div>
            )}
            {toolkitGroups.map((group) => (
              <SidebarSection
                key={group.id}
                title={group.label}
                rail={rail}
                open={isOpen(group.id)}
                onOpenChange={setOpen(group.id)}
              >
                {group.steps.map(stepItem)}
              </SidebarSection>
            ))}
          </div>
        </div>
      </nav>
      <div className={cn('shrink-0 space-y-2 border-t border-line p-3', rail && 'px-2')}>
        {user.plan === 'free' && !user.trialUsed ? <TryProButton rail={rail} /> : null}
        <UserMenu email={user.email} rail={rail} onLogOut={onLogOut} />
      </div>
    </div>
  );
}
