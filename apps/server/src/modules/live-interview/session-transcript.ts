import type { LiveSessionInput, LiveTurnInput } from '@cp/engine';
import type { SessionRow, TranscriptLine } from './live-interview.repository.ts';

/**
 * The session's questions with everything the candidate said to each (follow-up answers joined), for
 * the rubric. The browser interviewer's lines carry the planned question's index (its guidelines and
 * basis come from the plan); a realtime interviewer's line that asks something starts a new question.
 */
export function turnsForGrading(session: Pick<SessionRow, 'interviewer' | 'plan' | 'turns'>): LiveTurnInput[] {
  const turns: Array<{
    question: string;
    guidelines?: readonly string[];
    basis?: string;
    category?: string;
    answers: string[];
  }> = [];
  for (const line of session.turns) {
    if (line.role === 'interviewer') {
      const asks = session.interviewer === 'browser' ? line.kind === 'question' : /\?\s*$|\?["'”]?\s/.test(line.text);
      if (!asks) continue;
      const planned = line.question_index !== undefined ? session.plan.questions[line.question_index] : undefined;
      turns.push(
        planned
          ? {
              question: planned.question,
              guidelines: planned.guidelines,
              basis: planned.basis,
              category: planned.category,
              answers: [],
            }
          : { question: questionOf(line.text), answers: [] },
      );
    } else if (turns.length > 0) {
      turns[turns.length - 1]!.answers.push(line.text);
    }
  }
  return turns.map(({ answers, ...t }) => ({ ...t, answer: answers.join('\n').trim() || null }));
}

/** The question in an interviewer's line (its last sentence that asks), without the greeting before it. */
function questionOf(text: string): string {
  const sentences = text.split(/(?<=[.!?])\s+/);
  return sentences.filter((s) => s.includes('?')).pop() ?? text;
}

export function gradingInput(
  session: SessionRow,
  resumeText: string | null,
  asOf: LiveSessionInput['asOf'],
): LiveSessionInput {
  return { turns: turnsForGrading(session), resumeText, asOf, style: session.style };
}

export const line = (
  role: TranscriptLine['role'],
  text: string,
  at: Date,
  extra: Partial<TranscriptLine> = {},
): TranscriptLine => ({ role, text, at: at.toISOString(), ...extra });
