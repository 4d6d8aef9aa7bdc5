// `npm run build:engine-data [-- <data dir>]`: builds the engine's data bundle from the open data in
// ../shared/data (O*NET 29.3, ESCO 1.2.0, GitHub explore topics, BLS OEWS May 2024) into
// packages/engine/bundle/*.json. The output is deterministic (sorted, no timestamps) and committed;
// attribution for everything in it is in NOTICE at the repository root.
//
// What it keeps, and why:
//  - skills: O*NET technology examples (with hot / in-demand flags and how many occupations list
//    them), O*NET skills and knowledge areas, ESCO transversal, digital-knowledge and language skills,
//    GitHub topics that name a technology; each with a canonical name, surface forms (aliases) and a
//    match mode per form: '' any case, '=' exact case (forms that are also English words: 'Swift',
//    'React'), '~' exact case and only inside a list ('Go', 'R', 'C', 'Word').
//  - occupations: O*NET-SOC code, title, description, job zone, alternate/reported titles (plus ESCO
//    labels of ESCO occupations whose preferred label is an O*NET title) with how many sources list each
//    (engine-data/occupation-titles.ts), technology skills, top O*NET skills/knowledge by importance,
//    related occupations, typical education and experience.
//  - wages: BLS OEWS national annual percentiles per SOC code, with employment.
//  - curated titles (in occupations.json): the hand-curated table of common job titles and their O*NET
//    codes (engine-data/curated-titles.ts); the build fails when a code is not in O*NET.
// Never reads ../shared/data/eval (benchmark data is not shipped).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { phraseKey } from '../packages/engine/src/text/tokenize.ts';
import { compareText } from '../packages/engine/src/text/compare-text.ts';
import { CANONICAL_OVERRIDES, EXTRA_ALIASES, FIRST_TECH_SKILLS, SOFT_SKILLS, TECH_WORDS, VENDORS, type Category } from './engine-data/curated-skills.ts';
import { curatedTitleRows } from './engine-data/curated-title-rows.ts';
import { CURATED_TITLES } from './engine-data/curated-titles.ts';
import { collectOccupationTitles, titlesWithSources } from './engine-data/occupation-titles.ts';
import { createSourceReader } from './engine-data/read-sources.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.argv[2] ?? '../shared/data');
const outDir = path.join(root, 'packages/engine/bundle');
const BUNDLE_VERSION = 1;

const { read, readTsv, readCsv } = createSourceReader(dataDir);

// ---------- common English words (forms that need exact case or a list context) ----------
function commonWords(): Set<string> {
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
const COMMON = commonWords();

// ---------- skills ----------
interface SkillDraft {
  name: string;
  category: Category;
  group: string;
  hot: boolean;
  inDemand: boolean;
  occupations: Set<string>;
  sources: Set<string>;
  forms: Map<string, string>; // key -> display form with mode prefix
}

const skills = new Map<string, SkillDraft>(); // canonical key -> draft
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
    if (caseMatters) mode = listOnly || key.length === 1 || (isWord && (key.length <= 2 || display === display.toUpperCase())) ? '~' : '=';
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
  const draft: SkillDraft = { name, category, group, hot: false, inDemand: false, occupations: new Set(), sources: new Set([source]), forms: new Map() };
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
  if (stripped !== name && /^[A-Z0-9]/.test(stripped) && stripped.split(' ').some((w) => !COMMON.has(w.toLowerCase()))) {
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

function buildSkills(occupationCodes: Set<string>) {
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
      const category: Category = curated?.category ?? (file.includes('Knowledge') || r['Element ID']!.startsWith('2.B.3') ? 'knowledge' : 'soft');
      const draft = upsertSkill(name, category, file.includes('Knowledge') ? 'O*NET knowledge' : 'O*NET skill', 'onet');
      if (/ and /.test(name) && file.includes('Knowledge')) for (const part of name.split(/ and |, /)) addForm(draft, part, { canonical: false });
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
    for (const a of r['altLabels']!.split(/\s*[|\n]\s*/)) if (a && a.split(' ').length <= 4) addForm(draft, a, { canonical: false });
  }
  for (const r of readCsv('esco/digitalSkillsCollection_en.csv')) {
    const label = r['preferredLabel']!;
    if (r['skillType'] !== 'knowledge' || label.split(' ').length > 4) continue;
    const tech = /programming|software|database|network|computer|ICT|web|digital/i.test(r['broaderConceptPT']!) && /[A-Z]/.test(label);
    const draft = upsertSkill(label, tech ? 'technology' : 'knowledge', 'ESCO digital', 'esco');
    for (const a of r['altLabels']!.split(/\s*[|\n]\s*/)) if (a && a.split(' ').length <= 4 && !/techniques$/.test(a)) addForm(draft, a, { canonical: false });
  }
  for (const r of readCsv('esco/languageSkillsCollection_en.csv')) {
    const label = r['preferredLabel']!;
    if (r['skillType'] === 'knowledge' && /^[A-Z][a-z]+$/.test(label)) upsertSkill(label, 'knowledge', 'language', 'esco');
  }
  // 4. GitHub topics that name a technology
  const topics = JSON.parse(read('github-topics/topics.json')) as Array<{ topic: string; display_name: string | null; aliases: string[]; short_description: string | null }>;
  const TECH = /\b(programming|language|framework|library|database|software|tool|toolkit|platform|protocol|format|runtime|engine|cloud|service|editor|IDE|operating system|compiler|container|testing|deployment|development|CLI|data|machine learning|web|markup|query|orchestrat|version control|API|package manager|CSS|JavaScript|Python|Java|build|infrastructure|security|analytics|visuali[sz]ation|design)\b/i;
  const NOT_SKILL = /\b(game|games|video game|university|college|city|hackathon|competition|event|conference|anime|film|cryptocurrency|coin|mod|modding|community|license|foundation|challenge|jam)\b/i;
  const NOISY_ALIAS = /\b(library|libraries|tutorials?|examples?|api|app|apps|application|client|plugins?|themes?|templates?|projects?|module|packages?|sdk|demo|awesome|list|tools?|bot|extensions?|game|mods?|samples?|solutions|challenges|questions|cheat|sheet|server|docs|guides?|component|components)\b/;
  for (const t of [...topics].sort((a, b) => compareText(a.topic, b.topic))) {
    if (!t.display_name) continue;
    const desc = t.short_description ?? '';
    const ownerKey = [phraseKey(t.display_name), phraseKey(t.topic.replace(/-/g, ' '))]
      .map((k) => (skills.has(k) ? k : formOwner.get(k)))
      .find((k) => k !== undefined);
    if (ownerKey === undefined && (!TECH.test(desc) || NOT_SKILL.test(desc) || NOT_SKILL.test(t.display_name))) continue;
    if (ownerKey === undefined && isAmbiguous(t.display_name) && !TECH_WORDS.has(phraseKey(t.display_name))) continue;
    const draft = upsertSkill(ownerKey !== undefined ? skills.get(ownerKey)!.name : t.display_name, 'technology', 'GitHub topic', 'github');
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

// ---------- occupations, titles, wages ----------
function mode<T>(pairs: Array<[T, number]>): [T, number] | undefined {
  return [...pairs].sort((a, b) => b[1] - a[1])[0];
}

function main() {
  const occupationRows = readTsv('onet/Occupation Data.txt');
  const codes = new Set(occupationRows.map((r) => r['O*NET-SOC Code']!));
  const curatedTitles = curatedTitleRows(CURATED_TITLES, new Map(occupationRows.map((r) => [r['O*NET-SOC Code']!, r['Title']!])));
  const { perOccupation, elements } = buildSkills(codes);

  const skillList = [...skills.values()].sort((a, b) => compareText(a.name.toLowerCase(), b.name.toLowerCase()) || compareText(a.name, b.name));
  const slugs = new Set<string>();
  const skillIndex = new Map<string, number>();
  const skillRecords = skillList.map((s, i) => {
    let slug = phraseKey(s.name).replace(/\+/g, 'p').replace(/#/g, 'sharp').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'skill';
    while (slugs.has(slug)) slug += '-x';
    slugs.add(slug);
    skillIndex.set(s.name, i);
    const forms = [...s.forms].filter(([key]) => key !== phraseKey(s.name)).map(([, f]) => f).sort();
    const nameMode = s.forms.get(phraseKey(s.name))?.match(/^[=~]/)?.[0] ?? '';
    return [slug, nameMode + s.name, s.category, s.group, (s.hot ? 1 : 0) | (s.inDemand ? 2 : 0), s.occupations.size, forms];
  });

  const titlesBy = collectOccupationTitles({
    occupations: occupationRows,
    alternates: readTsv('onet/Alternate Titles.txt'),
    reported: readTsv('onet/Sample of Reported Titles.txt'),
    esco: readCsv('esco/occupations_en.csv'),
  });

  const jobZones = new Map(readTsv('onet/Job Zones.txt').map((r) => [r['O*NET-SOC Code']!, Number(r['Job Zone'])]));
  const eduExp = new Map<string, { rl: Array<[number, number]>; rw: Array<[number, number]> }>();
  for (const r of readTsv('onet/Education, Training, and Experience.txt')) {
    const entry = eduExp.get(r['O*NET-SOC Code']!) ?? { rl: [], rw: [] };
    if (r['Scale ID'] === 'RL') entry.rl.push([Number(r['Category']), Number(r['Data Value'])]);
    if (r['Scale ID'] === 'RW') entry.rw.push([Number(r['Category']), Number(r['Data Value'])]);
    eduExp.set(r['O*NET-SOC Code']!, entry);
  }
  const importance = new Map<string, Array<[number, number]>>();
  for (const file of ['onet/Skills.txt', 'onet/Knowledge.txt']) {
    for (const r of readTsv(file)) {
      if (r['Scale ID'] !== 'IM' || Number(r['Data Value']) < 3) continue;
      const list = importance.get(r['O*NET-SOC Code']!) ?? [];
      list.push([skillIndex.get(elements.get(r['Element ID']!)!)!, Math.round(Number(r['Data Value']) * 100)]);
      importance.set(r['O*NET-SOC Code']!, list);
    }
  }
  const sortedCodes = [...codes].sort();
  const codeIndex = new Map(sortedCodes.map((c, i) => [c, i]));
  const related = new Map<string, number[]>();
  for (const r of readTsv('onet/Related Occupations.txt')) {
    if (!codeIndex.has(r['Related O*NET-SOC Code']!)) continue;
    const list = related.get(r['O*NET-SOC Code']!) ?? [];
    if (list.length < 10) list.push(codeIndex.get(r['Related O*NET-SOC Code']!)!);
    related.set(r['O*NET-SOC Code']!, list);
  }
  const occupationByCode = new Map(occupationRows.map((r) => [r['O*NET-SOC Code']!, r]));
  const occupations = sortedCodes.map((code) => {
    const r = occupationByCode.get(code)!;
    const { titles, sources: titleSources } = titlesWithSources(r['Title']!, titlesBy.get(code));
    const tech = [...(perOccupation.get(code) ?? [])]
      .map(([name, f]) => skillIndex.get(name)! * 4 + (f.hot ? 1 : 0) + (f.inDemand ? 2 : 0))
      .sort((a, b) => a - b);
    const ee = eduExp.get(code);
    const rl = ee && mode(ee.rl);
    const rw = ee && mode(ee.rw);
    const top = (importance.get(code) ?? []).sort((a, b) => b[1] - a[1] || a[0] - b[0]).flat();
    return [code, r['Title'], r['Description'], jobZones.get(code) ?? 0, rl ? [rl[0], Math.round(rl[1])] : [], rw ? [rw[0], Math.round(rw[1])] : [], titles, tech, top, related.get(code) ?? [], titleSources];
  });

  const wageRows = readCsv('bls-oews/national_M2024_dl.csv');
  const money = (v: string | undefined) => (v && /^[\d.]+$/.test(v) ? Math.round(Number(v)) : v === '#' ? -1 : null);
  const wages = wageRows
    .map((r) => [r['OCC_CODE'], r['OCC_TITLE'], r['O_GROUP'], Number(r['TOT_EMP']) || 0, ...['A_PCT10', 'A_PCT25', 'A_MEDIAN', 'A_PCT75', 'A_PCT90'].map((k) => money(r[k])), r['HOURLY'] === 'TRUE' ? 1 : 0])
    .sort((a, b) => compareText(String(a[0]), String(b[0])));

  const eduLabels = readTsv('onet/Education, Training, and Experience Categories.txt').filter((r) => r['Scale ID'] === 'RL' || r['Scale ID'] === 'RW')
    .map((r) => [r['Scale ID'], Number(r['Category']), r['Category Description']!.replace(/ - .*$/, '').replace(/ \(.*$/, '')]);

  const jobZoneInfo = readTsv('onet/Job Zone Reference.txt').map((r) => [Number(r['Job Zone']), r['Name'], r['Education'], r['Experience']]);

  mkdirSync(outDir, { recursive: true });
  // the header on one line, then each list with one row a line
  const write = (file: string, header: Record<string, unknown>, lists: Record<string, unknown[]>) => {
    const body = Object.entries(lists).map(([key, rows]) => `"${key}":[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]`);
    writeFileSync(path.join(outDir, file), `${JSON.stringify(header).slice(0, -1)},${body.join(',')}}\n`);
  };
  const sources = {
    onet: 'O*NET 29.3 Database (USDOL/ETA), CC BY 4.0, modified',
    esco: 'ESCO classification v1.2.0 (European Commission), adapted',
    github: 'github.com/github/explore topics, CC BY 4.0',
    bls: 'BLS OEWS May 2024 national estimates, public domain',
  };
  write('skills.json', { version: BUNDLE_VERSION, sources, fields: ['id', 'name', 'category', 'group', 'flags(1 hot, 2 in demand)', 'occupationCount', 'forms(prefix = exact case, ~ exact case in a list)'] }, { skills: skillRecords });
  write('occupations.json', { version: BUNDLE_VERSION, sources, educationLabels: eduLabels, jobZones: jobZoneInfo, fields: ['code', 'title', 'description', 'jobZone', 'education[category,pct]', 'experience[category,pct]', 'titles', 'tech(skillIndex*4 + 1 hot + 2 in demand)', 'importance[skillIndex, importance*100]...', 'related(occupation index)', 'titleSources(one digit per title: how many O*NET sources list it there, 1 for an ESCO label, at most 9)'], curatedTitleFields: ['code', 'titles...'] }, { occupations, curatedTitles });
  write('wages.json', { version: BUNDLE_VERSION, source: 'BLS OEWS May 2024', year: 2024, currency: 'USD', topCoded: 239200, fields: ['soc', 'title', 'group', 'employment', 'p10', 'p25', 'p50', 'p75', 'p90 (-1 top-coded, null n/a)', 'hourlyOnly'] }, { wages });
  const size = (f: string) => readFileSync(path.join(outDir, f)).length;
  console.log(`skills ${skillRecords.length} (${size('skills.json')} B), occupations ${occupations.length} and ${CURATED_TITLES.reduce((n, r) => n + r.titles.length, 0)} curated titles (${size('occupations.json')} B), wages ${wages.length} (${size('wages.json')} B) -> ${path.relative(root, outDir)}`);
}

main();
