import { hasFigure, hasResultClause, isStatement } from '../shared/bullet-checks.ts';

/** What to ask about a line's result, by what the line is about (data); the last one asks in general. */
export const OUTCOME_QUESTIONS: ReadonlyArray<{ readonly pattern: RegExp | null; readonly examples: string }> = [
  {
    pattern: /\b(?:train\w*|mentor\w*|coach\w*|teach\w*|taught|onboard\w*|tutor\w*)\b/i,
    examples: 'how many people, or how fast they got up to speed',
  },
  {
    pattern: /\b(?:customers?|clients?|patients?|guests?|residents?|users?|students?)\b/i,
    examples: 'satisfaction, repeat business or time to serve them',
  },
  {
    pattern: /\b(?:sales?|revenue|deals?|pipeline|leads?|accounts?)\b/i,
    examples: 'revenue, deals won or accounts kept',
  },
  {
    pattern: /\b(?:reports?|dashboards?|analys[ie]s|insights?|forecasts?)\b/i,
    examples: 'a decision it informed or hours it saved',
  },
  { pattern: /\b(?:process\w*|procedures?|workflows?|automat\w*|schedul\w*)\b/i, examples: 'time saved or errors cut' },
  { pattern: null, examples: 'time saved, errors cut or money saved' },
];

/**
 * A question for a line that says what was done but not what came of it: asked in the rationale, never
 * written into the suggested text (only the user knows the result). Null when the line states one.
 */
export function outcomeQuestion(text: string): string | null {
  if (!isStatement(text) || hasFigure(text) || hasResultClause(text)) return null;
  const examples = OUTCOME_QUESTIONS.find((q) => q.pattern === null || q.pattern.test(text))!.examples;
  return `- Outcome: what changed because of this? For example ${examples}. If you know, add it in your own words.`;
}
