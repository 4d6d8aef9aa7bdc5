import type { EngineData } from '../engine-data.ts';
import type { TitleIndex } from '../lookups/title-index.ts';
import { normalizeTitle, type OccupationMatch } from '../posting/normalize-title.ts';
import { extractSkills, type SkillMention, type SkillSource } from '../skills/extract-skills.ts';
import { findDates, fromMonthIndex, monthIndex } from '../text/dates.ts';
import { normalizeText } from '../text/normalize-text.ts';
import type { YearMonth } from '../types.ts';
import { extractContact, withTargetJob, type Contact } from './extract-contact.ts';
import { extractEducation, type Education } from './extract-education.ts';
import { extractCertifications, extractListedSkills, extractProjects, type Project } from './extract-listed.ts';
import { extractRoles, type Role } from './extract-roles.ts';
import { rolesOutsideExperience } from './roles-outside-experience.ts';
import { extractSections, type Section } from './extract-sections.ts';
import { repairMojibake } from './repair-mojibake.ts';
import { seniority, type Seniority } from './seniority.ts';
import { splitStudyEntries } from './study-roles.ts';
import { yearsOfExperience, type YearsOfExperience } from './years-of-experience.ts';

export interface ParsedResume {
  /** The normalized text; every line number in the result refers to its lines. */
  readonly text: string;
  readonly lines: readonly string[];
  readonly sections: readonly Section[];
  readonly contact: Contact;
  readonly summary: string | null;
  readonly roles: readonly Role[];
  readonly education: readonly Education[];
  readonly projects: readonly Project[];
  readonly certifications: readonly string[];
  /** Items as listed in the skills section, whether or not the vocabulary knows them. */
  readonly listedSkills: readonly string[];
  /** Vocabulary skills found anywhere, with where. */
  readonly skills: readonly SkillMention[];
  readonly experience: YearsOfExperience;
  readonly seniority: Seniority;
  /** The O*NET occupation of the most recent titled paid role (of any titled role when none is paid). */
  readonly occupation: OccupationMatch | null;
  /** True when no as-of month was given and the latest month in the resume was used for 'Present'. */
  readonly isAsOfAssumed: boolean;
}

export interface ParseResumeOptions {
  /** The month 'Present' means. The engine has no clock: pass the current month. */
  readonly asOf?: YearMonth;
}

const linesOf = (sections: readonly Section[], kind: Section['kind']) =>
  sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);

function latestMonth(text: string): YearMonth {
  let latest = monthIndex({ year: 2000, month: 1 });
  for (const line of text.split('\n'))
    for (const d of findDates(line)) latest = Math.max(latest, monthIndex((d.end ?? d.start).date));
  return fromMonthIndex(latest);
}

/** Titles already normalized, per title index: the same titles come back from resume to resume. Bounded, pure. */
const OCCUPATIONS = new WeakMap<TitleIndex, Map<string, OccupationMatch | null>>();

function occupationOf(title: string, titles: TitleIndex): OccupationMatch | null {
  let cache = OCCUPATIONS.get(titles);
  if (!cache) OCCUPATIONS.set(titles, (cache = new Map()));
  if (!cache.has(title)) {
    if (cache.size >= 2000) cache.clear();
    cache.set(title, normalizeTitle(title, titles));
  }
  return cache.get(title) ?? null;
}

/** parseResume: normalizeText -> extractSections -> contact, roles, education, projects, skills -> years, seniority, occupation. */
export function parseResume(input: string, data: EngineData, options: ParseResumeOptions = {}): ParsedResume {
  const text = normalizeText(repairMojibake(input));
  const lines = text.split('\n');
  const sections = extractSections(text);
  const asOf = options.asOf ?? latestMonth(text);
  const contactLines = linesOf(sections, 'contact');
  // without a contact block, the top lines stand in for one, but never lines under a heading ('Experience' first: no name)
  const firstHeading = Math.min(
    ...sections.filter((s) => s.heading !== null).map((s) => (s.lines[0]?.index ?? lines.length) - 1),
    lines.length,
  );
  const topLines = lines.slice(0, Math.min(5, firstHeading)).map((t, index) => ({ index, text: t }));
  const contact = withTargetJob(extractContact(contactLines.length > 0 ? contactLines : topLines, data.titles), lines);
  // an education entry printed among the jobs is read as education, never as a role
  const { roles, educationLines } = splitStudyEntries(
    [...extractRoles(linesOf(sections, 'experience'), data.titles), ...rolesOutsideExperience(sections, data.titles)],
    lines,
  );
  const experience = yearsOfExperience(roles, asOf);
  const sources: SkillSource[] = sections
    .filter((s) => s.kind !== 'contact')
    .flatMap((s) =>
      s.lines.map((l) => ({ text: l.text, section: s.kind, line: l.index, isList: s.kind === 'skills' })),
    );
  // the occupation is the most recent paid job's (volunteering is none), any titled role when there is none
  const recent = roles.find((r) => r.title && !r.isUnpaid) ?? roles.find((r) => r.title) ?? null;
  const summaryLines = linesOf(sections, 'summary')
    .map((l) => l.text.trim())
    .filter(Boolean);
  return {
    text,
    lines,
    sections,
    contact,
    summary: summaryLines.length > 0 ? summaryLines.join(' ') : null,
    roles,
    education: extractEducation([...linesOf(sections, 'education'), ...educationLines]),
    projects: extractProjects(linesOf(sections, 'projects')),
    certifications: extractCertifications(linesOf(sections, 'certifications')),
    listedSkills: extractListedSkills(linesOf(sections, 'skills')),
    skills: extractSkills(sources, data.skills),
    experience,
    seniority: seniority(roles, experience.years),
    occupation: recent?.title ? occupationOf(recent.title, data.titles) : null,
    isAsOfAssumed: options.asOf === undefined,
  };
}
