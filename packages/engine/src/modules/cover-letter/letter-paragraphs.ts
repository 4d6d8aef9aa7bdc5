import type { FitEvidence } from '../../fit/requirement-match.ts';
import type { ParsedPosting } from '../../posting/parse-posting.ts';
import type { ParsedResume } from '../../resume/parse-resume.ts';
import { article, endSentence, joinList, lowerFirst } from '../shared/text-helpers.ts';
import { fillPhrase, type LetterPhrases, type PhraseKey } from './letter-phrases.ts';
import { LONG_LINE_WORDS, type Evidence } from './pick-evidence.ts';

const MAX_SKILLS = 5;

/** A resume text quoted as written, in the language's quotation marks, without its closing punctuation. */
function quote(text: string, quoting: NonNullable<LetterPhrases['quoting']>): string {
  return `${quoting.open}${text.trim().replace(/[.;:,\s]+$/, '')}${quoting.close}`;
}

/** The first sentence of the resume's summary, when it is short enough to stand in a letter. */
function summarySentence(resume: ParsedResume): string | null {
  const summary = resume.summary?.split(/(?<=[.!?])\s+/)[0]?.trim();
  return summary && summary.split(/\s+/).length <= LONG_LINE_WORDS ? summary : null;
}

/**
 * The opening paragraph: the role applied for, then who the candidate is in the resume's own words.
 * In English the summary reads as a first-person sentence; other languages name the most recent role
 * (its title and employer as written) and quote the summary only when no role has a title.
 */
export function introParagraph(resume: ParsedResume, title: string | null, company: string | null, p: LetterPhrases): string {
  const role = title ?? p.rolePlaceholder;
  const applying = company ? fillPhrase(p.applyingAt, { title: role, company }) : fillPhrase(p.applying, { title: role });
  const summary = summarySentence(resume);
  if (summary && !p.quoting) {
    if (/^I\b/.test(summary)) return `${applying} ${endSentence(summary)}`;
    const noun = lowerFirst(summary);
    // 'Registered nurse with a focus on ...' -> 'I am a registered nurse with a focus on ...'
    if (!/^(?:a|an|the|my|over|with|\d)\b/i.test(noun)) return `${applying} ${endSentence(`I am ${article(noun)} ${noun}`)}`;
  }
  const recent = resume.roles.find((r) => r.title);
  if (recent?.title) {
    const key: PhraseKey = recent.dates?.isCurrent ? (recent.employer ? 'nowAt' : 'now') : recent.employer ? 'lastAt' : 'last';
    return `${applying} ${fillPhrase(p[key], { a: article(recent.title), title: recent.title, employer: recent.employer ?? '' })}`;
  }
  if (summary && p.quoting) return `${applying} ${endSentence(fillPhrase(p.quoting.profile, { summary: quote(summary, p.quoting) }))}`;
  return `${applying} ${p.whoPlaceholder}`;
}

/** Which opening an evidence sentence takes: by what the resume gives of its role, first or 'before that', current or past. */
function openingKey(role: FitEvidence['role'], isFirst: boolean, isCurrent: boolean): PhraseKey {
  if (role?.employer && role.title) return isFirst ? (isCurrent ? 'atRoleNow' : 'atRoleThen') : isCurrent ? 'beforeAtRoleNow' : 'beforeAtRoleThen';
  if (role?.employer) return isFirst ? 'atEmployer' : 'beforeAtEmployer';
  if (role?.title) return 'asTitle';
  return isFirst ? 'ownProjects' : 'also';
}

/**
 * One sentence per role: 'At Northwind Payments Inc, where I work as a Senior Software Engineer, I led ...
 * and I cut ...'; in other languages the resume's lines are quoted as written ('... mi experiencia incluye: «Led ...»').
 */
export function evidenceParagraph(evidence: readonly Evidence[], resume: ParsedResume, p: LetterPhrases): string | null {
  if (evidence.length === 0) return null;
  const groups: Array<{ role: FitEvidence['role']; items: Evidence[] }> = [];
  for (const e of evidence) {
    const key = JSON.stringify(e.line.role);
    const group = groups.find((g) => JSON.stringify(g.role) === key);
    if (group) group.items.push(e);
    else groups.push({ role: e.line.role, items: [e] });
  }
  const current = new Set(resume.roles.filter((r) => r.dates?.isCurrent).map((r) => `${r.title}|${r.employer}`));
  return groups
    .map((g, i) => {
      const role = g.role;
      const isCurrent = role ? current.has(`${role.title}|${role.employer}`) : false;
      const opening = fillPhrase(p[openingKey(role, i === 0, isCurrent)], { employer: role?.employer ?? '', title: role?.title ?? '', a: role?.title ? article(role.title) : '' });
      if (p.quoting) {
        const lead = role && !isCurrent ? p.quoting.leadPast : p.quoting.lead;
        return endSentence(`${opening}${lead}${joinList(g.items.map((e) => quote(e.line.text, p.quoting!)), p.and)}`);
      }
      // 'I a', 'I a, and I b', 'I a, I b, and I c'
      const clauses = g.items.map((e) => e.clause);
      const text = clauses.length <= 2 ? `I ${clauses.join(', and I ')}` : `I ${clauses.slice(0, -1).join(', I ')}, and I ${clauses.at(-1)}`;
      return endSentence(`${opening}${text}`);
    })
    .join(' ');
}

/** Tools the posting asks for that the resume shows, in the resume's own words, not yet named in the letter. */
export function skillsSentence(resume: ParsedResume, posting: ParsedPosting, written: string, p: LetterPhrases): string | null {
  const wanted = new Set(posting.skills.filter((s) => s.importance !== 'mentioned').map((s) => s.skill.id));
  const lower = written.toLowerCase();
  const names = resume.skills
    .filter((m) => wanted.has(m.skill.id) && m.skill.category === 'technology')
    .map((m) => m.evidence[0]?.text ?? m.skill.name)
    .filter((name) => !lower.includes(name.toLowerCase()))
    .slice(0, MAX_SKILLS);
  return names.length > 0 ? fillPhrase(p.skills, { skills: joinList(names, p.and) }) : null;
}

/** The resume's highest degree, when it meets the posting's education requirement. */
export function educationSentence(resume: ParsedResume, posting: ParsedPosting, p: LetterPhrases): string | null {
  if (!posting.education) return null;
  const top = resume.education.filter((e) => e.degree && e.level !== null).sort((a, b) => b.level! - a.level!)[0];
  if (!top?.degree || top.level! < posting.education.level) return null;
  const school = top.institution?.replace(/[,;\s]+$/, '');
  return fillPhrase(school ? p.degreeFrom : p.degree, { a: article(top.degree), degree: top.degree, school: school ?? '' });
}
