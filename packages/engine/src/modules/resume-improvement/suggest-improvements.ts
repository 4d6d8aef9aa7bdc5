import type { EngineData } from '../../engine-data.ts';
import { parsePosting, type ParsedPosting } from '../../posting/parse-posting.ts';
import { parseResume, type ParsedResume } from '../../resume/parse-resume.ts';
import type { YearMonth } from '../../types.ts';
import { buildClaimFacts, findNumbers } from '../claims/claim-facts.ts';
import { flagClaims } from '../claims/flag-claims.ts';
import type { ImprovementResult, ResumeChange } from '../module-types.ts';
import { listBullets, passiveOpening, type ResumeBullet } from '../shared/bullet-checks.ts';
import { openingVerb, rewriteTense, roleTarget, type TenseContext } from './bullet-tense.ts';
import { addToSkillsLine, postingKeywords } from './keyword-changes.ts';
import { mixesTenses } from './mixed-tense.ts';
import { outcomeQuestion } from './outcome-question.ts';
import { isRewritableBullet } from '../shared/rewritable-bullet.ts';
import { rewritePassive, rewriteWeakOpener, type Rewrite } from './rewrite-bullet.ts';
import { trimFiller } from './trim-filler.ts';
import { findVerbatim } from './verbatim.ts';

export interface ResumeImprovementInput {
  readonly resumeText: string;
  /** Optional: with a posting, the skills list also gets the posting's skills the resume's bullets already show. */
  readonly postingText?: string | null;
  readonly asOf: YearMonth;
}

const MAX_CHANGES = 20;

/**
 * True when the bullet opens with an action (after any filler adverb), a weak opener or a passive: the
 * lines the rules are about. A fragment ('Daily vault and ATM balancing', the wrapped half of a line)
 * would need a verb the resume does not give.
 */
export const opensWithAction = (text: string) => {
  const body = text.replace(/^(?:successfully|effectively|actively)\s+/i, '');
  return openingVerb(body) !== null || rewriteWeakOpener(body) !== null || passiveOpening(body) !== null;
};

/** A bullet through the rules in order: the opener, the voice, the filler, the tense; each rule sees the text the last one left. */
export function rewriteBullet(text: string, tense: TenseContext | null): Rewrite[] {
  if (!opensWithAction(text)) return [];
  const steps: Rewrite[] = [];
  let current = text;
  const rules = [
    (t: string) => rewriteWeakOpener(t, { target: tense?.target ?? 'past' }),
    rewritePassive,
    trimFiller,
    (t: string) => rewriteTense(t, tense),
  ];
  for (const rule of rules) {
    const result = rule(current);
    if (!result) continue;
    steps.push(result);
    current = result.text;
  }
  return steps;
}

const numbersOf = (text: string) =>
  findNumbers(text)
    .map((n) => n.text.replace(/[,\s]/g, '').toLowerCase())
    .sort()
    .join(' ');

/**
 * A change from the steps, or null: none when nothing changed but case or spacing, and none when a
 * number would change (a rewrite never adds, drops or alters one), nor when the line would still mix tenses (mixed-tense.ts). The outcome question goes last: the
 * first rationale line names the rule the change applies.
 */
function toChange(
  original: string,
  phrase: string,
  section: string,
  steps: readonly Rewrite[],
  options: { askOutcome: boolean },
): ResumeChange | null {
  if (steps.length === 0) return null;
  const old = findVerbatim(original, phrase);
  const text = steps[steps.length - 1]!.text;
  if (
    !old ||
    text.replace(/\s+/g, ' ').toLowerCase() === old.replace(/\s+/g, ' ').toLowerCase() ||
    numbersOf(old) !== numbersOf(text) ||
    // a line the rules leave in two tenses ('Owned the office; work closely with IT') is not offered
    mixesTenses(text)
  )
    return null;
  const outcome = options.askOutcome ? outcomeQuestion(phrase) : null;
  return {
    old_phrase: old,
    new_phrase: text,
    rationale: [...steps.map((s) => s.rationale), ...(outcome ? [outcome] : [])].join('\n'),
    reasons: [...new Set([...steps.map((s) => s.reason), ...(outcome ? (['missing-outcome'] as const) : [])])],
    section,
    placeholders: [],
  };
}

/** Each role's tense rule, from its own bullets (projects have none). */
function tenseContexts(bullets: readonly ResumeBullet[]): Map<number, TenseContext> {
  const out = new Map<number, TenseContext>();
  for (const b of bullets) {
    if (b.roleIndex === null || out.has(b.roleIndex)) continue;
    const own = bullets.filter((x) => x.roleIndex === b.roleIndex && isRewritableBullet(x.text)).map((x) => x.text);
    const target = roleTarget(b.role, own);
    if (target) out.set(b.roleIndex, { ...target, isCurrent: b.role?.dates?.isCurrent ?? false });
  }
  return out;
}

/**
 * suggestImprovements (module 4, Resume Improvement): rewrites of the resume's experience and project
 * bullets only (never a header, contact line, heading or the summary), each naming the rule it applies
 * in its first '- ' rationale line: a strong verb first, drawn from the bullet itself; active voice;
 * one tense per role; no filler. A bullet that is already good gets no change. A missing result is a
 * question in the rationale, never a placeholder in the text. With a posting, the skills list gets the
 * posting's skills the bullets already show. old_phrase is verbatim from the resume; new_phrase keeps
 * every number and adds no employer, title, date, degree or skill the resume does not contain
 * (checked: `flags`).
 */
export function suggestImprovements(input: ResumeImprovementInput, data: EngineData): ImprovementResult {
  const resume = parseResume(input.resumeText, data, { asOf: input.asOf });
  const posting = input.postingText?.trim() ? parsePosting(input.postingText, data) : null;
  return suggestParsedImprovements(input.resumeText, resume, posting, data);
}

export function suggestParsedImprovements(
  original: string,
  resume: ParsedResume,
  posting: ParsedPosting | null,
  data: EngineData,
): ImprovementResult {
  const changes: ResumeChange[] = [];
  const add = (change: ResumeChange | null) => {
    if (change && !changes.some((c) => c.old_phrase === change.old_phrase)) changes.push(change);
  };
  const bullets = listBullets(resume);
  const tenses = tenseContexts(bullets);
  for (const bullet of bullets) {
    if (!isRewritableBullet(bullet.text)) continue;
    const tense = bullet.roleIndex === null ? null : (tenses.get(bullet.roleIndex) ?? null);
    add(toChange(original, bullet.text, bullet.section, rewriteBullet(bullet.text, tense), { askOutcome: true }));
  }
  const skills = addToSkillsLine(resume, postingKeywords(posting));
  if (skills) add(toChange(original, skills.line, 'skills', [skills.rewrite], { askOutcome: false }));
  // a change the claim checker would flag is dropped, not shown with a warning: a rewrite has no reason to state anything new
  const facts = buildClaimFacts(resume, data);
  const kept = changes
    .filter(
      (c) => flagClaims([{ field: 'new_phrase', text: c.new_phrase }], facts, data, { checkSkills: true }).length === 0,
    )
    .slice(0, MAX_CHANGES);
  // every kept change passed the check: no flags to show
  return { changes: kept, flags: [] };
}
