import type { Skill } from '../../bundle/bundle-types.ts';
import type { ParsedPosting } from '../../posting/parse-posting.ts';
import { shorten, stripBullet } from '../shared/text-helpers.ts';

/** A skill the posting asks for (required or preferred), in its own spelling, with the posting line that asks. */
export interface PostingWant {
  readonly skill: Skill;
  readonly form: string;
  readonly weight: number;
  readonly line: string;
}

/** The posting's wanted skills by id, heaviest first. */
export function postingWants(posting: ParsedPosting | null): Map<string, PostingWant> {
  const out = new Map<string, PostingWant>();
  if (!posting) return out;
  const wanted = posting.skills.filter((s) => s.importance !== 'mentioned').sort((a, b) => b.weight - a.weight);
  for (const s of wanted) {
    // the posting's own spelling, unless the match spans punctuation ('Python (pandas' for pandas): then the skill's name
    const form = s.evidence.map((e) => e.text).find((t) => /^[\w .+#/-]+$/.test(t)) ?? s.skill.name;
    const line = shorten(stripBullet(s.evidence[0]?.context ?? ''), 160);
    out.set(s.skill.id, { skill: s.skill, form, weight: s.weight, line });
  }
  return out;
}

/** A named tool or a body of knowledge (not a soft skill): what a skills list holds. */
export const belongsInSkillsList = (skill: Skill) =>
  (skill.category === 'technology' && (skill.occupationCount > 0 || skill.isHot || skill.isInDemand)) ||
  (skill.category === 'knowledge' && skill.occupationCount > 0);
