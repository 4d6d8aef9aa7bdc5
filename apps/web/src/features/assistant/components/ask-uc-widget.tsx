import type { GoalAssistantResponse, PlanPackage } from '@cp/contracts';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { track } from '../../../lib/analytics.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { stepPath, type Step } from '../../../lib/steps.ts';
import { upgradeHref } from '../../../lib/upgrade-param.ts';
import { useAskGoal } from '../api/ask-goal.ts';
import { askUcGenericError, askUcSignInMessage } from '../content/ask-uc-texts.ts';
import { clearAskDraft, readAskDraft, writeAskDraft } from '../utils/ask-draft.ts';
import { AskUcBubble } from './ask-uc-bubble.tsx';
import { LazyLoading } from '../../../components/ui/lazy-loading.tsx';

// Loaded when it first opens: the app home's first paint does not wait for the dialog's code.
const AskUcDialog = lazy(() => import('./ask-uc-dialog.tsx').then((m) => ({ default: m.AskUcDialog })));

export type AskUcWidgetProps = {
  wid: string;
  plan: PlanPackage;
  trialUsed: boolean;
  /** The workspace's completed modules as they are now (the route reads them). */
  completedSteps: readonly number[];
  onStartTrial: () => void;
  startingTrial: boolean;
};

/** The spec's error texts: a non-OK answer names its status and detail; anything else is generic. */
export function askUcErrorText(error: unknown): string {
  if (error instanceof ApiError && error.code !== 'NETWORK')
    return `Ask UC failed (${error.status}): ${error.detail || 'server error'}`;
  return askUcGenericError;
}

/** Ask UC for one workspace: the bubble, the dialog, the per-workspace draft and the analytics events. */
export function AskUcWidget(props: AskUcWidgetProps) {
  // A new workspace gets its own draft: the state below is keyed by it.
  return <AskUcForWorkspace key={props.wid} {...props} />;
}

function AskUcForWorkspace({ wid, plan, trialUsed, completedSteps, onStartTrial, startingTrial }: AskUcWidgetProps) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const ask = useAskGoal();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the dialog's own exit.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const [draft] = useState(() => readAskDraft(wid));
  const [question, setQuestion] = useState(draft.question);
  const [answer, setAnswer] = useState<GoalAssistantResponse | null>(draft.answer);
  const [restored, setRestored] = useState(draft.answer !== null);
  const [error, setError] = useState<string | null>(null);
  const [showExamples, setShowExamples] = useState(draft.answer === null);

  const changeQuestion = (value: string) => {
    setQuestion(value);
    writeAskDraft(wid, { question: value, answer });
  };
  const submit = () => {
    const text = question.trim();
    if (!text || ask.isPending) return;
    if (!session) {
      setError(askUcSignInMessage);
      return;
    }
    setError(null);
    track('ask_uc_submitted', { workspace_id: wid });
    ask.mutate(
      { question: text, workspace_id: wid, plan },
      {
        onSuccess: (result) => {
          setAnswer(result);
          setRestored(false);
          setShowExamples(false);
          writeAskDraft(wid, { question: text, answer: result });
          track('ask_uc_rendered', { intent: result.intent ?? 'legacy', steps: result.uc_flow.length });
        },
        onError: (failure) => setError(askUcErrorText(failure)),
      },
    );
  };
  const wipe = (keepAnswer: boolean) => {
    clearAskDraft(wid);
    setQuestion('');
    setError(null);
    if (!keepAnswer) {
      setAnswer(null);
      setShowExamples(true);
    }
  };
  const openStep = (step: number, pro: boolean) => {
    if (pro && plan === 'free') {
      track('ask_uc_upgrade_prompt', { step });
      if (answer?.upsell) toast(answer.upsell.copy);
      setOpen(false);
      void navigate(upgradeHref(location, `module_${step}`));
      return;
    }
    track('ask_uc_step_clicked', { step });
    setOpen(false);
    void navigate(stepPath(wid, step as Step));
  };

  return (
    <>
      <AskUcBubble onOpen={() => setOpen(true)} />
      {opened ? (
        <Suspense fallback={<LazyLoading label="Opening Ask UC" />}>
          <AskUcDialog
            open={open}
            onOpenChange={setOpen}
            question={question}
            onQuestionChange={changeQuestion}
            onAsk={submit}
            onClear={() => wipe(true)}
            onReset={() => wipe(false)}
            loading={ask.isPending}
            error={error}
            answer={answer}
            answerRestored={restored}
            showExamples={showExamples}
            onToggleExamples={() => setShowExamples((shown) => !shown)}
            plan={plan}
            trialUsed={trialUsed}
            completedSteps={completedSteps}
            onOpenStep={openStep}
            onStartTrial={onStartTrial}
            onSeePlans={() => {
              setOpen(false);
              void navigate(upgradeHref(location, 'open'));
            }}
            startingTrial={startingTrial}
          />
        </Suspense>
      ) : null}
    </>
  );
}
