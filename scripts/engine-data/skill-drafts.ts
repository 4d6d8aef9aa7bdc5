// The skills half of `npm run build:engine-data` (scripts/build-engine-data.ts): every skill source read
// into one map of drafts, each with its canonical name, surface forms and match mode per form.
import { compareText } from '../../packages/engine/src/text/compare-text.ts';
import { phraseKey } from '../../packages/engine/src/text/tokenize.ts';
import {
  CANONICAL_OVERRIDES,
  EXTRA_ALIASES,
  FIRST_TECH_SKILLS,
  SOFT_SKILLS,
  TECH_WORDS,
  VENDORS,
  type Category,
} from './curated-skills.ts';
import type { createSourceReader } from './read-sources.ts';

type SourceReader = ReturnType<typeof createSourceReader>;

// ---------- common English words (forms that need exact case or a list context) ----------
function commonWords({ readTsv, readCsv }: SourceReader): Set<string> {
  const counts = new Map<string, number>();
  const add = (text: string) => {
    for (const w of text.match(/\b[a-z][a-z]+\b/g) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
  };
  for (const r of readTsv('onet/Task Statements.txt')) add(r['Task']!);
  for (const r of readTsv('onet/Occupation Data.txt')) add(r['Description']!);
  for (const r of readCsv('esco/occupations_en.csv')) add(r['description']!);
  for (const r of readCsv('esco/esco_skill_labels_all.csv')) add(r['label']!);
  const words = new Set([...counts].filter(([, n]) => n >= 2).map(([w]) => w));
  for (const w of TECH_WORDS) words.add(w);
  return words;
}
let COMMON = new Set<string>();

// ---------- skills ----------
export interface SkillDraft {
  name: string;
  category: Category;
  group: string;
  hot: boolean;
  inDemand: boolean;
  occupations: Set<string>;
  sources: Set<string>;
  forms: Map<string, string>; // key -> display form with mode prefix
}

export const skills = new Map<string, SkillDraft>(); // canonical key -> draft
const formOwner = new Map<string, string>(); // form key -> canonical key

const isAmbiguous = (form: string) => {
  const key = phraseKey(form);
  if (key.includes(' ')) return false;
  return COMMON.has(key) || (key.length <= 2 && /^[a-z]+$/.test(key));
};

/**
 * Adds a surface form. Forms that are also English words (or one or two letters) are kept only when
 * they are a canonical name or a curated alias, with an exact-case mode ('=') or, for one or two
 * letters and aliases marked '~', exact case inside a list ('~'). Ambiguous source aliases are dropped.
 */
function addForm(draft: SkillDraft, form: string, options: { canonical: boolean }) {
  const listOnly = form.startsWith('~');
  const display = form.replace(/^~/, '').trim().replace(/\s+/g, ' ');
  const key = phraseKey(display);
  if (!key || key.length > 60) return;
  const owner = formOwner.get(key);
  if (owner !== undefined && owner !== phraseKey(draft.name)) return; // first owner wins
  let mode = '';
  if (isAmbiguous(display) || listOnly) {
    if (!options.canonical) return;
    const caseMatters = draft.category === 'technology' || draft.group === 'language';
    // one letter ('R', 'C'), a short English word ('Go') or an English word in capitals ('FAST'): only in a list;
    // a capitalised English word ('Swift', 'React') or a two-letter acronym ('JS'): exact case
    const isWord = COMMON.has(key);
    if (caseMatters)
      mode =
        listOnly || key.length === 1 || (isWord && (key.length <= 2 || display === display.toUpperCase())) ? '~' : '=';
  }
  formOwner.set(key, phraseKey(draft.name));
  if (!draft.forms.has(key)) draft.forms.set(key, mode + display);
}

function upsertSkill(name: string, category: Category, group: string, source: string): SkillDraft {
  const key = phraseKey(name);
  const existingKey = skills.has(key) ? key : formOwner.get(key);
  const existing = existingKey !== undefined ? skills.get(existingKey) : undefined;
  if (existing) {
    existing.sources.add(source);
    return existing;
  }
  const draft: SkillDraft = {
    name,
    category,
    group,
    hot: false,
    inDemand: false,
    occupations: new Set(),
    sources: new Set([source]),
    forms: new Map(),
  };
  skills.set(key, draft);
  addForm(draft, name, { canonical: true });
  return draft;
}

const acronymOf = (words: string[]) => words.map((w) => w[0]!.toLowerCase()).join('');

/** Turns an O*NET technology example into a canonical name plus aliases. */
function canonicalizeOnet(example: string): { name: string; aliases: string[] } {
  const aliases = new Set<string>([example]);
  let name = example;
  const paren = /\(([A-Z][A-Z0-9&.\-/]+)\)/.exec(name);
  if (paren) {
    aliases.add(paren[1]!);
    aliases.add(name.replace(paren[0], '').replace(/\s+/g, ' ').trim());
  }
  // "<expansion> <ACRONYM> [tail]": keep the acronym, alias the expansion
  const words = name.split(' ');
  for (let i = 1; i < words.length; i++) {
    const acr = words[i]!;
    if (!/^[A-Z][A-Z0-9]{1,6}$/.test(acr)) continue;
    for (let k = Math.min(i, 7); k >= 2; k--) {
      const expansion = words.slice(i - k, i);
      const content = expansion.filter((w) => !/^(and|of|for|the|with|to|in)$/i.test(w));
      if (acronymOf(expansion) === acr.toLowerCase() || acronymOf(content) === acr.toLowerCase()) {
        aliases.add(expansion.join(' '));
        aliases.add(acr);
        name = [...words.slice(0, i - k), ...words.slice(i)].join(' ');
        break;
      }
    }
    break;
  }
  const stripped = name.replace(/ (software|systems|system)$/, '');
  if (
    stripped !== name &&
    /^[A-Z0-9]/.test(stripped) &&
    stripped.split(' ').some((w) => !COMMON.has(w.toLowerCase()))
  ) {
    aliases.add(name);
    name = stripped;
  }
  for (const vendor of VENDORS) {
    const rest = name.slice(vendor.length + 1);
    // product names are capitalised ('Excel', 'SQL Server'); a lowercase rest is a generic phrase ('cloud computing')
    if (name.startsWith(vendor + ' ') && rest.length > 1 && /^[A-Z0-9.]/.test(rest)) aliases.add(rest);
  }
  name = CANONICAL_OVERRIDES[example] ?? CANONICAL_OVERRIDES[name] ?? name;
  aliases.delete(name);
  return { name, aliases: [...aliases] };
}

/** Reads every skill source into `skills` (first the common words that decide each form's match mode). */
export function buildSkills(reader: SourceReader, occupationCodes: Set<string>) {
  const { read, readTsv, readCsv } = reader;
  COMMON = commonWords(reader);
  // 0. technologies that own their forms before any source (curated-skills.ts)
  for (const [name, { group, aliases }] of Object.entries(FIRST_TECH_SKILLS)) {
    const draft = upsertSkill(name, 'technology', group, 'curated');
    for (const a of aliases) addForm(draft, a, { canonical: true });
  }
  // 1. O*NET technology skills
  const techRows = readTsv('onet/Technology Skills.txt').filter((r) => occupationCodes.has(r['O*NET-SOC Code']!));
  const perOccupation = new Map<string, Map<string, { hot: boolean; inDemand: boolean }>>();
  for (const r of techRows) {
    const { name, aliases } = canonicalizeOnet(r['Example']!);
    const draft = upsertSkill(name, 'technology', r['Commodity Title']!, 'onet');
    for (const a of aliases) addForm(draft, a, { canonical: false });
    for (const a of EXTRA_ALIASES[draft.name] ?? []) addForm(draft, a, { canonical: true });
    const hot = r['Hot Technology'] === 'Y';
    const inDemand = r['In Demand'] === 'Y';
    draft.hot ||= hot;
    draft.inDemand ||= inDemand;
    draft.occupations.add(r['O*NET-SOC Code']!);
    const map = perOccupation.get(r['O*NET-SOC Code']!) ?? new Map();
    const prev = map.get(draft.name);
    map.set(draft.name, { hot: hot || !!prev?.hot, inDemand: inDemand || !!prev?.inDemand });
    perOccupation.set(r['O*NET-SOC Code']!, map);
  }
  // 2. O*NET skills and knowledge areas, and curated soft skills
  const elements = new Map<string, string>(); // element id -> skill name
  for (const file of ['onet/Skills.txt', 'onet/Knowledge.txt']) {
    for (const r of readTsv(file)) {
      if (elements.has(r['Element ID']!)) continue;
      const name = r['Element Name']!;
      const curated = SOFT_SKILLS[name];
      const category: Category =
        curated?.category ??
        (file.includes('Knowledge') || r['Element ID']!.startsWith('2.B.3') ? 'knowledge' : 'soft');
      const draft = upsertSkill(name, category, file.includes('Knowledge') ? 'O*NET knowledge' : 'O*NET skill', 'onet');
      if (/ and /.test(name) && file.includes('Knowledge'))
        for (const part of name.split(/ and |, /)) addForm(draft, part, { canonical: false });
      elements.set(r['Element ID']!, draft.name);
    }
  }
  for (const [name, { category, aliases }] of Object.entries(SOFT_SKILLS)) {
    const draft = upsertSkill(name, category, category === 'soft' ? 'soft skill' : 'knowledge area', 'curated');
    for (const a of aliases) addForm(draft, a, { canonical: true });
  }
  // 3. ESCO transversal skills, digital knowledge, languages
  for (const r of readCsv('esco/transversalSkillsCollection_en.csv')) {
    const draft = upsertSkill(r['preferredLabel']!, 'soft', 'ESCO transversal', 'esco');
    for (const a of r['altLabels']!.split(/\s*[|\n]\s*/))
      if (a && a.split(' ').length <= 4) addForm(draft, a, { canonical: false });
  }
  for (const r of readCsv('esco/digitalSkillsCollection_en.csv')) {
    const label = r['preferredLabel']!;
    if (r['skillType'] !== 'knowledge' || label.split(' ').length > 4) continue;
    const tech =
      /programming|software|database|network|computer|ICT|web|digital/i.test(r['broaderConceptPT']!) &&
      /[A-Z]/.test(label);
    const draft = upsertSkill(label, tech ? 'technology' : 'knowledge', 'ESCO digital', 'esco');
    for (const a of r['altLabels']!.split(/\s*[|\n]\s*/))
      if (a && a.split(' ').length <= 4 && !/techniques$/.test(a)) addForm(draft, a, { canonical: false });
  }
  for (const r of readCsv('esco/languageSkillsCollection_en.csv')) {
    const label = r['preferredLabel']!;
    if (r['skillType'] === 'knowledge' && /^[A-Z][a-z]+$/.test(label))
      upsertSkill(label, 'knowledge', 'language', 'esco');
  }
  // 4. GitHub topics that name a technology
  const topics = JSON.parse(read('github-topics/topics.json')) as Array<{
    topic: string;
    display_name: string | null;
    aliases: string[];
    short_description: string | null;
  }>;
  const TECH =
    /\b(programming|language|framework|library|database|software|tool|toolkit|platform|protocol|format|runtime|engine|cloud|service|editor|IDE|operating system|compiler|container|testing|deployment|development|CLI|data|machine learning|web|markup|query|orchestrat|version control|API|package manager|CSS|JavaScript|Python|Java|build|infrastructure|security|analytics|visuali[sz]ation|design)\b/i;
  const NOT_SKILL =
    /\b(game|games|video game|university|college|city|hackathon|competition|event|conference|anime|film|cryptocurrency|coin|mod|modding|community|license|foundation|challenge|jam)\b/i;
  const NOISY_ALIAS =
    /\b(library|libraries|tutorials?|examples?|api|app|apps|application|client|plugins?|themes?|templates?|projects?|module|packages?|sdk|demo|awesome|list|tools?|bot|extensions?|game|mods?|samples?|solutions|challenges|questions|cheat|sheet|server|docs|guides?|component|components)\b/;
  for (const t of [...topics].sort((a, b) => compareText(a.topic, b.topic))) {
    if (!t.display_name) continue;
    const desc = t.short_description ?? '';
    const ownerKey = [phraseKey(t.display_name), phraseKey(t.topic.replace(/-/g, ' '))]
      .map((k) => (skills.has(k) ? k : formOwner.get(k)))
      .find((k) => k !== undefined);
    if (ownerKey === undefined && (!TECH.test(desc) || NOT_SKILL.test(desc) || NOT_SKILL.test(t.display_name)))
      continue;
    if (ownerKey === undefined && isAmbiguous(t.display_name) && !TECH_WORDS.has(phraseKey(t.display_name))) continue;
    const draft = upsertSkill(
      ownerKey !== undefined ? skills.get(ownerKey)!.name : t.display_name,
      'technology',
      'GitHub topic',
      'github',
    );
    addForm(draft, t.display_name, { canonical: true });
    addForm(draft, t.topic.replace(/-/g, ' '), { canonical: false });
    for (const a of t.aliases) {
      const spaced = a.replace(/-/g, ' ');
      if (NOISY_ALIAS.test(spaced) || spaced.split(' ').length > 3) continue;
      addForm(draft, spaced, { canonical: false });
    }
    for (const a of EXTRA_ALIASES[draft.name] ?? []) addForm(draft, a, { canonical: true });
  }
  return { perOccupation, elements };
}
