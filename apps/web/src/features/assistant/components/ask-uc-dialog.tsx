import type { GoalAssistantResponse, PlanPackage } from '@cp/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ASK_UC_LOADING_MS, askUcLoadingMessages } from '../content/ask-uc-texts.ts';
import { useRotatingIndex } from '../hooks/use-rotating-message.ts';
import { AskUcAnswer } from './ask-uc-answer.tsx';
import { AskUcForm } from './ask-uc-form.tsx';
import { AskUcUpsell } from './ask-uc-upsell.tsx';

export type AskUcDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  question: string;
  onQuestionChange: (value: string) => void;
  onAsk: () => void;
  onClear: () => void;
  onReset: () => void;
  loading: boolean;
  error: string | null;
  answer: GoalAssistantResponse | null;
  answerRestored: boolean;
  showExamples: boolean;
  onToggleExamples: () => void;
  plan: PlanPackage;
  trialUsed: boolean;
  completedSteps: readonly number[];
  onOpenStep: (step: number, pro: boolean) => void;
  onStartTrial: () => void;
  onSeePlans: () => void;
  startingTrial: boolean;
};

/** The Ask UC dialog: idle, loading (four messages), then the result or the error. */
export function AskUcDialog(props: AskUcDialogProps) {
  const message = useRotatingIndex(askUcLoadingMessages.length, ASK_UC_LOADING_MS, props.loading);
  const { answer } = props;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        title="Ask UC"
        description="Tell Ask UC your career goal. The plan is built from this workspace: your documents, the steps you ran and your credits."
        className="max-w-2xl"
      >
        <AskUcForm
          value={props.question}
          onChange={props.onQuestionChange}
          onSubmit={props.onAsk}
          onClear={props.onClear}
          onReset={props.onReset}
          busy={props.loading}
          showExamples={props.showExamples}
          onToggleExamples={props.onToggleExamples}
        />
        <div className="mt-4" aria-live="polite">
          {props.loading ? (
            <div
              role="status"
              className="flex items-center gap-3 rounded-[var(--radius-control)] bg-surface-sunken px-3 py-3 text-sm text-ink-muted"
            >
              <Spinner label="Asking" />
              <span>{askUcLoadingMessages[message]}</span>
            </div>
          ) : null}
          {props.error && !props.loading ? <Alert tone="error">{props.error}</Alert> : null}
          {answer && !props.loading ? (
            <>
              <AskUcAnswer
                answer={answer}
                plan={props.plan}
                completedSteps={props.completedSteps}
                instant={props.answerRestored}
                onOpenStep={props.onOpenStep}
              />
              {answer.upsell && props.plan === 'free' ? (
                <AskUcUpsell
                  copy={answer.upsell.copy}
                  trialUsed={props.trialUsed}
                  onStartTrial={props.onStartTrial}
                  onSeePlans={props.onSeePlans}
                  starting={props.startingTrial}
                />
              ) : null}
            </>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
