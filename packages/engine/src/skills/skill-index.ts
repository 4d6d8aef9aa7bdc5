import type { MatchMode, Skill } from '../bundle/bundle-types.ts';
import { foldCase } from '../text/normalize-text.ts';
import { phraseKey, tokenize } from '../text/tokenize.ts';

/** One surface form of a skill at the end of a trie path. */
export interface FormEntry {
  readonly skill: Skill;
  readonly mode: MatchMode;
  /** Original spelling of each token, compared when the mode is exact-case. */
  readonly spelling: readonly string[];
}

export interface TrieNode {
  readonly children: Map<string, TrieNode>;
  entries: FormEntry[];
}

/** Skills by id and by any surface form, plus a token trie over every form for matching text. */
export interface SkillIndex {
  readonly skills: readonly Skill[];
  readonly byId: ReadonlyMap<string, Skill>;
  readonly byKey: ReadonlyMap<string, Skill>;
  readonly trie: TrieNode;
}

const newNode = (): TrieNode => ({ children: new Map(), entries: [] });

export function buildSkillIndex(skills: readonly Skill[]): SkillIndex {
  const trie = newNode();
  const byId = new Map<string, Skill>();
  const byKey = new Map<string, Skill>();
  for (const skill of skills) {
    byId.set(skill.id, skill);
    for (const form of skill.forms) {
      const tokens = tokenize(form.text);
      if (tokens.length === 0) continue;
      const key = tokens.map((t) => t.norm).join(' ');
      if (!byKey.has(key)) byKey.set(key, skill);
      let node = trie;
      for (const token of tokens) {
        let next = node.children.get(token.norm);
        if (!next) node.children.set(token.norm, (next = newNode()));
        node = next;
      }
      if (!node.entries.some((e) => e.skill === skill && e.mode === form.mode)) {
        node.entries.push({ skill, mode: form.mode, spelling: tokens.map((t) => t.text) });
      }
    }
  }
  return { skills, byId, byKey, trie };
}

/** Finds a skill by id, canonical name or alias ('k8s' -> Kubernetes); case-insensitive. */
export function lookupSkill(index: SkillIndex, query: string): Skill | null {
  return index.byId.get(foldCase(query.trim())) ?? index.byKey.get(phraseKey(query)) ?? null;
}
