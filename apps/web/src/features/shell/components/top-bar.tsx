import type { ReactNode } from 'react';
import { useCurrentPageTitle } from '../hooks/page-title.tsx';

/**
 * Above the content: the menu button on small screens, the page title (the page's heading), the
 * step progress bar, and `end` on the right (the credits badge and offers, composed by the route).
 */
export function TopBar({
  menuButton,
  progress,
  end,
}: {
  menuButton?: ReactNode;
  progress?: ReactNode;
  end?: ReactNode;
}) {
  const title = useCurrentPageTitle();
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-3 border-b border-line bg-surface/95 px-4 backdrop-blur md:px-6">
      {menuButton}
      {/* On a phone a long title wraps to a second line rather than losing its end ('Resume Impr…'). */}
      <h1 className="line-clamp-2 min-w-0 text-sm leading-tight font-semibold break-words text-ink sm:truncate sm:text-base">
        {title}
      </h1>
      {progress ? <div className="ml-auto min-w-0">{progress}</div> : null}
      {end ? (
        <div className={progress ? 'flex shrink-0 items-center gap-2' : 'ml-auto flex shrink-0 items-center gap-2'}>
          {end}
        </div>
      ) : null}
    </header>
  );
}
