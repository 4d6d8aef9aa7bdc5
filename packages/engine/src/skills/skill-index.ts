import type { MatchMode, Skill } from '../bundle/bundle-types.ts';
import { foldCase } from '../text/normalize-text.ts';
import { STOPWORDS } from '../text/stopwords.ts';
import { phraseKey, tokenize } from '../text/tokenize.ts';
import { BLOCKED_FORMS } from './ambiguous-terms.ts';

/** One surface form of a skill at the end of a trie path. */
export interface FormEntry {
  readonly skill: Skill;
  readonly mode: MatchMode;
  /** Original spelling of each token, compared when the mode is exact-case. */
  readonly spelling: readonly string[];
  /** The form's comparison key ('k8s', 'storage area network'). */
  readonly key: string;
  /** The form as the vocabulary writes it ('Act!', 'SAN'), for the evidence. */
  readonly form: string;
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

/** 'electronic health records' -> 'electronic health record': a plural of the last word. */
const singularKey = (key: string) => (/[a-z]{3}s$/.test(key) && !/(?:ss|us|is)$/.test(key) ? key.slice(0, -1) : key);

/**
 * Forms never indexed: blocked for their skill (ambiguous-terms.ts), made only of function words ('To-Do'), or
 * an alias that opens with 'a' or 'an': a phrase of prose, not a name ('a computer' for computer equipment, 'A
 * programming language' for APL). A canonical name keeps its article.
 */
function isIndexed(skill: Skill, key: string, isAlias: boolean): boolean {
  if (BLOCKED_FORMS[skill.id]?.includes(key)) return false;
  if (isAlias && /^an? /.test(key)) return false;
  return key.split(' ').some((w) => !STOPWORDS.has(w));
}

/**
 * The skill a form stands for: a plural of another skill's multi-word form is that skill's (a vendor's
 * 'Electronic Health Records' product is not what 'electronic health records' names: that is EHR).
 */
function ownerOf(skill: Skill, key: string, ownerByKey: ReadonlyMap<string, Skill>): Skill {
  const singular = singularKey(key);
  if (singular === key || !key.includes(' ')) return skill;
  const other = ownerByKey.get(singular);
  return other && other !== skill ? other : skill;
}

export function buildSkillIndex(skills: readonly Skill[]): SkillIndex {
  const trie = newNode();
  const byId = new Map<string, Skill>();
  const byKey = new Map<string, Skill>();
  const ownerByKey = new Map<string, Skill>();
  for (const skill of skills)
    for (const form of skill.forms)
      if (!ownerByKey.has(phraseKey(form.text))) ownerByKey.set(phraseKey(form.text), skill);
  for (const skill of skills) {
    byId.set(skill.id, skill);
    for (const [i, form] of skill.forms.entries()) {
      const tokens = tokenize(form.text);
      if (tokens.length === 0) continue;
      const key = tokens.map((t) => t.norm).join(' ');
      if (!isIndexed(skill, key, i > 0)) continue;
      const owner = ownerOf(skill, key, ownerByKey);
      if (!byKey.has(key)) byKey.set(key, owner);
      let node = trie;
      for (const token of tokens) {
        let next = node.children.get(token.norm);
        if (!next) node.children.set(token.norm, (next = newNode()));
        node = next;
      }
      if (!node.entries.some((e) => e.skill === owner && e.mode === form.mode)) {
        node.entries.push({ skill: owner, mode: form.mode, spelling: tokens.map((t) => t.text), key, form: form.text });
      }
    }
  }
  return { skills, byId, byKey, trie };
}

/** Finds a skill by id, canonical name or alias ('k8s' -> Kubernetes); case-insensitive. */
export function lookupSkill(index: SkillIndex, query: string): Skill | null {
  return index.byId.get(foldCase(query.trim())) ?? index.byKey.get(phraseKey(query)) ?? null;
}
