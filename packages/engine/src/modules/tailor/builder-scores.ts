import type { ResumeDocument } from '../../document/resume-document-types.ts';
import type { EngineData } from '../../engine-data.ts';
import type { ParsedPosting } from '../../posting/parse-posting.ts';
import { hasFigure, leadVerbKind } from '../shared/bullet-checks.ts';
import { joinList } from '../shared/text-helpers.ts';
import { documentBullets, skillsIn } from './document-bullets.ts';
import { postingWants } from './posting-wants.ts';

/** One score of the builder's preview (0-100, or null when it cannot be computed), with what it rests on and the spec's tip. */
export interface BuilderScore {
  readonly score: number | null;
  /** Plain sentences: what was counted and what was found. */
  readonly explanation: readonly string[];
  readonly tip: string;
}
export interface BuilderScores {
  readonly jdMatch: BuilderScore;
  readonly completeness: BuilderScore;
  readonly clarity: BuilderScore;
}

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** JD Match: the share of the skills the posting asks for (required and preferred) that the document shows anywhere. */
function jdMatch(doc: ResumeDocument, posting: ParsedPosting | null, data: EngineData): BuilderScore {
  const tip = "Mirror 6-10 of the posting's keywords, in its own words, where they are true of you.";
  const wants = [...postingWants(posting).values()].slice(0, 20);
  if (!posting || wants.length === 0) {
    return {
      score: null,
      explanation: [
        posting
          ? 'The job post names no skills the engine knows, so there is nothing to match.'
          : 'No job post in this workspace yet: add one in My Documents to see how your resume matches it.',
      ],
      tip,
    };
  }
  const texts = [
    doc.summary,
    ...doc.skills,
    ...doc.experience.flatMap((r) => [r.role, ...r.bullets]),
    ...doc.projects.flatMap((p) => [p.name, ...p.bullets]),
  ];
  const shown = new Set(texts.flatMap((t) => skillsIn(t, data, doc.skills.includes(t)).map((m) => m.skill.id)));
  const found = wants.filter((w) => shown.has(w.skill.id)).map((w) => w.form);
  const missing = wants.filter((w) => !shown.has(w.skill.id)).map((w) => w.form);
  return {
    score: clamp((found.length / wants.length) * 100),
    explanation: [
      `Your resume shows ${found.length} of the ${plural(wants.length, 'skill')} the posting asks for${found.length ? `: ${joinList(found.slice(0, 10))}` : ''}.`,
      ...(missing.length ? [`Not found: ${joinList(missing.slice(0, 10))}. Add only what you have done.`] : []),
    ],
    tip,
  };
}

/** Completeness: the parts a recruiter looks for, each worth its share. */
function completeness(doc: ResumeDocument): BuilderScore {
  const c = doc.contact;
  const roles = doc.experience;
  const wellSized = roles.filter((r) => r.bullets.length >= 2 && r.bullets.length <= 5).length;
  const checks: Array<{ weight: number; ok: number; text: string }> = [
    {
      weight: 15,
      ok: c.name.trim() && c.email.trim() ? 1 : 0,
      text: c.name.trim() && c.email.trim() ? 'Name and e-mail are there.' : 'Add your name and e-mail.',
    },
    {
      weight: 5,
      ok: c.phone.trim() || c.location.trim() ? 1 : 0,
      text:
        c.phone.trim() || c.location.trim()
          ? 'A phone number or location is there.'
          : 'Add a phone number or your location.',
    },
    {
      weight: 10,
      ok: doc.summary.trim().split(/\s+/).length >= 12 ? 1 : 0,
      text: doc.summary.trim()
        ? doc.summary.trim().split(/\s+/).length >= 12
          ? 'The summary is there.'
          : 'The summary is very short: two or three sentences read best.'
        : 'Add a short summary.',
    },
    {
      weight: 20,
      ok: roles.length > 0 && roles.every((r) => r.dates.trim()) ? 1 : roles.length > 0 ? 0.5 : 0,
      text:
        roles.length === 0
          ? 'Add your experience.'
          : roles.every((r) => r.dates.trim())
            ? `${plural(roles.length, 'role')}, each with dates.`
            : 'Some roles have no dates.',
    },
    {
      weight: 20,
      ok: roles.length ? wellSized / roles.length : 0,
      text: roles.length
        ? `${wellSized} of ${plural(roles.length, 'role')} ${roles.length === 1 ? 'has' : 'have'} 2-5 bullets.`
        : 'No roles to count bullets in.',
    },
    {
      weight: 10,
      ok: doc.education.length > 0 ? 1 : 0,
      text: doc.education.length > 0 ? 'Education is there.' : 'Add your education (or a course or certificate).',
    },
    {
      weight: 20,
      ok: Math.min(doc.skills.length, 10) / 10 - (doc.skills.length > 16 ? 0.3 : 0),
      text: `${plural(doc.skills.length, 'skill')} listed${doc.skills.length < 10 ? ': list 10-16' : doc.skills.length > 16 ? ': keep the 10-16 that matter most' : ''}.`,
    },
  ];
  return {
    score: clamp(checks.reduce((sum, k) => sum + k.weight * Math.max(0, k.ok), 0)),
    explanation: checks.map((k) => k.text),
    tip: 'Aim for 10-16 skills and 2-5 bullets per role.',
  };
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** The sentences of a text (a bullet is one or more). */
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter((s) => words(s) > 0);

/** Clarity: sentence length near 12-20 words, lines that open with an action, and results with a figure. */
function clarity(doc: ResumeDocument, data: EngineData): BuilderScore {
  const tip =
    'Keep sentences to about 12-20 words, open each line with what you did, and give a result where you have one.';
  const lines = documentBullets(doc, data).map((b) => b.text);
  const all = [...lines, ...(doc.summary.trim() ? [doc.summary] : [])].flatMap(sentences);
  if (all.length === 0) return { score: null, explanation: ['No bullets or summary yet: nothing to read.'], tip };
  const average = all.reduce((sum, s) => sum + words(s), 0) / all.length;
  const long = all.filter((s) => words(s) > 30).length;
  const weak = lines.filter((l) => ['weak', 'passive'].includes(leadVerbKind(l))).length;
  const figures = lines.filter(hasFigure).length;
  const lengthPart = average < 8 ? 60 + average * 5 : average <= 22 ? 100 : Math.max(40, 100 - (average - 22) * 6);
  const score =
    lengthPart * 0.5 +
    (lines.length ? (1 - weak / lines.length) * 100 : 100) * 0.3 +
    (lines.length ? Math.min(1, (figures / lines.length) * 2) * 100 : 50) * 0.2 -
    long * 2;
  return {
    score: clamp(score),
    explanation: [
      `Your sentences average ${Math.round(average)} words${average > 22 ? ': long for a quick read' : average < 8 ? ': short fragments read as a list of duties' : ''}.`,
      ...(long ? [`${plural(long, 'sentence')} ${long === 1 ? 'runs' : 'run'} past 30 words.`] : []),
      lines.length
        ? `${weak} of ${plural(lines.length, 'line')} ${weak === 1 ? 'opens' : 'open'} with a weak verb or a passive ('Responsible for', 'Helped with', 'Was tasked with').`
        : 'No bullets yet.',
      ...(lines.length
        ? [`${figures} of ${plural(lines.length, 'line')} ${figures === 1 ? 'gives' : 'give'} a figure.`]
        : []),
    ],
    tip,
  };
}

/**
 * The builder's three preview scores for a document and, for JD Match, a posting (docs/product/2-modules.md section 9's
 * tips); deterministic.
 */
export function scoreBuilderDocument(
  doc: ResumeDocument,
  posting: ParsedPosting | null,
  data: EngineData,
): BuilderScores {
  return { jdMatch: jdMatch(doc, posting, data), completeness: completeness(doc), clarity: clarity(doc, data) };
}
