import type { ParsedPosting } from '../../posting/parse-posting.ts';
import type { ParsedResume } from '../../resume/parse-resume.ts';
import { article, endSentence, joinList } from '../shared/text-helpers.ts';
import { fillPhrase, sayName, type LetterPhrases, type PhraseKey } from './letter-phrases.ts';
import { titleCase, type LetterRole } from './letter-roles.ts';
import type { Evidence } from './pick-evidence.ts';

const MAX_SKILLS = 4;
/** A label, a table or a misread encoding in a degree or a school ('Bachelor of Arts : Design', 'Data Analytics â€" Option'). */
const BROKEN_TEXT = /[:|ÂÃâï�[\]]/;
/** Where a skill shows as experience, and where the resume only lists it (a mention in a link or a heading shows nothing). */
const WORK_SECTIONS: ReadonlySet<string> = new Set(['experience', 'projects']);
const LIST_SECTIONS: ReadonlySet<string> = new Set(['skills']);
/** Bare degree words, said as the degree they name: 'a Masters' -> "a master's degree". */
const BARE_DEGREES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^master'?s?'?$/i, "master's degree"],
  [/^bachelor'?s?'?$/i, "bachelor's degree"],
  [/^associate'?s?'?$/i, "associate's degree"],
];

/** The part before a comma that names a degree: 'Master's', 'Bachelors of Arts', 'Associate of Applied Science'. */
const DEGREE_NAME = /^(?:master|bachelor|associate|doctor)'?s?'?(?:\s+of\s+[\p{L} ]+)?$/iu;
/** 'Masters' and 'Bachelors' as the degree's name ("Master's", 'Bachelor of Arts'). */
const degreeWord = (text: string) =>
  text.replace(/^(master|bachelor)s'?(\s+of\b)?/i, (whole, word: string, of?: string) =>
    of ? `${word}${of}` : `${word}'s`,
  );

/**
 * The degree as the letter says it: a bare degree word as the degree it names, and a field written after
 * a comma ("Master's , Business Administration") joined in the language's words ("Master's in Business Administration").
 */
export function degreeAsSaid(written: string, p: LetterPhrases): string {
  const text = written.trim().replace(/\s+,/g, ',').replace(/\s+/g, ' ');
  const comma = /^([^,]+),\s*([^,]+)$/.exec(text);
  if (comma && DEGREE_NAME.test(comma[1]!))
    return fillPhrase(p.degreeIn, { degree: degreeWord(comma[1]!), field: comma[2]! });
  return BARE_DEGREES.find(([pattern]) => pattern.test(text))?.[1] ?? text;
}

/** A sentence of the letter with the resume lines it rests on. */
export interface LetterSentence {
  readonly text: string;
  readonly evidence: readonly Evidence[];
}

/** A resume text quoted as written, in the language's quotation marks, without its closing punctuation. */
function quote(text: string, quoting: NonNullable<LetterPhrases['quoting']>): string {
  return `${quoting.open}${text.trim().replace(/[.;:,\s]+$/, '')}${quoting.close}`;
}

/** Which opening an evidence sentence takes: by what the letter can say of its role, first or 'before that', current or past. */
function openingKey(e: Evidence, isFirst: boolean, previous: LetterRole | null): PhraseKey {
  const role = e.role;
  if (e.section === 'projects') return 'ownProjects';
  // 'As a Nursing Assistant, I ... Before that, as a Nursing Assistant, I ...' names the title twice.
  if (!isFirst && role?.title && !role.employer && previous?.title?.toLowerCase() === role.title.toLowerCase())
    return 'beforeSimilarRole';
  // a role the candidate still holds did not come 'before' the one already told: it is named as the first is
  const plain = isFirst || role?.isCurrent === true;
  // an earlier role at the employer just named is told by its title ('Before that, as a Mechanic,'), the employer once
  if (!plain && role?.title && role.employer && previous?.employer === role.employer) return 'beforeAsTitle';
  if (role?.employer && role.title) return plain ? (role.isCurrent ? 'atRoleNow' : 'atRoleThen') : 'beforeAtRoleThen';
  if (role?.employer) return plain ? 'atEmployer' : 'beforeAtEmployer';
  if (role?.title) return plain ? 'asTitle' : 'beforeAsTitle';
  return isFirst ? 'inWork' : 'also';
}

const roleKey = (e: Evidence) => `${e.section}|${JSON.stringify(e.line.role)}`;

/**
 * The evidence, one group of sentences per role: 'At Northwind Payments Inc, where I work as a Senior
 * Software Engineer, I led ... I also cut ...'. In other languages the resume's lines are quoted as
 * written after the language's lead ('... mi experiencia incluye: «Led ...»').
 */
export function evidenceSentences(evidence: readonly Evidence[], p: LetterPhrases): LetterSentence[] {
  const groups: Evidence[][] = [];
  for (const e of evidence) {
    const group = groups.find((g) => roleKey(g[0]!) === roleKey(e));
    if (group) group.push(e);
    else groups.push([e]);
  }
  // the most recent role first, so that 'Before that' reads in order
  groups.sort((a, b) => (a[0]!.roleIndex ?? Number.MAX_SAFE_INTEGER) - (b[0]!.roleIndex ?? Number.MAX_SAFE_INTEGER));
  return groups.flatMap((items, i) => {
    const first = items[0]!;
    const role: LetterRole | null = first.role;
    const previous = i > 0 ? groups[i - 1]![0]!.role : null;
    const opening = fillPhrase(p[openingKey(first, i === 0, previous)], {
      employer: role?.employer ? sayName(role.employer, p) : '',
      title: role?.title ?? '',
      a: role?.title ? article(role.title) : '',
    });
    if (p.quoting) {
      const lead = role && !role.isCurrent ? p.quoting.leadPast : p.quoting.lead;
      return [
        {
          text: endSentence(
            `${opening}${lead}${joinList(
              items.map((e) => quote(e.sentence, p.quoting!)),
              p.and,
            )}`,
          ),
          evidence: items,
        },
      ];
    }
    return items.map((e, j) => ({
      text: endSentence(j === 0 ? `${opening}I ${e.clause}` : `I also ${e.clause}`),
      evidence: [e],
    }));
  });
}

/**
 * What else the candidate brings to the posting's requirements, only where the resume shows it: skills
 * the posting asks for that the resume's work evidences (then those it only lists), not yet named in the letter.
 */
export function skillSentences(
  resume: ParsedResume,
  posting: ParsedPosting,
  written: string,
  p: LetterPhrases,
): string[] {
  const wanted = new Set(posting.skills.filter((s) => s.importance !== 'mentioned').map((s) => s.skill.id));
  const lower = written.toLowerCase();
  // tools, by the name the resume gives them: fields of knowledge ('Administrative') and soft skills do not read as experience 'with' something
  const mentions = resume.skills.filter((m) => wanted.has(m.skill.id) && m.skill.category === 'technology');
  const nameOf = (m: (typeof mentions)[number]) =>
    m.evidence.find((e) => WORK_SECTIONS.has(e.section) || LIST_SECTIONS.has(e.section))?.text ?? m.skill.name;
  const fresh = mentions.filter((m) => !lower.includes(nameOf(m).toLowerCase()));
  const inWork = fresh.filter((m) => m.evidence.some((e) => WORK_SECTIONS.has(e.section)));
  const listed = fresh.filter((m) => !inWork.includes(m) && m.evidence.some((e) => LIST_SECTIONS.has(e.section)));
  const names = (list: typeof mentions, max: number) => joinList([...new Set(list.map(nameOf))].slice(0, max), p.and);
  const extra = listed.slice(0, Math.max(0, MAX_SKILLS - inWork.length));
  if (inWork.length > 0 && extra.length > 0)
    return [fillPhrase(p.skillsBoth, { skills: names(inWork, MAX_SKILLS), listed: names(extra, MAX_SKILLS) })];
  if (inWork.length > 0) return [fillPhrase(p.skills, { skills: names(inWork, MAX_SKILLS) })];
  return extra.length > 0 ? [fillPhrase(p.skillsListed, { skills: names(extra, MAX_SKILLS) })] : [];
}

/** The resume's highest degree, when it meets the posting's education requirement. */
export function educationSentence(resume: ParsedResume, posting: ParsedPosting, p: LetterPhrases): string | null {
  if (!posting.education) return null;
  const top = resume.education.filter((e) => e.degree && e.level !== null).sort((a, b) => b.level! - a.level!)[0];
  if (!top?.degree || top.level! < posting.education.level || BROKEN_TEXT.test(top.degree)) return null;
  const degree = degreeAsSaid(top.degree, p);
  // a school written in capitals is said in title case ('RIVERSIDE STATE UNIVERSITY' -> 'Riverside State University')
  const written = top.institution?.replace(/[,;\s]+$/, '');
  const school = written && !/\p{Ll}/u.test(written) && written.split(/\s+/).length >= 2 ? titleCase(written) : written;
  // a 'school' that is the degree's own field ('Masters, Engineering Management' ... 'Engineering Management') names no school
  const usableSchool =
    school &&
    !BROKEN_TEXT.test(school) &&
    school.split(/\s+/).length <= 8 &&
    !top.degree.toLowerCase().includes(school.toLowerCase())
      ? school
      : null;
  return fillPhrase(usableSchool ? p.degreeFrom : p.degree, {
    a: article(degree),
    degree,
    school: usableSchool ? sayName(usableSchool, p) : '',
  });
}
