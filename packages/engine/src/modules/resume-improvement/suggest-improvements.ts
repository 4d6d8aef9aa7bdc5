import type { EngineData } from '../../engine-data.ts';
import { parsePosting, type ParsedPosting } from '../../posting/parse-posting.ts';
import { parseResume, type ParsedResume } from '../../resume/parse-resume.ts';
import type { YearMonth } from '../../types.ts';
import { buildClaimFacts } from '../claims/claim-facts.ts';
import { flagClaims } from '../claims/flag-claims.ts';
import type { ImprovementResult, ResumeChange } from '../module-types.ts';
import { listBullets } from '../shared/bullet-checks.ts';
import { addToSkillsLine, addToSummary, postingKeywords, usePostingWords, type PostingKeyword } from './keyword-changes.ts';
import { addOutcomePlaceholder, rewritePassive, rewriteWeakOpener, type Rewrite } from './rewrite-bullet.ts';
import { findVerbatim } from './verbatim.ts';

export interface ResumeImprovementInput {
  readonly resumeText: string;
  /** Optional: with a posting, changes also use its words for skills the resume already shows. */
  readonly postingText?: string | null;
  readonly asOf: YearMonth;
}

const MAX_CHANGES = 20;

/** A bullet through the rules in order: the opener, the voice, the posting's words, the outcome. */
function rewriteBullet(text: string, keywords: readonly PostingKeyword[], data: EngineData): Rewrite[] {
  const steps: Rewrite[] = [];
  let current = text;
  for (const rule of [rewriteWeakOpener, rewritePassive, (t: string) => usePostingWords(t, keywords, data, { isList: false }), addOutcomePlaceholder]) {
    const result = rule(current);
    if (!result) continue;
    steps.push(result);
    current = result.text;
  }
  return steps;
}

function toChange(original: string, phrase: string, section: string, steps: readonly Rewrite[]): ResumeChange | null {
  if (steps.length === 0) return null;
  const old = findVerbatim(original, phrase);
  const text = steps[steps.length - 1]!.text;
  if (!old || text === old) return null;
  return {
    old_phrase: old,
    new_phrase: text,
    rationale: steps.map((s) => s.rationale).join('\n'),
    reasons: [...new Set(steps.map((s) => s.reason))],
    section,
    placeholders: steps.flatMap((s) => s.placeholders),
  };
}

/**
 * suggestImprovements (module 4, Resume Improvement): phrase-level rewrites, each with its reasons as
 * '- ' lines: weak verbs, passive voice, missing outcomes (a bracketed placeholder for the user to
 * fill, never an invented result), and the posting's words for skills the resume already shows (in a
 * bullet, the skills list, the summary). old_phrase is verbatim from the resume; new_phrase adds no
 * employer, title, date, degree, number or skill the resume does not contain (checked: `flags`).
 */
export function suggestImprovements(input: ResumeImprovementInput, data: EngineData): ImprovementResult {
  const resume = parseResume(input.resumeText, data, { asOf: input.asOf });
  const posting = input.postingText?.trim() ? parsePosting(input.postingText, data) : null;
  return suggestParsedImprovements(input.resumeText, resume, posting, data);
}

export function suggestParsedImprovements(original: string, resume: ParsedResume, posting: ParsedPosting | null, data: EngineData): ImprovementResult {
  const keywords = postingKeywords(posting);
  const changes: ResumeChange[] = [];
  const add = (change: ResumeChange | null) => {
    if (change && !changes.some((c) => c.old_phrase === change.old_phrase)) changes.push(change);
  };
  const summary = addToSummary(resume, keywords, data);
  if (summary) add(toChange(original, summary.line, 'summary', [summary.rewrite]));
  for (const bullet of listBullets(resume)) add(toChange(original, bullet.text, bullet.section, rewriteBullet(bullet.text, keywords, data)));
  const skillsLine = addToSkillsLine(resume, keywords);
  const skillLines = resume.sections.filter((s) => s.kind === 'skills').flatMap((s) => s.lines);
  for (const line of skillLines) {
    const text = line.text.replace(/^\s*(?:•|[-*+]\s)\s*/, '').trim();
    if (!text) continue;
    const steps: Rewrite[] = [];
    const words = usePostingWords(text, keywords, data, { isList: true });
    if (words) steps.push(words);
    if (skillsLine && skillsLine.line.trim() === text) steps.push({ ...skillsLine.rewrite, text: skillsLine.rewrite.text.replace(text.replace(/[.;,\s]+$/, ''), (words?.text ?? text).replace(/[.;,\s]+$/, '')) });
    add(toChange(original, text, 'skills', steps));
  }
  const kept = changes.slice(0, MAX_CHANGES);
  const facts = buildClaimFacts(resume, data);
  const flags = flagClaims(kept.map((c, i) => ({ field: `changes[${i}].new_phrase`, text: c.new_phrase })), facts, data, { checkSkills: true });
  return { changes: kept, flags };
}
