import { parseStoredAnalysisResult, type AnalysisRunFlag, type AnalysisSource, type PlanPackage } from '@cp/contracts';
import { useCapabilities } from '../api/get-capabilities.ts';
import { useResumeVersions } from '../api/get-resume-versions.ts';
import { isRerunFree, letterLanguageNote } from '../utils/rerun-cost.ts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { UpgradeReason } from '../../../lib/upgrade-param.ts';
import { useRunModule } from '../api/run-module.ts';
import { useLetterLanguage } from '../hooks/use-letter-language.ts';
import { MODULE_TOAST_MS } from '../utils/format.ts';
import { letterLanguages } from '../utils/letter-languages.ts';
import { findDocumentProblem, type DocumentProblem } from '../utils/missing-document.ts';
import { moduleScreens, proOnlyScreens, type AnalysisStep } from '../utils/module-screens.ts';
import { AnalysisHeader } from './analysis-header.tsx';
import { AnalyzingOverlay } from './analyzing-overlay.tsx';
import { MissingDocumentPrompt } from './missing-document-prompt.tsx';
import { isValidStoredResult, ModuleResult } from './module-result.tsx';
import { NextStepLinks } from './next-step-links.tsx';
import { NoResultYet, InvalidResult } from './result-placeholders.tsx';
import { ProLockedCard } from './pro-locked-card.tsx';
import { RunSourceNote } from './run-source-note.tsx';

export type StoredRun = {
  run_id: string;
  result: unknown;
  source?: AnalysisSource;
  flags?: AnalysisRunFlag[];
  advice?: string[] | null;
  edited_text?: string;
};

export type AnalysisScreenProps = {
  step: AnalysisStep;
  wid: string;
  cvText: string;
  jdText: string;
  /** The newest stored run of this module (workspace detail's module_outputs[key].latest), if any. */
  latest: StoredRun | undefined;
  /** Undefined while the plan loads: nothing is locked until it is known (the server gates anyway). */
  plan: PlanPackage | undefined;
  /** A Pro trial: Fit Matrix blurs the same sections as for free users (docs/product/2-modules.md section 2). */
  isTrial?: boolean;
  /**
   * A run starts: whether it will be charged (the route deducts one credit optimistically, docs/product/1-platform.md
   * section 4).
   */
  onRunStart?: (options: { isCharged: boolean }) => void;
  links: { documents: string; step: (step: number) => string; upgrade: (reason: UpgradeReason) => string };
  /** The route's uploader for a missing document (the documents feature); without it the prompt links to My Documents. */
  renderUploader?: (missing: DocumentProblem['missing']) => ReactNode;
  /** The route's 'Out of credits' notice when the balance cannot pay for a run: shown, and the action is disabled. */
  creditShortage?: ReactNode;
  /** After a successful run: fetch the workspace again so the new result shows. */
  onRunSuccess: () => Promise<unknown>;
  /** The resume changed here (Resume Improvement's Apply or Undo) or a letter edit was saved: fetch the workspace again. */
  onWorkspaceChanged?: () => Promise<unknown>;
  /** A failed run: the route composes the credit gate, the plan gate and the error toast. */
  onRunError: (error: unknown) => void;
};

/**
 * One analysis step (docs/product/2-modules.md sections 2 and 4): header and action, prompts, the overlay, and the
 * latest result.
 */
export function AnalysisScreen({
  step,
  wid,
  cvText,
  jdText,
  latest,
  plan,
  isTrial,
  links,
  renderUploader,
  creditShortage,
  onRunStart,
  onRunSuccess,
  onWorkspaceChanged = onRunSuccess,
  onRunError,
}: AnalysisScreenProps) {
  const screen = moduleScreens[step];
  const [location, setLocation] = useState('');
  const storedLanguage = step === 9 ? storedLetterLanguage(latest) : null;
  const [language, setLanguage] = useLetterLanguage(storedLanguage);
  const capabilities = useCapabilities().data;
  const run = useRunModule({
    onSuccess: async (answer) => {
      await onRunSuccess();
      // docs/product/2-modules.md section 4: invalid returned data resets the analysis and says so.
      if (!parseStoredAnalysisResult(screen.key, answer.result).success)
        toast.error(screen.invalidReturnedMessage, { duration: MODULE_TOAST_MS });
      else if (answer.reused) toast.info(answer.message, { duration: MODULE_TOAST_MS });
      else toast.success(`${screen.title} completed successfully.`, { duration: MODULE_TOAST_MS });
    },
    onError: onRunError,
  });
  const isFree = plan === 'free';
  const lockedText = isFree ? proOnlyScreens[step] : undefined;
  const problem = findDocumentProblem(screen.needs, cvText, jdText);
  const hasResult = latest !== undefined;
  const isValid = hasResult && isValidStoredResult(step, latest.result);
  useInvalidStoredToast(hasResult && !isValid && !run.isPending ? latest.run_id : null, screen.invalidStoredMessage);
  // Resume Improvement's run whose changes the resume now holds read an older resume: a new run is charged.
  const versions = useResumeVersions(wid, { enabled: step === 4 && isValid });
  const isRunApplied = step === 4 && latest !== undefined && versions.data?.current?.run_id === latest.run_id;
  const isFreeRerun = isValid && !isRunApplied && isRerunFree({ step, latest, capabilities, language, storedLanguage });
  const languageLabel = letterLanguages.find((l) => l.code === language)?.label ?? language;
  const languageProblem = step === 9 ? letterLanguageNote(language, languageLabel, capabilities) : null;
  const analyze = () => {
    onRunStart?.({ isCharged: !isFreeRerun });
    run.mutate({
      module: screen.key,
      wid,
      location: step === 2 ? location.trim() : undefined,
      language: step === 9 ? language : undefined,
    });
  };
  // a free re-run needs no credit; a language the server cannot write is never sent
  const canRun = problem === null && (!creditShortage || isFreeRerun) && !run.isPending && languageProblem === null;

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
        // An invalid stored result counts as reset: the button offers a first run again.
        actionLabel={
          run.isPending
            ? 'Analyzing…'
            : isValid
              ? `${screen.rerunLabel}${isFreeRerun ? ' (no charge)' : ''}`
              : screen.actionLabel
        }
        isActionDisabled={!canRun}
        onAction={analyze}
        location={
          step === 2
            ? {
                value: location,
                onChange: setLocation,
                hint:
                  capabilities && !capabilities.location_changes_salary
                    ? 'Salary figures are US national (BLS); a location does not change them, and costs nothing.'
                    : undefined,
              }
            : undefined
        }
        language={
          step === 9
            ? {
                value: language,
                onChange: setLanguage,
                options: letterLanguages,
                disabled: run.isPending,
                problem: languageProblem,
              }
            : undefined
        }
        note={
          isFreeRerun && !run.isPending
            ? 'Nothing changed since your last run: running it again shows the same result and uses no credit.'
            : null
        }
      />
      {problem ? (
        <MissingDocumentPrompt problem={problem} documentsHref={links.documents}>
          {renderUploader ? renderUploader(problem.missing) : null}
        </MissingDocumentPrompt>
      ) : null}
      {problem || isFreeRerun ? null : creditShortage}
      {run.isPending ? <AnalyzingOverlay texts={screen.loadingTexts} /> : null}
      {isValid ? (
        <NextStepLinks links={screen.next.map((n) => ({ href: links.step(n.step), label: n.label }))} />
      ) : null}
      {isValid ? <RunSourceNote source={latest.source} flags={latest.flags} /> : null}
      {!hasResult ? (
        <NoResultYet title={screen.title} text={screen.emptyText} />
      ) : isValid ? (
        <ModuleResult
          step={step}
          stored={latest.result}
          runId={latest.run_id}
          advice={latest.advice}
          isFree={isFree}
          isTrial={isTrial === true}
          trialHref={links.upgrade('trial')}
          wid={wid}
          cvText={cvText}
          editedText={latest.edited_text ?? null}
          onWorkspaceChanged={onWorkspaceChanged}
        />
      ) : (
        <InvalidResult message={screen.invalidStoredMessage} onRerun={canRun ? analyze : undefined} />
      )}
    </div>
  );
}

function storedLetterLanguage(latest: StoredRun | undefined): string | null {
  if (!latest) return null;
  const parsed = parseStoredAnalysisResult('Module 9', latest.result);
  return parsed.success ? parsed.data.language : null;
}

/** Says once per stored run that its data is invalid (the screen then shows it as reset). */
function useInvalidStoredToast(invalidRunId: string | null, message: string) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!invalidRunId || shown.current === invalidRunId) return;
    shown.current = invalidRunId;
    toast.error(message, { duration: MODULE_TOAST_MS });
  }, [invalidRunId, message]);
}
