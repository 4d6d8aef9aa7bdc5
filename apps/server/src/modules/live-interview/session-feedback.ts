// A live interview's feedback (the Offline Interview's rubric over the whole session, saved as the
// workspace's step-8 run) and the built-in interviewer's greeting.
import { liveFocusLabels, type LiveFeedbackResponse } from '@cp/contracts';
import type { LiveInterviewPlan } from '@cp/engine';
import { workspaceNotFound } from '../workspaces/workspaces.service.ts';
import type { SessionRow } from './live-interview.repository.ts';
import type { LiveInterviewDeps } from './live-interview.service.ts';
import { gradingInput } from './session-transcript.ts';

export function greetingFor(plan: LiveInterviewPlan, minutes: number, focus: SessionRow['focus']): string {
  const role = plan.role ? `the ${plan.role} role` : 'this role';
  return (
    `Hello, I am Career Prep's built-in practice interviewer, not a live AI: I ask questions prepared from your resume and this posting. ` +
    `This ${minutes}-minute interview for ${role} focuses on ${liveFocusLabels[focus].toLowerCase()} questions. ${plan.questions[0]?.question ?? ''}`.trim()
  );
}

export function createSessionFeedback(deps: Pick<LiveInterviewDeps, 'db' | 'repo' | 'engine' | 'clock'>) {
  const { db, clock } = deps;
  const asOf = () => {
    const now = clock.now();
    return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
  };

  return async function feedbackFor(userId: string, session: SessionRow): Promise<LiveFeedbackResponse> {
    const workspace = await deps.repo(db).findWorkspace(userId, session.workspace_id);
    const feedback = await deps.engine.gradeLiveSession(
      gradingInput(session, workspace?.cv_text ?? null, asOf()),
      userId,
    );
    const summary = {
      score: feedback.score,
      asked: feedback.asked,
      answered: feedback.answered,
      verdict: feedback.verdict,
      priorities: [...feedback.priorities],
      spoken: feedback.spoken,
      markdown: feedback.markdown,
    };
    const result = {
      session_id: session.id,
      interviewer: session.interviewer,
      style: session.style,
      focus: session.focus,
      language: session.language,
      minutes: session.minutes,
      minutes_used: session.minutes_used,
      feedback: summary,
    };
    if (
      !(await deps.repo(db).saveRun({
        id: session.id,
        wid: session.workspace_id,
        userId,
        result,
        transcript: session.turns,
        at: clock.now(),
      }))
    )
      throw workspaceNotFound();
    return { session_id: session.id, run_id: session.id, feedback: summary, transcript: session.turns };
  };
}
