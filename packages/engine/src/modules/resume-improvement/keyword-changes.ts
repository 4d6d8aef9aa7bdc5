import type { Skill } from '../../bundle/bundle-types.ts';
import type { EngineData } from '../../engine-data.ts';
import type { ParsedPosting } from '../../posting/parse-posting.ts';
import type { ParsedResume } from '../../resume/parse-resume.ts';
import { extractSkills } from '../../skills/extract-skills.ts';
import { phraseKey } from '../../text/tokenize.ts';
import { joinList, shorten } from '../shared/text-helpers.ts';
import type { Rewrite } from './rewrite-bullet.ts';

/** A skill the posting asks for (required or preferred), with the words the posting uses for it. */
export interface PostingKeyword {
  readonly skill: Skill;
  readonly form: string;
  readonly forms: readonly string[];
  readonly isRequired: boolean;
}

export function postingKeywords(posting: ParsedPosting | null): PostingKeyword[] {
  if (!posting) return [];
  return posting.skills
    .filter((s) => s.importance !== 'mentioned')
    .map((s) => {
      // the posting's own spelling, unless the match spans punctuation ('Python (pandas' for pandas): then the skill's name
      const clean = s.evidence.map((e) => e.text).filter((t) => /^[\w .+#/-]+$/.test(t));
      return { skill: s.skill, form: clean[0] ?? s.skill.name, forms: clean.length > 0 ? clean : [s.skill.name], isRequired: s.importance === 'required' };
    });
}

/** A named tool O*NET lists for some occupation ('PostgreSQL', 'Tableau'), not a field or concept ('Back end', 'computer science'). */
const isListedTool = (skill: Skill) => skill.category === 'technology' && (skill.occupationCount > 0 || skill.isHot || skill.isInDemand);

const containsPhrase = (text: string, phrase: string) => ` ${phraseKey(text)} `.includes(` ${phraseKey(phrase)} `);

/**
 * The posting's word for a skill the line already names another way ('Postgres' -> 'PostgreSQL',
 * 'k8s' -> 'Kubernetes'): the same skill, so no new fact, in the words an applicant tracking system
 * looks for.
 */
export function usePostingWords(text: string, keywords: readonly PostingKeyword[], data: EngineData, options: { isList: boolean }): Rewrite | null {
  const byId = new Map(keywords.map((k) => [k.skill.id, k]));
  const edits: Array<{ start: number; end: number; from: string; to: string }> = [];
  for (const mention of extractSkills([{ text, section: 'resume', line: 0, isList: options.isList }], data.skills)) {
    const keyword = byId.get(mention.skill.id);
    if (!keyword || keyword.forms.some((f) => containsPhrase(text, f))) continue;
    for (const e of mention.evidence) if (!edits.some((x) => x.start === e.start)) edits.push({ start: e.start, end: e.end, from: e.text, to: keyword.form });
  }
  if (edits.length === 0) return null;
  let out = text;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.to + out.slice(e.end);
  const pairs = edits.map((e) => `'${e.to}' (you wrote '${e.from}')`);
  return {
    text: out,
    reason: 'missing-keyword',
    rationale: `- Missing posting keyword: the posting says ${joinList(pairs)}; it is the same skill, and applicant tracking systems match words, not meanings.`,
    placeholders: [],
  };
}

const isShownOutside = (resume: ParsedResume, skillId: string, section: string) => resume.skills.some((m) => m.skill.id === skillId && m.evidence.some((e) => e.section !== section));
const evidenceOutside = (resume: ParsedResume, skillId: string, section: string) => resume.skills.find((m) => m.skill.id === skillId)?.evidence.find((e) => e.section !== section);

/**
 * Skills the posting asks for that the resume shows in its roles but not in its skills list: added to
 * the list's last line (the resume already evidences each one).
 */
export function addToSkillsLine(resume: ParsedResume, keywords: readonly PostingKeyword[]): { line: string; rewrite: Rewrite } | null {
  const section = resume.sections.find((s) => s.kind === 'skills');
  const line = section?.lines.filter((l) => l.text.trim().length > 0).at(-1);
  if (!section || !line) return null;
  const listed = new Set(resume.skills.filter((m) => m.evidence.some((e) => e.section === 'skills')).map((m) => m.skill.id));
  const missing = keywords.filter((k) => isListedTool(k.skill) && !listed.has(k.skill.id) && isShownOutside(resume, k.skill.id, 'skills')).slice(0, 5);
  if (missing.length === 0) return null;
  const text = line.text.replace(/^\s*(?:•|[-*+]\s)\s*/, '').trimEnd();
  const where = evidenceOutside(resume, missing[0]!.skill.id, 'skills');
  return {
    line: text,
    rewrite: {
      text: `${text.replace(/[.;,\s]+$/, '')}, ${missing.map((k) => k.form).join(', ')}`,
      reason: 'missing-keyword',
      rationale: `- Missing posting keyword: the posting asks for ${joinList(missing.map((k) => k.form))}; your resume already shows ${missing.length === 1 ? 'it' : 'them'}${where ? ` (e.g. '${shorten(where.context.replace(/^\s*(?:•|[-*+]\s)\s*/, ''), 70)}')` : ''} but not in the skills list, where recruiters and applicant tracking systems look first.`,
      placeholders: [],
    },
  };
}

/** Required tools the resume shows elsewhere, named in the summary's first sentence (recruiters read it first). */
export function addToSummary(resume: ParsedResume, keywords: readonly PostingKeyword[], data: EngineData): { line: string; rewrite: Rewrite } | null {
  const line = resume.sections.find((s) => s.kind === 'summary')?.lines.find((l) => /[A-Za-z]/.test(l.text));
  if (!line) return null;
  const text = line.text.trim();
  const named = new Set(extractSkills([{ text, section: 'summary', line: 0 }], data.skills).map((m) => m.skill.id));
  const tools = keywords.filter((k) => k.isRequired && isListedTool(k.skill) && !named.has(k.skill.id) && isShownOutside(resume, k.skill.id, 'summary')).slice(0, 3);
  if (tools.length === 0 || text.split(/\s+/).length > 60) return null;
  const sentenceEnd = /[.!?](?=\s|$)/.exec(text);
  const cut = sentenceEnd ? sentenceEnd.index : text.length;
  const rewritten = `${text.slice(0, cut).replace(/[,;\s]+$/, '')}, working with ${joinList(tools.map((k) => k.form))}${text.slice(cut)}`;
  return {
    line: text,
    rewrite: {
      text: /[.!?]$/.test(rewritten) ? rewritten : `${rewritten}.`,
      reason: 'missing-keyword',
      rationale: `- Missing posting keyword: the posting requires ${joinList(tools.map((k) => k.form))}, which your resume shows elsewhere but your summary does not; recruiters read the summary first.`,
      placeholders: [],
    },
  };
}
