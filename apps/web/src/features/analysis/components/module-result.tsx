import { parseStoredAnalysisResult } from '@cp/contracts';
import { moduleScreens, type AnalysisStep } from '../utils/module-screens.ts';
import { AdviceLead } from './advice-lead.tsx';
import { CoverLetterEditor } from './cover-letter/cover-letter-editor.tsx';
import { FitMatrixResult } from './fit-matrix/fit-matrix-result.tsx';
import { QuestionGroups } from './interview-questions/question-groups.tsx';
import { JobDecoderResult } from './job-decoder/job-decoder-result.tsx';
import { ImprovementReview } from './resume-improvement/improvement-review.tsx';
import { ResumeAuditResult } from './resume-audit/resume-audit-result.tsx';

type Props = {
  step: AnalysisStep;
  stored: unknown;
  runId: string;
  advice?: readonly string[] | null;
  isFree: boolean;
  isTrial?: boolean;
  trialHref: string;
  wid: string;
  /** The workspace resume now (Resume Improvement shows it after an Apply). */
  cvText: string;
  /** The user's saved edit of the run's result (the cover letter), if any. */
  editedText: string | null;
  /** The resume or a saved edit changed on the server: fetch the workspace again. */
  onWorkspaceChanged: () => Promise<unknown>;
};

/** The latest stored result of a step, led by its advice ('What to do next', docs/decisions/018). */
export function ModuleResult({ advice, ...props }: Props) {
  return (
    <div className="space-y-6">
      <AdviceLead advice={advice} />
      <StepResult {...props} />
    </div>
  );
}

/** The latest stored result of a step, checked against its schema; null when it is invalid. */
function StepResult({
  step,
  stored,
  runId,
  isFree,
  isTrial = false,
  trialHref,
  wid,
  cvText,
  editedText,
  onWorkspaceChanged,
}: Omit<Props, 'advice'>) {
  const locked = { isFree, upgradeHref: trialHref };
  switch (step) {
    case 1: {
      const parsed = parseStoredAnalysisResult('Module 1', stored);
      return parsed.success ? <ResumeAuditResult result={parsed.data} {...locked} /> : null;
    }
    case 2: {
      const parsed = parseStoredAnalysisResult('Module 2', stored);
      return parsed.success ? <JobDecoderResult result={parsed.data} {...locked} /> : null;
    }
    case 3: {
      const parsed = parseStoredAnalysisResult('Module 3', stored);
      // docs/product/2-modules.md section 2: trial or free users see Fit Matrix's experiences and salary blurred
      return parsed.success ? (
        <FitMatrixResult result={parsed.data} isFree={isFree || isTrial} upgradeHref={trialHref} />
      ) : null;
    }
    case 4: {
      const parsed = parseStoredAnalysisResult('Module 4', stored);
      return parsed.success ? (
        <ImprovementReview
          key={runId}
          result={parsed.data}
          wid={wid}
          runId={runId}
          cvText={cvText}
          onResumeChanged={onWorkspaceChanged}
        />
      ) : null;
    }
    case 5: {
      const parsed = parseStoredAnalysisResult('Module 5', stored);
      return parsed.success ? <QuestionGroups questions={parsed.data} /> : null;
    }
    case 9: {
      const parsed = parseStoredAnalysisResult('Module 9', stored);
      // A new run has its own letter: the editor's state starts again from the new result (and its saved edit).
      return parsed.success ? (
        <CoverLetterEditor
          key={runId}
          result={parsed.data}
          wid={wid}
          runId={runId}
          savedEdit={editedText}
          onSaved={onWorkspaceChanged}
        />
      ) : null;
    }
  }
}

/** True when the stored result parses for its step (invalid data shows the spec's message instead). */
export function isValidStoredResult(step: AnalysisStep, stored: unknown): boolean {
  return parseStoredAnalysisResult(moduleScreens[step].key, stored).success;
}
