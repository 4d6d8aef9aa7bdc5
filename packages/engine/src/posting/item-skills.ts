import { extractSkills, type SkillEvidence, type SkillMention } from '../skills/extract-skills.ts';
import type { SkillIndex } from '../skills/skill-index.ts';
import { compareText } from '../text/compare-text.ts';
import type { PostingItem } from './posting-items.ts';

/**
 * The vocabulary skills of each item (none for an item that is no requirement: benefits, EEO, about us),
 * and all of them merged exactly as one extractSkills pass over those items gives them. Found item by item
 * so that the requirements reuse an item's skills instead of searching its text again.
 */
export function findItemSkills(
  items: readonly PostingItem[],
  isNotRequirement: (index: number) => boolean,
  index: SkillIndex,
): { byItem: SkillMention[][]; merged: SkillMention[] } {
  const byItem = items.map((item, line) =>
    isNotRequirement(line) ? [] : extractSkills([{ text: item.text, section: item.part, line }], index),
  );
  const found = new Map<string, { skill: SkillMention['skill']; evidence: SkillEvidence[] }>();
  for (const mentions of byItem) {
    // in reading order, as a single pass meets them
    for (const mention of [...mentions].sort((a, b) => a.evidence[0]!.start - b.evidence[0]!.start)) {
      const into = found.get(mention.skill.id) ?? { skill: mention.skill, evidence: [] };
      into.evidence.push(...mention.evidence);
      found.set(mention.skill.id, into);
    }
  }
  const merged = [...found.values()].sort(
    (a, b) => b.evidence.length - a.evidence.length || compareText(a.skill.name, b.skill.name),
  );
  return { byItem, merged };
}
