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
import { curatedTitleRows } from './engine-data/curated-title-rows.ts';
import { CURATED_TITLES } from './engine-data/curated-titles.ts';
import { collectOccupationTitles, titlesWithSources } from './engine-data/occupation-titles.ts';
import { createSourceReader } from './engine-data/read-sources.ts';
import { buildSkills, skills } from './engine-data/skill-drafts.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.argv[2] ?? '../shared/data');
const outDir = path.join(root, 'packages/engine/bundle');
const BUNDLE_VERSION = 1;

const reader = createSourceReader(dataDir);
const { readTsv, readCsv } = reader;

// ---------- occupations, titles, wages ----------
function mode<T>(pairs: Array<[T, number]>): [T, number] | undefined {
  return [...pairs].sort((a, b) => b[1] - a[1])[0];
}

function main() {
  const occupationRows = readTsv('onet/Occupation Data.txt');
  const codes = new Set(occupationRows.map((r) => r['O*NET-SOC Code']!));
  const curatedTitles = curatedTitleRows(
    CURATED_TITLES,
    new Map(occupationRows.map((r) => [r['O*NET-SOC Code']!, r['Title']!])),
  );
  const { perOccupation, elements } = buildSkills(reader, codes);

  const skillList = [...skills.values()].sort(
    (a, b) => compareText(a.name.toLowerCase(), b.name.toLowerCase()) || compareText(a.name, b.name),
  );
  const slugs = new Set<string>();
  const skillIndex = new Map<string, number>();
  const skillRecords = skillList.map((s, i) => {
    let slug =
      phraseKey(s.name)
        .replace(/\+/g, 'p')
        .replace(/#/g, 'sharp')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'skill';
    while (slugs.has(slug)) slug += '-x';
    slugs.add(slug);
    skillIndex.set(s.name, i);
    const forms = [...s.forms]
      .filter(([key]) => key !== phraseKey(s.name))
      .map(([, f]) => f)
      .sort();
    const nameMode = s.forms.get(phraseKey(s.name))?.match(/^[=~]/)?.[0] ?? '';
    return [
      slug,
      nameMode + s.name,
      s.category,
      s.group,
      (s.hot ? 1 : 0) | (s.inDemand ? 2 : 0),
      s.occupations.size,
      forms,
    ];
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
    return [
      code,
      r['Title'],
      r['Description'],
      jobZones.get(code) ?? 0,
      rl ? [rl[0], Math.round(rl[1])] : [],
      rw ? [rw[0], Math.round(rw[1])] : [],
      titles,
      tech,
      top,
      related.get(code) ?? [],
      titleSources,
    ];
  });

  const wageRows = readCsv('bls-oews/national_M2024_dl.csv');
  const money = (v: string | undefined) => (v && /^[\d.]+$/.test(v) ? Math.round(Number(v)) : v === '#' ? -1 : null);
  const wages = wageRows
    .map((r) => [
      r['OCC_CODE'],
      r['OCC_TITLE'],
      r['O_GROUP'],
      Number(r['TOT_EMP']) || 0,
      ...['A_PCT10', 'A_PCT25', 'A_MEDIAN', 'A_PCT75', 'A_PCT90'].map((k) => money(r[k])),
      r['HOURLY'] === 'TRUE' ? 1 : 0,
    ])
    .sort((a, b) => compareText(String(a[0]), String(b[0])));

  const eduLabels = readTsv('onet/Education, Training, and Experience Categories.txt')
    .filter((r) => r['Scale ID'] === 'RL' || r['Scale ID'] === 'RW')
    .map((r) => [
      r['Scale ID'],
      Number(r['Category']),
      r['Category Description']!.replace(/ - .*$/, '').replace(/ \(.*$/, ''),
    ]);

  const jobZoneInfo = readTsv('onet/Job Zone Reference.txt').map((r) => [
    Number(r['Job Zone']),
    r['Name'],
    r['Education'],
    r['Experience'],
  ]);

  mkdirSync(outDir, { recursive: true });
  // the header on one line, then each list with one row a line
  const write = (file: string, header: Record<string, unknown>, lists: Record<string, unknown[]>) => {
    const body = Object.entries(lists).map(
      ([key, rows]) => `"${key}":[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]`,
    );
    writeFileSync(path.join(outDir, file), `${JSON.stringify(header).slice(0, -1)},${body.join(',')}}\n`);
  };
  const sources = {
    onet: 'O*NET 29.3 Database (USDOL/ETA), CC BY 4.0, modified',
    esco: 'ESCO classification v1.2.0 (European Commission), adapted',
    github: 'github.com/github/explore topics, CC BY 4.0',
    bls: 'BLS OEWS May 2024 national estimates, public domain',
  };
  write(
    'skills.json',
    {
      version: BUNDLE_VERSION,
      sources,
      fields: [
        'id',
        'name',
        'category',
        'group',
        'flags(1 hot, 2 in demand)',
        'occupationCount',
        'forms(prefix = exact case, ~ exact case in a list)',
      ],
    },
    { skills: skillRecords },
  );
  write(
    'occupations.json',
    {
      version: BUNDLE_VERSION,
      sources,
      educationLabels: eduLabels,
      jobZones: jobZoneInfo,
      fields: [
        'code',
        'title',
        'description',
        'jobZone',
        'education[category,pct]',
        'experience[category,pct]',
        'titles',
        'tech(skillIndex*4 + 1 hot + 2 in demand)',
        'importance[skillIndex, importance*100]...',
        'related(occupation index)',
        'titleSources(one digit per title: how many O*NET sources list it there, 1 for an ESCO label, at most 9)',
      ],
      curatedTitleFields: ['code', 'titles...'],
    },
    { occupations, curatedTitles },
  );
  write(
    'wages.json',
    {
      version: BUNDLE_VERSION,
      source: 'BLS OEWS May 2024',
      year: 2024,
      currency: 'USD',
      topCoded: 239200,
      fields: [
        'soc',
        'title',
        'group',
        'employment',
        'p10',
        'p25',
        'p50',
        'p75',
        'p90 (-1 top-coded, null n/a)',
        'hourlyOnly',
      ],
    },
    { wages },
  );
  const size = (f: string) => readFileSync(path.join(outDir, f)).length;
  console.log(
    `skills ${skillRecords.length} (${size('skills.json')} B), occupations ${occupations.length} and ${CURATED_TITLES.reduce((n, r) => n + r.titles.length, 0)} curated titles (${size('occupations.json')} B), wages ${wages.length} (${size('wages.json')} B) -> ${path.relative(root, outDir)}`,
  );
}

main();
