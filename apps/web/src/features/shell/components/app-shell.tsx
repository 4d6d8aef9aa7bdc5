import { Menu } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Sheet, SheetTrigger } from '../../../components/ui/sheet.tsx';
import { PageTitleProvider } from '../hooks/page-title.tsx';
import { useAlertAsToast } from '../hooks/use-alert-as-toast.ts';
import { DRAWER_QUERY, NARROW_QUERY, useMediaQuery } from '../hooks/use-media-query.ts';
import type { ShellUser } from '../shell-user.ts';
import { DesktopSidebar } from './desktop-sidebar.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { SmallScreenNotice } from './small-screen-notice.tsx';
import type { WorkspacePickerRender } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';

type AppShellProps = {
  user: ShellUser;
  workspaceId: string | null;
  onLogOut: () => void;
  /** The step progress bar for the top bar (the route decides where it shows). */
  progress?: ReactNode;
  /** The workspace picker in the sidebar, composed by the route (the shell knows no workspaces). */
  workspacePicker?: WorkspacePickerRender;
  /** The right end of the top bar (credits badge, offer countdown), composed by the route. */
  topBarEnd?: ReactNode;
  /** Slim notices between the top bar and the page (out of credits, trial offer), composed by the route. */
  notices?: ReactNode;
  /**
   * Under 640px the drawer closes when credits run out, so the out-of-credits notice is seen
   * (docs/product/1-platform.md section 2).
   */
  isOutOfCredits?: boolean;
  children: ReactNode;
};

/** The signed-in frame: sidebar (or drawer under 768px), top bar, and the page in <main>. */
export function AppShell({
  user,
  workspaceId,
  onLogOut,
  progress,
  workspacePicker,
  topBarEnd,
  notices,
  isOutOfCredits = false,
  children,
}: AppShellProps) {
  useAlertAsToast();
  const isDrawer = useMediaQuery(DRAWER_QUERY);
  const location = useLocation();
  // The drawer belongs to the location it was opened at: any navigation closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = isDrawer && drawerOpenAt === location.key;
  const setDrawerOpen = (open: boolean) => setDrawerOpenAt(open ? location.key : null);
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const [wasOutOfCredits, setWasOutOfCredits] = useState(isOutOfCredits);
  if (wasOutOfCredits !== isOutOfCredits) {
    // Adjusting state while rendering (React's pattern for reacting to a changed prop).
    setWasOutOfCredits(isOutOfCredits);
    if (isOutOfCredits && isNarrow && drawerOpenAt !== null) setDrawerOpenAt(null);
  }
  const sidebar = { user, workspaceId, onLogOut, workspacePicker };

  const menuButton = isDrawer ? (
    <SheetTrigger asChild>
      <Button variant="ghost" size="icon" aria-label="Open navigation" className="-ml-2">
        <Menu className="size-5" aria-hidden />
      </Button>
    </SheetTrigger>
  ) : null;

  return (
    <PageTitleProvider>
      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
        <div className="flex min-h-dvh bg-surface-muted">
          <a
            href="#main-content"
            className="sr-only z-50 rounded-md bg-surface px-3 py-2 font-medium text-brand-700 shadow-[var(--shadow-pop)] focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Skip to content
          </a>
          {isDrawer ? null : <DesktopSidebar {...sidebar} />}
          <div className="flex min-w-0 flex-1 flex-col">
            <SmallScreenNotice />
            <TopBar menuButton={menuButton} progress={progress} end={topBarEnd} />
            {notices}
            {/* The page's end scrolls clear of the Ask UC bubble and its hint (--floating-clearance, styles.css). */}
            <main id="main-content" tabIndex={-1} className="flex-1 pb-[var(--floating-clearance)] outline-none">
              {children}
            </main>
          </div>
        </div>
        {isDrawer ? <MobileDrawer {...sidebar} onClose={() => setDrawerOpen(false)} /> : null}
      </Sheet>
    </PageTitleProvider>
  );
}
