import type { AnswerText } from './answer-text.ts';
import { quoteOf, type CriterionFinding } from './rubric-types.ts';

const NUMBER =
  /(?:[$€£]\s?)?\b\d[\d,.]*\s?(?:%|percent|k\b|m\b|x\b|hours?|days?|weeks?|months?|years?|minutes?|people|users|customers|patients|engineers|members)?|\b(?:two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|fifty|hundred|thousand|million|half|double|twice)\b/gi;

/** Specificity: figures, named tools or methods, and the speaker's own part ('I' rather than only 'we'). */
export function gradeSpecificity(answer: AnswerText, tools: readonly string[]): CriterionFinding {
  const numbers = [...new Set([...answer.text.matchAll(NUMBER)].map((m) => m[0].trim()))];
  const ownActions = answer.sentences.filter((s) => /\bI\b(?!'d like)/.test(s) || /^i\b/i.test(s));
  const weActions = answer.sentences.filter((s) => /\bwe\b/i.test(s));
  const numberPoints = numbers.length >= 2 ? 40 : numbers.length === 1 ? 25 : 0;
  const toolPoints = tools.length >= 2 ? 30 : tools.length === 1 ? 20 : 0;
  const rolePoints = ownActions.length >= 2 ? 30 : ownActions.length === 1 ? 20 : weActions.length > 0 ? 10 : 0;
  const keep: string[] = [];
  const change: string[] = [];
  if (numbers.length > 0 && tools.length > 0)
    keep.push(
      `You back the story with figures (${numbers.slice(0, 3).join(', ')}) and name what you used (${tools.slice(0, 3).join(', ')}).`,
    );
  else if (numbers.length > 0) keep.push(`You give figures: ${numbers.slice(0, 3).join(', ')}.`);
  else if (tools.length > 0) keep.push(`You name what you used: ${tools.slice(0, 3).join(', ')}.`);
  if (ownActions.length >= 2) keep.push(`You say what you did yourself: ${quoteOf(ownActions[0]!)}`);
  if (numbers.length === 0)
    change.push('Add one true figure: how many, how much, how fast, or by how much it changed.');
  if (tools.length === 0)
    change.push('Name the tool, method or system you used; interviewers listen for the concrete thing.');
  if (ownActions.length === 0)
    change.push(
      weActions.length > 0
        ? "Say what you did, not only what the team did: replace one 'we' with 'I' where it was you."
        : 'Put yourself in the story: say what you did, in the first person.',
    );
  const detail = `${numbers.length} figure${numbers.length === 1 ? '' : 's'}, ${tools.length} named tool${tools.length === 1 ? '' : 's'} or method${tools.length === 1 ? '' : 's'}, ${ownActions.length} sentence${ownActions.length === 1 ? '' : 's'} in the first person.`;
  return {
    criterion: {
      id: 'specificity',
      label: 'Specificity (figures, tools, your own part)',
      score: numberPoints + toolPoints + rolePoints,
      weight: 25,
      detail,
      evidence: [...numbers.slice(0, 4), ...tools.slice(0, 4)],
    },
    keep,
    change,
  };
}
