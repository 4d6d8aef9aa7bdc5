import type { Skill } from '../bundle/bundle-types.ts';
import { degreeLevel } from '../resume/extract-education.ts';
import { extractSkills } from '../skills/extract-skills.ts';
import type { SkillIndex } from '../skills/skill-index.ts';
import { MUST_CUES, NICE_CUES, type PostingPart } from './posting-headings.ts';
import type { PostingItem } from './posting-items.ts';
import { isDutySentence } from './duty-sentence.ts';
import { classifyNotRequirement } from './find-not-requirements.ts';
import { keyPhrase, memoizeContentStems, parseExperienceNeeds, type ExperienceNeed } from './requirement-terms.ts';

export const REQUIREMENT_KINDS = ['must', 'nice'] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];
export const REQUIREMENT_TYPES = ['skill', 'experience', 'education'] as const;
export type RequirementType = (typeof REQUIREMENT_TYPES)[number];

export interface Requirement {
  readonly id: string;
  /** Index of the posting item it came from. */
  readonly itemIndex: number;
  readonly text: string;
  /** What it asks for in a few words ('Customer Service', 'equipment maintenance'). */
  readonly label: string;
  readonly kind: RequirementKind;
  readonly type: RequirementType;
  readonly section: string | null;
  /** Vocabulary skills named in its label (what it asks for) and anywhere in its text. */
  readonly skills: readonly Skill[];
  readonly contextSkills: readonly Skill[];
  /** Content stems of the label (what must be evidenced) and of the whole text (context). */
  readonly stems: readonly string[];
  readonly contextStems: readonly string[];
  readonly experience: readonly ExperienceNeed[];
  readonly degree: { readonly level: number; readonly label: string } | null;
}

const REQUIREMENT_PARTS: ReadonlySet<PostingPart> = new Set(['requirements', 'preferred', 'education']);
/** Parts that never hold a requirement, even in a posting whose headings name no requirements part. */
const NEVER_REQUIREMENT_PARTS: ReadonlySet<PostingPart> = new Set([
  'title',
  'benefits',
  'eeo',
  'company',
  'application',
  'location',
  'salary',
  'logistics',
]);
const CUE =
  /\b(?:experience|years?|degree|knowledge of|proficien\w*|familiar\w*|skills?|ability to|must|required|needed|preferred|expertise|certif\w*|understanding of|background in)\b/i;
/**
 * A responsibilities item worded as a requirement, not a duty ('Experience in teaching HVAC courses',
 * 'Excellent written communication skills', 'Training experience is a must'): postings often mix them in.
 */
const WORDED_AS_REQUIREMENT =
  /^(?:(?:proven|previous|prior|demonstrated|strong|excellent|exceptional|outstanding|solid|good|sound|extensive|working|hands-on|thorough|superior|effective|advanced)\s+)*(?:experience|knowledge|proficiency|expertise|familiarity|understanding|background|degree|certification|licen[cs]e|licensure)\s+(?:in|with|of|as)\b|^(?:proven|demonstrated|strong|excellent|exceptional|outstanding|solid|good|superior|effective)\s+(?:[\w/-]+,?\s+){0,5}(?:skills|abilities)(?:\s*\([^()]*\))?\.?$|\b(?:is|are)\s+(?:a must|required|mandatory|essential|a plus|an advantage|preferred)\.?$/i;
/** A line that asks the job holder to travel ('Must be able to travel 100% of the time', 'Travel required'). */
const TRAVEL = /\b(?:to|and)\s+travel\b|^travel\s+(?:is\s+)?(?:required|expected|\d+\s*%)/i;
const DEGREE_WORDS =
  /\b(?:degree|diploma|bachelor|master'?s|ph\.?\s?d|doctorate|ged|high school|associate'?s|b\.s\.?|m\.s\.?|bsc|msc|mba)(?![\w])/i;

/** 'Knowledge of Food Safety, Ability to Follow Recipes, ... and Inventory Management Skills': one requirement per phrase. */
function splitList(text: string, experienceOf: (text: string) => readonly ExperienceNeed[]): string[] {
  const clauses = text
    .replace(/[.;]\s*$/, '')
    .split(/\s*;\s*(?:and\s+)?/)
    .filter(Boolean);
  if (clauses.length >= 3) return clauses.flatMap((c) => splitList(c, experienceOf));
  // two asks joined by ';' ('Strong analytical skills; comfortable with Google Analytics') are two requirements,
  // unless the second only qualifies the first ('...; a master's degree is preferred', '...; this includes ...') or states years
  if (
    clauses.length === 2 &&
    clauses.every((c) => c.split(/\s+/).length >= 2 && experienceOf(c).length === 0) &&
    !NICE_TAIL.test(text) &&
    !/^(?:ideally|preferably|including|e\.g\.|such as|especially|or|but|this|that|these|those|it|its|which|they|there)\b/i.test(
      clauses[1]!,
    )
  )
    return clauses.flatMap((c) => splitList(c, experienceOf));
  if (experienceOf(text).length > 0 || isDutySentence(text)) return [text];
  // commas inside brackets ('(M. Ed., M.S. Ed.)', '(Word, Excel, Outlook)') belong to their item
  const guarded = text.replace(/\([^()]*\)/g, (m) => m.replace(/[,;]/g, '\u2063'));
  const parts = guarded
    .replace(/[.;]\s*$/, '')
    .split(/\s*[,;]\s*(?:and\s+|or\s+)?/)
    .map((p) => p.replace(/\u2063/g, ',').trim())
    .filter(Boolean);
  // 'concepts, practices, and procedures within the accounting field' is one thing: a lone common noun is no item of its own
  const isLoneNoun = (p: string) => /^[a-z][a-z-]*$/.test(p);
  return parts.length >= 3 && parts.every((p) => p.split(/\s+/).length <= 7) && !parts.slice(1, -1).some(isLoneNoun)
    ? parts
    : [text];
}

/** A preference that only qualifies a tail: 'Bachelor's degree (Master's preferred)', '...; a master's degree is preferred', '..., preferably in X'. */
const NICE_TAIL =
  /\s*(?:\((?!\s*(?:preferred|required|desired|optional|a plus|not required)\s*\))[^()]*\)|;\s*[^;]*\bpreferred\b[^;]*|,\s*(?:preferably|ideally)\b.*)\s*[.;]?$/i;

const HEDGED_MUST = /\b(?:may|might|could) (?:also )?be (?:required|needed|necessary|requested)\b/i;

function kindOf(item: PostingItem, stemsOf: (text: string) => readonly string[]): RequirementKind {
  if (item.part === 'preferred') return 'nice';
  const head = item.text.replace(NICE_TAIL, '').trim();
  const main = stemsOf(head).length >= 2 ? head : item.text;
  // 'Additional certification may be required' asks only in some cases: not a must-have
  if (HEDGED_MUST.test(main)) return 'nice';
  return NICE_CUES.test(main) && !MUST_CUES.test(main) ? 'nice' : 'must';
}

/**
 * The posting's requirements: every item of a requirements / preferred / education section (or, in a
 * posting without headings, every item with a requirement cue), typed as experience (it states years),
 * education (it names a degree) or skill, and marked must-have or nice-to-have.
 */
export function buildRequirements(
  items: readonly PostingItem[],
  context: {
    hasHeadings: boolean;
    skills: SkillIndex;
    title: string | null;
    notRequirements?: ReadonlyArray<unknown | null>;
    /** The hiring company and the job's place: never a requirement ('Northwind', 'Austin'). */
    names?: ReadonlyArray<string | null>;
    /** The vocabulary skills of each whole item, if already found (the parser finds them for the posting's skills). */
    itemSkills?: ReadonlyArray<readonly Skill[] | undefined>;
    /** contentStems, remembered across the steps of one parse. */
    stemsOf?: (text: string) => readonly string[];
  },
): Requirement[] {
  const out: Requirement[] = [];
  const seen = new Set<string>();
  // one parse stems, reads years in and finds skills in the same texts from several steps: each once
  const stemsOf = context.stemsOf ?? memoizeContentStems();
  const experienceMemo = new Map<string, ExperienceNeed[]>();
  const experienceOf = (text: string) =>
    experienceMemo.get(text) ?? experienceMemo.set(text, parseExperienceNeeds(text)).get(text)!;
  const skillsMemo = new Map<string, readonly Skill[]>();
  const skillsOf = (text: string, item: PostingItem, itemIndex: number) =>
    skillsMemo.get(text) ??
    skillsMemo
      .set(
        text,
        extractSkills([{ text, section: item.part, line: itemIndex }], context.skills).map((m) => m.skill),
      )
      .get(text)!;
  const names = (context.names ?? [])
    .flatMap((n) => (n ? n.split(/\s*,\s*/) : []))
    .map((n) =>
      n
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim(),
    )
    .filter((n) => n.length >= 3);
  // headings that name no requirements part ('Location:', 'Title:' and prose): the items with a requirement cue, as in a posting without headings
  const byHeadings = context.hasHeadings && items.some((item) => REQUIREMENT_PARTS.has(item.part) && !item.inField);
  items.forEach((whole, itemIndex) => {
    if (context.notRequirements?.[itemIndex]) return;
    const candidate = byHeadings
      ? REQUIREMENT_PARTS.has(whole.part) ||
        (whole.part === 'responsibilities' && WORDED_AS_REQUIREMENT.test(whole.text))
      : (CUE.test(whole.text) || !!whole.inField) && !NEVER_REQUIREMENT_PARTS.has(whole.part);
    if (!candidate || /:\s*$/.test(whole.text)) return;
    const own = context.itemSkills?.[itemIndex];
    if (own) skillsMemo.set(whole.text, own);
    const parts = splitList(whole.text, experienceOf);
    // a phrase of a list that is a personal trait ('Passion for the Android world, sharp writing, ...') asks for nothing
    for (const text of parts)
      if (parts.length === 1 || classifyNotRequirement(text) !== 'trait') addRequirement({ ...whole, text }, itemIndex);
  });
  function addRequirement(item: PostingItem, itemIndex: number) {
    const experience = experienceOf(item.text);
    const degree = DEGREE_WORDS.test(item.text) ? degreeLevel(item.text) : null;
    // years of no named role or field are years of experience in general ('5+ years of professional experience')
    const label =
      experience.length > 0
        ? (experience.map((n) => n.role ?? n.field).find(Boolean) ?? 'years of experience')
        : keyPhrase(item.text, stemsOf);
    const stems = stemsOf(label);
    if (stems.length === 0 && experience.length === 0) return;
    const folded = label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    if (names.some((n) => folded === n || (n.length >= 4 && folded.includes(n)))) return;
    // near-duplicates ('Strong communication skills', 'communication skills (strong)') say one thing: the same
    // content words; and a posting that asks for travel in several lines ('Must travel 100%', 'Required to travel') asks once
    const key = TRAVEL.test(item.text)
      ? 'travel|'
      : `${stems.length > 0 ? [...stems].sort().join(' ') : label.toLowerCase()}|${experience.map((n) => n.years).join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    const contextSkills = skillsOf(item.text, item, itemIndex);
    const skills = skillsOf(label, item, itemIndex);
    out.push({
      id: `req-${out.length + 1}`,
      itemIndex,
      text: item.text,
      label,
      kind: kindOf(item, stemsOf),
      type: experience.length > 0 ? 'experience' : degree ? 'education' : 'skill',
      section: item.heading,
      skills,
      contextSkills,
      stems,
      contextStems: stemsOf(item.text),
      experience,
      degree,
    });
    // a years line also asks for the tools it names ('4+ years in analytics, expert SQL and Python'): each its own requirement
    if (experience.length > 0) {
      // not the tools a bracket only prefers ('4+ years of programming (Python preferred)')
      const asked = skillsOf(
        item.text.replace(/\([^)]*\b(?:preferred|a plus|plus|ideally|nice to have|bonus)\b[^)]*\)/gi, ' '),
        item,
        itemIndex,
      );
      for (const skill of asked) {
        if (skills.some((s) => s.id === skill.id) || folded.includes(skill.name.toLowerCase())) continue;
        addSkillRequirement(item, itemIndex, skill);
      }
    }
  }
  function addSkillRequirement(item: PostingItem, itemIndex: number, skill: Skill) {
    const key = `${skill.name.toLowerCase()}|`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({
      id: `req-${out.length + 1}`,
      itemIndex,
      text: item.text,
      label: skill.name,
      kind: kindOf(item, stemsOf),
      type: 'skill',
      section: item.heading,
      skills: [skill],
      contextSkills: [skill],
      stems: stemsOf(skill.name),
      contextStems: stemsOf(item.text),
      experience: [],
      degree: null,
    });
  }
  return out;
}
