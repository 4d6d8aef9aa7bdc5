import type { EngineData } from '../engine-data.ts';
import { degreeLevel } from '../resume/extract-education.ts';
import type { SkillMention } from '../skills/extract-skills.ts';
import { findItemSkills } from './item-skills.ts';
import { normalizeText } from '../text/normalize-text.ts';
import { extractLocation, type PostingLocation, type WorkMode } from './extract-location.ts';
import { findEmploymentType, type EmploymentType } from './extract-employment-type.ts';
import { extractSalary, type Salary } from './extract-salary.ts';
import { normalizeTitleWithAlternatives } from './normalize-title.ts';
import type { OccupationMatch } from './normalize-title.ts';
import { extractPostingItems, type PostingItem } from './posting-items.ts';
import { buildRequirements, type Requirement } from './extract-requirements.ts';
import { readCompany, type CompanyEvidence } from './extract-company.ts';
import { findNotRequirementKinds, type NotRequirement } from './find-not-requirements.ts';
import { findTitle } from './find-title.ts';
import { splitRunTogether } from './split-run-together.ts';
import { lookupSkill } from '../skills/skill-index.ts';
import { extractKeyTerms, type KeyTerm } from './key-terms.ts';
import { compareText } from '../text/compare-text.ts';
import { findYearsRequired } from './years-required.ts';
import { keyPhrase, memoizeContentStems } from './requirement-terms.ts';
import type { Skill } from '../bundle/bundle-types.ts';

export const SKILL_IMPORTANCE = ['required', 'preferred', 'mentioned'] as const;
export type SkillImportance = (typeof SKILL_IMPORTANCE)[number];

export interface PostingSkill {
  readonly skill: SkillMention['skill'];
  readonly importance: SkillImportance;
  /** 0-1, for ordering: required 1, preferred 0.6, mentioned 0.3, plus a little per extra mention. */
  readonly weight: number;
  readonly evidence: SkillMention['evidence'];
}

export interface ParsedPosting {
  readonly text: string;
  readonly title: string | null;
  /** The hiring company if the posting names it (for display only: never written into fit texts). */
  readonly company: string | null;
  /** How sure the company reading is: 'weak' when only a cue a product name also fits names it (no field, header, 'About' or 'at'). */
  readonly companyEvidence: CompanyEvidence | null;
  readonly occupation: OccupationMatch | null;
  readonly requirements: readonly Requirement[];
  readonly responsibilities: readonly string[];
  /**
   * The core duties (responsibility items that are no benefit, EEO or company text), each with what it
   * asks for in a few words and the skills it names. Kept apart from 'requirements', which fit weighs.
   */
  readonly duties: readonly Duty[];
  readonly skills: readonly PostingSkill[];
  /** Terms a matching resume is expected to contain (requirement items, vocabulary skills, named terms). */
  readonly keyTerms: readonly KeyTerm[];
  /** The years of experience the posting asks for overall (the largest general or same-role need). */
  readonly yearsRequired: { readonly min: number; readonly text: string } | null;
  readonly education: {
    readonly level: number;
    readonly label: string;
    readonly text: string;
    readonly isRequired: boolean;
  } | null;
  readonly location: PostingLocation;
  readonly salary: Salary | null;
  /** What the posting says that is no requirement (about us, benefits, EEO, how to apply, pay, logistics, personal traits), item by item. */
  readonly notRequirements: readonly NotRequirement[];
  /** Remote, hybrid or on-site (the same as location.workplace). */
  readonly workMode: WorkMode | null;
  readonly employmentType: EmploymentType | null;
}

export interface Duty {
  readonly itemIndex: number;
  readonly text: string;
  /** What the duty is in a few words ('Build weekly SQL reports for the finance team' -> 'Build weekly SQL reports'). */
  readonly label: string;
  readonly skills: readonly Skill[];
}

const IMPORTANCE_WEIGHT: Readonly<Record<SkillImportance, number>> = { required: 1, preferred: 0.6, mentioned: 0.3 };
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** HTML entities a scraped posting keeps ('R&amp;C Guidelines'). */
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? _);

/**
 * parsePosting: normalizeText -> items by section -> title normalized to O*NET -> requirements
 * (must / nice from headings and cue phrases; experience, education, skill) -> skills with importance,
 * years, education, location, salary.
 */
export function parsePosting(input: string, data: EngineData): ParsedPosting {
  const text = normalizeText(decodeEntities(input));
  const isSkill = (word: string) => lookupSkill(data.skills, word) !== null;
  // run-together lines are cut once, for the items and for the company
  const pieces = new Map<string, string[]>();
  const splitLine = (line: string) => pieces.get(line) ?? pieces.set(line, splitRunTogether(line, isSkill)).get(line)!;
  const { items, hasHeadings } = extractPostingItems(text, { isKnownWord: isSkill, splitLine });
  const title = findTitle(items, text, data.titles);
  const { name: company, evidence: companyEvidence } = readCompany(text.split('\n').flatMap(splitLine).join('\n'), {
    isSkill,
    title,
  });
  const kinds = findNotRequirementKinds(items, { company });
  const location = extractLocation(text);
  // what is no requirement (benefits, EEO, about us, how to apply) names no skill the job needs
  const stemsOf = memoizeContentStems();
  const found = findItemSkills(items, (i) => !!kinds[i], data.skills);
  const itemSkills = found.byItem.map((mentions) => mentions.map((m) => m.skill));
  const requirements = buildRequirements(items, {
    hasHeadings,
    title,
    skills: data.skills,
    notRequirements: kinds,
    names: [company, location.text],
    itemSkills,
    stemsOf,
  });
  const firstRequirement = new Map<number, Requirement>();
  for (const r of requirements) if (!firstRequirement.has(r.itemIndex)) firstRequirement.set(r.itemIndex, r);
  const skills: PostingSkill[] = found.merged.map((mention) => {
    const importance: SkillImportance = mention.evidence.reduce<SkillImportance>((best, e) => {
      const req = firstRequirement.get(e.line);
      const level: SkillImportance = req ? (req.kind === 'must' ? 'required' : 'preferred') : 'mentioned';
      return SKILL_IMPORTANCE.indexOf(level) < SKILL_IMPORTANCE.indexOf(best) ? level : best;
    }, 'mentioned');
    const weight = Math.min(1, IMPORTANCE_WEIGHT[importance] + 0.05 * (mention.evidence.length - 1));
    return { skill: mention.skill, importance, weight: Math.round(weight * 100) / 100, evidence: mention.evidence };
  });
  skills.sort((a, b) => b.weight - a.weight || compareText(a.skill.name, b.skill.name));
  const dutyLike = dutiesInDescription(items);
  const yearsRequired = findYearsRequired(
    requirements,
    title,
    text.split('\n').find((l) => l.trim()) ?? '',
    // a description that states the years when no requirement does; never the company's own history or benefits
    items
      .filter((item, i) => !kinds[i] && (item.part === 'summary' || item.part === 'responsibilities'))
      .map((item) => item.text),
  );
  const educationReqs = requirements.filter((r) => r.degree !== null).sort((a, b) => a.degree!.level - b.degree!.level);
  const education = educationReqs[0] ?? null;
  return {
    text,
    title,
    company,
    companyEvidence,
    occupation: title ? normalizeTitleWithAlternatives(title, data.titles) : null,
    requirements,
    responsibilities: items.filter((i) => i.part === 'responsibilities').map((i) => i.text),
    duties: items.flatMap((item, itemIndex) =>
      (item.part === 'responsibilities' || dutyLike.has(itemIndex)) &&
      !kinds[itemIndex] &&
      !firstRequirement.has(itemIndex)
        ? [{ itemIndex, text: item.text, label: keyPhrase(item.text, stemsOf), skills: itemSkills[itemIndex] ?? [] }]
        : [],
    ),
    skills,
    keyTerms: extractKeyTerms(
      items.map((item, i) => (kinds[i] ? { ...item, part: 'other' as const } : item)),
      requirements,
      skills,
      { company, title, place: location.text, stemsOf },
    ),
    yearsRequired,
    education: education?.degree
      ? { ...education.degree, text: education.text, isRequired: education.kind === 'must' }
      : (() => {
          for (const item of items) {
            const d = /degree|diploma|bachelor|master|phd|ged/i.test(item.text) ? degreeLevel(item.text) : null;
            if (d) return { ...d, text: item.text, isRequired: false };
          }
          return null;
        })(),
    location,
    salary: extractSalary(text, { country: location.country ?? null }),
    workMode: location.workMode ?? null,
    employmentType: findEmploymentType(text),
    notRequirements: items.flatMap((item, itemIndex) =>
      kinds[itemIndex] ? [{ text: item.text, kind: kinds[itemIndex]!, itemIndex }] : [],
    ),
  };
}

/** A line that opens with what the job holder does ('Build models …', 'Own data quality controls'). */
const DUTY_OPENING =
  /^(?:work|build|help|partner|establish|own|lead|manage|develop|design|create|drive|maintain|support|analy[sz]e|conduct|collaborate|coordinate|oversee|implement|prepare|deliver|ensure|identify|monitor|plan|provide|review|mentor|train|write|communicate|perform|execute|research|track|report|define|improve|teach|assist)\s+(?!experience\b|knowledge\b|skills?\b)/i;

/**
 * Items of a description part ('Job Description:', 'The role') that list what the job holder does, one verb
 * line after another: duties, as under a responsibilities heading. Three such lines under one heading make a list of duties.
 */
function dutiesInDescription(items: readonly PostingItem[]): Set<number> {
  const byHeading = new Map<string, number[]>();
  items.forEach((item, i) => {
    if (item.part !== 'summary' || item.heading === null || !DUTY_OPENING.test(item.text)) return;
    byHeading.set(item.heading, [...(byHeading.get(item.heading) ?? []), i]);
  });
  return new Set([...byHeading.values()].filter((found) => found.length >= 3).flat());
}
