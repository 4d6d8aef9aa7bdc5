import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { storageKeys } from '../../../lib/storage-keys.ts';
import { isBoolean, useStoredState } from '../hooks/use-stored-state.ts';
import { Sidebar, type SidebarProps } from './sidebar.tsx';

/** The sidebar beside the content on wide screens; collapses to an icon rail, remembered per browser. */
export function DesktopSidebar(props: Omit<SidebarProps, 'rail' | 'headerAction'>) {
  const [collapsed, setCollapsed] = useStoredState('local', storageKeys.sidebarCollapsed, false, isBoolean);
  const label = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  const toggle = (
    <Tooltip content={label} disabled={!collapsed}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        aria-expanded={!collapsed}
        aria-controls="app-sidebar"
        onClick={() => setCollapsed(!collapsed)}
        className="text-ink-muted"
      >
        {collapsed ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
      </Button>
    </Tooltip>
  );
  return (
    <aside
      id="app-sidebar"
      aria-label="Sidebar"
      className={cn(
        'sticky top-0 h-dvh shrink-0 border-r border-line bg-surface transition-[width] duration-200',
        collapsed ? 'w-16' : 'w-72',
      )}
    >
      <Sidebar {...props} rail={collapsed} headerAction={toggle} />
    </aside>
  );
}
