import type { Skill } from '../bundle/bundle-types.ts';
import type { EngineData } from '../engine-data.ts';
import type { ExperienceNeed } from '../posting/requirement-terms.ts';
import { lookupSkill } from '../skills/skill-index.ts';
import { foldCase } from '../text/normalize-text.ts';
import { FIELD_ALIASES, MANAGEMENT_NEED, MANAGEMENT_ROLE, OVERALL_FIELD_WORDS } from './experience-terms.ts';

/**
 * What a years need is of: experience overall ('5+ years of professional experience'), managing people
 * ('2+ years managing people'), a technology ('3 years of React'), a role ('as a Registered Nurse') or a
 * field ('in product management', 'med-surg').
 */
export type NeedKind =
  | { readonly kind: 'overall' }
  | { readonly kind: 'management' }
  | { readonly kind: 'skill'; readonly skill: Skill }
  | { readonly kind: 'role'; readonly role: string }
  | { readonly kind: 'field'; readonly field: string; readonly spellings: readonly string[] };

/** The words right after the need's years in the requirement ('managing people' of '2+ years managing people'). */
function wordsAfter(need: ExperienceNeed, requirementText: string): string {
  const at = requirementText.indexOf(need.text);
  return at < 0 ? '' : requirementText.slice(at + need.text.length, at + need.text.length + 80);
}

const isOverallField = (field: string) =>
  foldCase(field)
    .split(/[\s/]+/)
    .every((w) => !w || OVERALL_FIELD_WORDS.has(w));

/** A field and its other spellings ('med-surg', 'medical-surgical', ...). */
function spellingsOf(field: string): string[] {
  const key = foldCase(field.trim());
  const row = FIELD_ALIASES.find((spellings) => spellings.includes(key));
  return row ? [...row] : [field];
}

export function classifyNeed(need: ExperienceNeed, requirementText: string, data: EngineData): NeedKind {
  const after = wordsAfter(need, requirementText);
  if (
    (need.role && MANAGEMENT_ROLE.test(need.role.trim())) ||
    (need.field && MANAGEMENT_ROLE.test(need.field.trim())) ||
    MANAGEMENT_NEED.test(after)
  )
    return { kind: 'management' };
  if (need.role) return { kind: 'role', role: need.role };
  if (!need.field || isOverallField(need.field)) return { kind: 'overall' };
  const skill = lookupSkill(data.skills, need.field);
  if (skill && skill.category === 'technology') return { kind: 'skill', skill };
  return { kind: 'field', field: need.field, spellings: spellingsOf(need.field) };
}
