import { describe, expect, it } from 'vitest';
import { loadDefaultEngineData } from '../default-engine-data.ts';
import { extractSkills } from '../skills/extract-skills.ts';
import { findItemSkills } from './item-skills.ts';
import type { PostingItem } from './posting-items.ts';

const loaded = loadDefaultEngineData();
if (!loaded.ok) throw new Error('engine data');
const index = loaded.value.skills;

const item = (text: string, line: number): PostingItem => ({
  text,
  part: 'requirements',
  heading: 'Requirements',
  line,
});
const ITEMS = [
  item('Python and SQL for analysis, then Tableau dashboards', 1),
  item('Health insurance and a 401(k)', 2),
  item('Tableau or Power BI, Python scripting', 3),
  item('Docker, Kubernetes and Python', 4),
];

describe('findItemSkills', () => {
  it('merges the items skills as one pass over the items gives them (order, evidence), skipping no-requirement items', () => {
    const skip = (i: number) => i === 1;
    const { byItem, merged } = findItemSkills(ITEMS, skip, index);
    const once = extractSkills(
      ITEMS.flatMap((it, line) => (skip(line) ? [] : [{ text: it.text, section: it.part, line }])),
      index,
    );
    expect(merged).toEqual(once);
    expect(byItem[1]).toEqual([]);
    expect(byItem[3]!.map((m) => m.skill.name).sort()).toEqual(['Docker', 'Kubernetes', 'Python']);
  });
});
