import type { BuilderState } from '@cp/contracts';
import { useRef } from 'react';
import { ErrorState } from '../../../components/ui/state-panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { serverDetail } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useBuilderDocument } from '../hooks/use-builder-document.ts';
import { useChosenPost } from '../hooks/use-chosen-post.ts';
import { builderSteps, useBuilderUi, type BuilderStep } from '../hooks/use-builder-ui.ts';
import { BuildPanel } from './build-panel.tsx';
import { ExportPanel } from './export-panel.tsx';
import { AtsToggle, PageModeToggle } from './page-mode-toggle.tsx';
import { PreviewPane } from './preview-pane.tsx';
import { SaveStatusLine } from './save-status.tsx';
import { ScoresBar } from './scores-bar.tsx';
import { SplitDivider } from './split-divider.tsx';
import { StartPanel } from './start-panel.tsx';
import { TailorPanel } from './tailor-panel.tsx';
import { VersionsPanel } from './versions-panel.tsx';

const stepLabels: Record<BuilderStep, string> = { start: 'Start', build: 'Build', tailor: 'Tailor', export: 'Export' };

export type BuilderScreenProps = {
  wid: string;
  exportCost: number;
  onPaidError: (error: unknown) => boolean;
  onExported: () => void;
};

/** Resume Builder (step 7): steps on the left, the live preview on the right, a draggable divider between. */
export function BuilderScreen({ wid, exportCost, onPaidError, onExported }: BuilderScreenProps) {
  const userId = useSession()?.userId ?? '';
  const [ui, setUi] = useBuilderUi(userId);
  const builder = useBuilderDocument(wid);
  // one job post for Tailor, JD Match and the other scores (docs/decisions/034)
  const chosen = useChosenPost(userId, wid);
  const split = useRef<HTMLDivElement>(null);
  const { state } = builder;

  if (builder.query.isPending) return <Skeleton className="h-[70vh] w-full" />;
  if (builder.query.isError) {
    return (
      <ErrorState
        message="Failed to load your resume builder."
        detail={serverDetail(builder.query.error, '')}
        onRetry={() => void builder.query.refetch()}
        retrying={builder.query.isFetching}
      />
    );
  }
  const step: BuilderStep = state ? ui.step : 'start';
  const setDoc = (doc: BuilderState['doc']) => builder.update((s) => ({ ...s, doc }));

  return (
    <div ref={split} className="flex flex-col gap-4 lg:h-[calc(100vh-8rem)] lg:flex-row lg:gap-0">
      <div className="flex min-w-0 flex-col gap-4 lg:overflow-y-auto lg:pr-3" style={{ flexBasis: `${ui.split}%` }}>
        <nav aria-label="Builder steps">
          <ol className="flex gap-1 rounded-[var(--radius-control)] bg-surface-sunken p-1">
            {builderSteps.map((s, i) => (
              <li key={s} className="flex-1">
                <button
                  type="button"
                  aria-current={step === s ? 'step' : undefined}
                  disabled={!state && s !== 'start'}
                  onClick={() => setUi({ step: s })}
                  className={cn(
                    'w-full rounded px-2 py-1.5 text-sm font-medium text-ink-muted disabled:opacity-50',
                    step === s && 'bg-surface text-ink shadow-sm',
                  )}
                >
                  {i + 1} {stepLabels[s]}
                </button>
              </li>
            ))}
          </ol>
        </nav>
        <SaveStatusLine status={builder.status} onRetry={() => void builder.flush()} />
        {step === 'start' ? (
          <StartPanel
            wid={wid}
            hasDocument={state !== null}
            onUse={(doc) => {
              builder.replaceDoc(doc);
              setUi({ step: 'build' });
            }}
          />
        ) : null}
        {step === 'build' && state ? (
          <>
            <PageModeToggle
              value={state.doc.meta.pageCount}
              onChange={(pageCount) => setDoc({ ...state.doc, meta: { ...state.doc.meta, pageCount } })}
            />
            <AtsToggle
              value={state.doc.meta.ats}
              onChange={(ats) => setDoc({ ...state.doc, meta: { ...state.doc.meta, ats } })}
            />
            <BuildPanel doc={state.doc} onChange={setDoc} />
          </>
        ) : null}
        {step === 'tailor' && state ? (
          <TailorPanel
            wid={wid}
            userId={userId}
            chosen={chosen}
            beforeRun={builder.flush}
            onDocument={builder.adopt}
            onPaidError={onPaidError}
          />
        ) : null}
        {step === 'export' && state ? (
          <>
            <ExportPanel wid={wid} state={state} cost={exportCost} onPaidError={onPaidError} onExported={onExported} />
            <VersionsPanel wid={wid} beforeSave={builder.flush} onRestored={builder.adopt} />
          </>
        ) : null}
      </div>
      <SplitDivider value={ui.split} onChange={(v) => setUi({ split: v })} container={split} />
      <div className="min-h-[60vh] min-w-0 flex-1 lg:min-h-0">
        {state ? (
          <PreviewPane
            state={state}
            zoom={ui.zoom}
            onZoom={(zoom) => setUi({ zoom })}
            onLayout={(change) => builder.update((s) => ({ ...s, ...change }))}
            scores={<ScoresBar wid={wid} savedCount={builder.savedCount} post={chosen.post} />}
          />
        ) : (
          <div className="flex h-full items-center justify-center rounded-[var(--radius-card)] border border-dashed border-line-strong p-8 text-center text-sm text-ink-muted">
            Your resume appears here as you build it, exactly as the PDF will print.
          </div>
        )}
      </div>
    </div>
  );
}
