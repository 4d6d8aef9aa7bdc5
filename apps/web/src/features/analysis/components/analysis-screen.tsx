import type { PlanPackage } from '@cp/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import type { UpgradeReason } from '../../../lib/upgrade-param.ts';
import { useRunModule } from '../api/run-module.ts';
import { MODULE_TOAST_MS } from '../utils/format.ts';
import { findDocumentProblem } from '../utils/missing-document.ts';
import { moduleScreens, proOnlyScreens, type AnalysisStep } from '../utils/module-screens.ts';
import { AnalysisHeader } from './analysis-header.tsx';
import { AnalyzingOverlay } from './analyzing-overlay.tsx';
import { MissingDocumentPrompt } from './missing-document-prompt.tsx';
import { isValidStoredResult, ModuleResult } from './module-result.tsx';
import { NextStepLinks } from './next-step-links.tsx';
import { NoResultYet, InvalidResult } from './result-placeholders.tsx';
import { ProLockedCard } from './pro-locked-card.tsx';

export type AnalysisScreenProps = {
  step: AnalysisStep;
  wid: string;
  cvText: string;
  jdText: string;
  /** The newest stored run of this module (workspace detail's module_outputs[key].latest), if any. */
  latest: { run_id: string; result: unknown } | undefined;
  /** Undefined while the plan loads: nothing is locked until it is known (the server gates anyway). */
  plan: PlanPackage | undefined;
  links: { documents: string; step: (step: number) => string; upgrade: (reason: UpgradeReason) => string };
  /** After a successful run: fetch the workspace again so the new result shows. */
  onRunSuccess: () => Promise<unknown>;
  /** A failed run: the route composes the credit gate, the plan gate and the error toast. */
  onRunError: (error: unknown) => void;
};

/** One analysis step (spec 2 sections 2 and 4): header and action, prompts, the overlay, and the latest result. */
export function AnalysisScreen({ step, wid, cvText, jdText, latest, plan, links, onRunSuccess, onRunError }: AnalysisScreenProps) {
  const screen = moduleScreens[step];
  const [location, setLocation] = useState('');
  const run = useRunModule({
    onSuccess: async () => {
      await onRunSuccess();
      toast.success(`${screen.title} completed successfully.`, { duration: MODULE_TOAST_MS });
    },
    onError: onRunError,
  });
  const isFree = plan === 'free';
  const lockedText = isFree ? proOnlyScreens[step] : undefined;
  const problem = findDocumentProblem(screen.needs, cvText, jdText);
  const hasResult = latest !== undefined;
  const isValid = hasResult && isValidStoredResult(step, latest.result);
  const analyze = () => run.mutate({ module: screen.key, wid, location: step === 2 ? location.trim() : undefined });

  if (lockedText) {
    return (
      <div className="space-y-6">
        <AnalysisHeader title={screen.title} subtitle={screen.subtitle} />
        <ProLockedCard text={lockedText} upgradeHref={links.upgrade(`module_${step}`)} />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <AnalysisHeader
        title={screen.title}
        subtitle={screen.subtitle}
        actionLabel={run.isPending ? 'Analyzing…' : hasResult ? screen.rerunLabel : screen.actionLabel}
        isActionDisabled={run.isPending || problem !== null}
        onAction={analyze}
        location={step === 2 ? { value: location, onChange: setLocation } : undefined}
      />
      {problem ? <MissingDocumentPrompt problem={problem} documentsHref={links.documents} /> : null}
      {run.isPending ? <AnalyzingOverlay texts={screen.loadingTexts} /> : null}
      {hasResult && isValid ? <NextStepLinks links={screen.next.map((n) => ({ href: links.step(n.step), label: n.label }))} /> : null}
      {!hasResult ? (
        <NoResultYet title={screen.title} text={screen.emptyText} />
      ) : isValid ? (
        <ModuleResult step={step} stored={latest.result} runId={latest.run_id} isFree={isFree} trialHref={links.upgrade('trial')} />
      ) : (
        <InvalidResult message={screen.invalidMessage} onRerun={problem || run.isPending ? undefined : analyze} />
      )}
    </div>
  );
}
