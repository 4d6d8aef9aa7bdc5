import { lazy, Suspense, useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useMe } from '../../features/account/api/get-me.ts';
import { ProLockedCard } from '../../features/analysis/components/pro-locked-card.tsx';
import { useCredits } from '../../features/credits/api/get-credits.ts';
import { useInsufficientCreditsHandler } from '../../features/credits/hooks/use-insufficient-credits-handler.ts';
import { PageContainer } from '../../features/shell/components/page-container.tsx';
import { usePageTitle } from '../../features/shell/hooks/page-title.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { announceCreditsChanged } from '../../lib/credits-events.ts';
import { isProLocked, stepInfo } from '../../lib/steps.ts';
import { upgradeHref } from '../../lib/upgrade-param.ts';
import { useWorkspaceOutlet } from './workspace-outlet-context.ts';

// The builder (editor, preview, drag and drop) is its own chunk: the other steps do not load it.
const BuilderScreen = lazy(() =>
  import('../../features/resume-builder/components/builder-screen.tsx').then((m) => ({ default: m.BuilderScreen })),
);

/** /app/w/{wid}/modules/7: Resume Builder. The route composes the plan lock and the credit gate (a 402 on export opens it). */
export function WorkspaceBuilderRoute() {
  usePageTitle(stepInfo[7].name);
  const { wid } = useWorkspaceOutlet();
  const plan = useMe().data?.subscription?.package;
  const credits = useCredits().data;
  const handleCredits = useInsufficientCreditsHandler();
  const location = useLocation();
  const navigate = useNavigate();
  const onPaidError = useCallback(
    (error: unknown) => {
      if (handleCredits(error)) return true;
      if (error instanceof ApiError && error.status === 403 && error.code === 'PLAN_REQUIRED') {
        void navigate(upgradeHref(location, 'module_7'));
        return true;
      }
      return false;
    },
    [handleCredits, navigate, location],
  );

  return (
    <PageContainer>
      <header className="mb-4">
        <h1 className="text-2xl font-semibold text-ink">Resume Builder</h1>
        <p className="text-sm text-ink-muted">{stepInfo[7].purpose}</p>
      </header>
      {plan && isProLocked(7, plan) ? (
        <ProLockedCard text="Resume Builder is part of Pro." upgradeHref={upgradeHref(location, 'module_7')} />
      ) : (
        <Suspense fallback={<Skeleton className="h-[70vh] w-full" />}>
          <BuilderScreen
            wid={wid}
            exportCost={credits?.costs['Module 7'] ?? 1}
            onPaidError={onPaidError}
            onExported={announceCreditsChanged}
          />
        </Suspense>
      )}
    </PageContainer>
  );
}
