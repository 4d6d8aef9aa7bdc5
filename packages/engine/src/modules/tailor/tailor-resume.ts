import { toResumeDocument } from '../../document/to-resume-document.ts';
import type { ResumeDocument } from '../../document/resume-document-types.ts';
import type { EngineData } from '../../engine-data.ts';
import { parsePosting, type ParsedPosting } from '../../posting/parse-posting.ts';
import { parseResume, type ParsedResume } from '../../resume/parse-resume.ts';
import type { YearMonth } from '../../types.ts';
import { buildClaimFacts } from '../claims/claim-facts.ts';
import { flagClaims } from '../claims/flag-claims.ts';
import type { ClaimFlag } from '../module-types.ts';
import { bulletChange } from './bullet-changes.ts';
import { scoreBuilderDocument, type BuilderScores } from './builder-scores.ts';
import { documentBullets, listedSkillIds } from './document-bullets.ts';
import { documentToText } from './document-text.ts';
import { addSkillsChange, orderBulletsChanges, orderSkillsChange } from './list-changes.ts';
import { bulletKey, rewordingDrafts, type TailorRewording } from './model-rewordings.ts';
import { postingWants } from './posting-wants.ts';
import type { TailorChange, TailorResult } from './tailor-types.ts';

export interface TailorInput {
  readonly document: ResumeDocument;
  /** The job posting's text; empty or null for Generic Optimize. */
  readonly postingText?: string | null;
  readonly asOf: YearMonth;
  /** An optional model's rewordings of bullets for the posting: checked like the engine's (docs/decisions/034). */
  readonly rewordings?: readonly TailorRewording[];
}

export interface TailorOptions {
  readonly rewordings?: readonly TailorRewording[];
}

/** At most this many proposals: a reader decides on each one. */
export const MAX_TAILOR_CHANGES = 25;

/**
 * Proposals that tailor a resume to a posting (or, without one, optimize it generically), each with the
 * resume lines it rests on. Every change only rewords, reorders or lists what the resume already
 * shows: the posting's word for a skill a line names, the posting's skills moved to the front, the
 * lines that show them moved up, skills shown in the work lines added to the list, and the Resume
 * Improvement rules (strong verb, active voice, no filler, one tense). Each proposal then passes the
 * claim check against the resume (numbers, dates, employers, titles, degrees, skills); one that states
 * anything the resume does not show is refused, not proposed (docs/decisions/030).
 */
export function proposeTailoring(
  doc: ResumeDocument,
  resume: ParsedResume,
  posting: ParsedPosting | null,
  data: EngineData,
  options: TailorOptions = {},
): TailorResult {
  const wants = postingWants(posting);
  const bullets = documentBullets(doc, data);
  const listed = listedSkillIds(doc, data);
  const model = options.rewordings ? rewordingDrafts(options.rewordings, bullets, wants) : null;
  const drafts = [
    ...(posting
      ? [
          addSkillsChange(doc, bullets, wants, listed),
          orderSkillsChange(doc, wants, listed),
          ...orderBulletsChanges(doc, bullets, wants),
        ]
      : []),
    // every line; with a posting, the lines it is about (they name a skill it asks for) first; a model's wording before the engine's
    ...[...bullets]
      .sort(
        (a, b) =>
          Number(b.mentions.some((m) => wants.has(m.skill.id))) - Number(a.mentions.some((m) => wants.has(m.skill.id))),
      )
      .flatMap((b) => [model?.drafts.get(bulletKey(b)) ?? null, bulletChange(b, bullets, wants, { rewrite: true })]),
  ].filter((d) => d !== null);
  const shown = new Set(resume.skills.map((m) => m.skill.id));
  // named tools only ('Kafka', 'Looker'): whether a resume 'shows' a field such as data analysis is a judgment, not a lookup
  const notShown = [...wants.values()]
    .filter((w) => w.skill.category === 'technology' && !shown.has(w.skill.id))
    .map((w) => w.form);
  const facts = buildClaimFacts(resume, data);
  const refused: ClaimFlag[] = [...(model?.refused ?? [])];
  const changes: TailorChange[] = [];
  // one proposal per line: the model's when it passes the check, else the engine's
  const taken = new Set<string>();
  let modelDropped = model?.refused.length ?? 0;
  for (const draft of drafts) {
    if (draft.bullet !== null && taken.has(bulletKey(draft))) continue;
    const added = draft.after.filter((line) => !draft.before.includes(line));
    const flags = flagClaims(
      added.map((text) => ({ field: draft.where, text })),
      facts,
      data,
      { checkSkills: true },
    );
    if (flags.length > 0) {
      refused.push(...flags);
      if (draft.by === 'model') modelDropped += 1;
      continue;
    }
    if (changes.length === MAX_TAILOR_CHANGES) break;
    changes.push({ ...draft, id: `c${changes.length + 1}`, flags: [] });
    if (draft.bullet !== null) taken.add(bulletKey(draft));
  }
  const counts = model
    ? {
        proposed: model.drafts.size + model.refused.length,
        shown: changes.filter((c) => c.by === 'model').length,
        dropped: modelDropped,
      }
    : undefined;
  return {
    mode: posting ? 'tailor' : 'generic',
    postingTitle: posting?.title ?? null,
    changes,
    refused,
    notShown,
    ...(counts ? { model: counts } : {}),
  };
}

/** tailorResume: a builder document and a posting's text (or none) to proposals; see proposeTailoring. */
export function tailorResume(input: TailorInput, data: EngineData): TailorResult {
  const resume = parseResume(documentToText(input.document), data, { asOf: input.asOf });
  const posting = input.postingText?.trim() ? parsePosting(input.postingText, data) : null;
  return proposeTailoring(input.document, resume, posting, data, { rewordings: input.rewordings });
}

/**
 * For a resume that is text (an application kit): the parsed resume read into the builder's document,
 * then the same proposals. Returns the document the changes refer to.
 */
export function tailorParsedResume(
  resume: ParsedResume,
  posting: ParsedPosting | null,
  data: EngineData,
  options: TailorOptions = {},
): TailorResult & { document: ResumeDocument } {
  const { doc } = toResumeDocument(resume);
  return { ...proposeTailoring(doc, resume, posting, data, options), document: doc };
}

/** The builder's JD Match / Completeness / Clarity for a document and a posting's text (or none). */
export function scoreBuilder(
  input: { readonly document: ResumeDocument; readonly postingText?: string | null },
  data: EngineData,
): BuilderScores {
  const posting = input.postingText?.trim() ? parsePosting(input.postingText, data) : null;
  return scoreBuilderDocument(input.document, posting, data);
}
