// `npm run bench:quality [-- --data <dir>] [--limit N] [--verbose]`: measures the analysis engine's quality and
// speed on the evaluation data in ../shared/data/eval (never shipped in the app):
//  1. Fit ranking: on RJDB (1,000 job descriptions, each with a matched and an unmatched resume), the
//     share of pairs where scoreFit ranks the matched resume strictly above the unmatched one (goal 95%).
//  2. Gap recall: the share of the skills RJDB removed from the unmatched resume that scoreFit names
//     among its reasons to reject / missing or partial requirements (goal 80%), with the same check on
//     the matched resume as a false-alarm rate.
//  3. Parser field accuracy: the JSON Resume sample rendered to text in several layouts, and the
//     OpenResume PDF's text (pdftotext -layout) against its hand-written expected.json (goal 95%).
//  4. Time per pipeline step (median / p95) and the bundle's load time.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createEngine, type Engine, type ParsedResume } from '../packages/engine/src/index.ts';
import { contentStems } from '../packages/engine/src/posting/requirement-terms.ts';

const root = path.resolve(import.meta.dirname, '..');
const AS_OF = { year: 2024, month: 6 } as const;

export interface RjdbRow {
  readonly 'Job-Description': string;
  readonly 'Resume-matched': string;
  readonly 'Resume-unmatched': string;
  /** Skills is a list, except in a few rows where it is an object keyed by skill. */
  readonly 'Filtered-information': { readonly Skills?: readonly string[] | Readonly<Record<string, unknown>>; readonly Experience?: string };
}

export function loadRjdb(dataDir: string, limit?: number): RjdbRow[] {
  const lines = readFileSync(path.join(dataDir, 'eval/rjdb/test.jsonl'), 'utf8').split('\n').filter((l) => l.trim().length > 0);
  return lines.slice(0, limit ?? lines.length).map((l) => JSON.parse(l) as RjdbRow);
}

/** True when a flagged text names the removed skill: at least two thirds of its content words. */
export function namesSkill(flagged: string, skill: string): boolean {
  const wanted = contentStems(skill);
  if (wanted.length === 0) return false;
  const have = new Set(contentStems(flagged));
  return wanted.filter((s) => have.has(s)).length * 3 >= wanted.length * 2;
}

export interface RankingReport {
  readonly pairs: number;
  readonly ranked: number;
  readonly ties: number;
  readonly rankingAccuracy: number;
  readonly removedSkills: number;
  readonly recalled: number;
  readonly recall: number;
  /** Recall counting only requirement gaps (not the posting terms the keywords factor lists). */
  readonly recallRequirementsOnly: number;
  /** Removed skills whose words are absent from the unmatched resume (the filter left no trace). */
  readonly eligible: number;
  readonly recalledEligible: number;
  readonly falseAlarms: number;
  readonly falseAlarmRate: number;
  readonly failures: ReadonlyArray<{ index: number; matched: number; unmatched: number }>;
  readonly missedSkills: ReadonlyArray<{ index: number; skill: string }>;
}

/**
 * What a fit result names as a gap: the labels of requirements with no evidence, and the words or items
 * not shown of partly met requirements (not their whole label: 'Spring framework' partly met for want of
 * 'framework' does not name Spring as missing), and the posting terms the keywords factor did not find.
 */
export function flaggedTexts(fit: ReturnType<Engine['scoreFit']>, options: { withKeywords: boolean } = { withKeywords: true }): string[] {
  const keywords = options.withKeywords ? (fit.factors.find((f) => f.id === 'keywords')?.missing ?? []) : [];
  return [...fit.requirements.flatMap((m) => (m.status === 'missing' ? [m.requirement.label, ...m.missing] : m.missing)), ...keywords];
}

export function listRemovedSkills(row: RjdbRow): string[] {
  const skills = row['Filtered-information'].Skills ?? [];
  return Array.isArray(skills) ? [...skills] : Object.keys(skills);
}

export function measureRanking(rows: readonly RjdbRow[], engine: Engine): RankingReport {
  let ranked = 0, ties = 0, removedSkills = 0, recalled = 0, recalledByRequirements = 0, eligible = 0, recalledEligible = 0, falseAlarms = 0;
  const failures: Array<{ index: number; matched: number; unmatched: number }> = [];
  const missedSkills: Array<{ index: number; skill: string }> = [];
  rows.forEach((row, index) => {
    const posting = engine.parsePosting(row['Job-Description']);
    const matched = engine.scoreFit(engine.parseResume(row['Resume-matched'], { asOf: AS_OF }), posting);
    const unmatchedResume = engine.parseResume(row['Resume-unmatched'], { asOf: AS_OF });
    const unmatched = engine.scoreFit(unmatchedResume, posting);
    if (matched.score > unmatched.score) ranked++;
    else {
      if (matched.score === unmatched.score) ties++;
      failures.push({ index, matched: matched.score, unmatched: unmatched.score });
    }
    const flaggedUnmatched = flaggedTexts(unmatched);
    const flaggedMatched = flaggedTexts(matched);
    const flaggedRequirements = flaggedTexts(unmatched, { withKeywords: false });
    const resumeLines = unmatchedResume.lines;
    for (const skill of listRemovedSkills(row)) {
      removedSkills++;
      const hit = flaggedUnmatched.some((t) => namesSkill(t, skill));
      const absent = !resumeLines.some((line) => namesSkill(line, skill));
      if (hit) recalled++;
      if (flaggedRequirements.some((t) => namesSkill(t, skill))) recalledByRequirements++;
      else missedSkills.push({ index, skill });
      if (absent) eligible++;
      if (absent && hit) recalledEligible++;
      if (flaggedMatched.some((t) => namesSkill(t, skill))) falseAlarms++;
    }
  });
  const pct = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 1000) / 10);
  return {
    pairs: rows.length, ranked, ties, rankingAccuracy: pct(ranked, rows.length),
    removedSkills, recalled, recall: pct(recalled, removedSkills), recallRequirementsOnly: pct(recalledByRequirements, removedSkills), eligible, recalledEligible,
    falseAlarms, falseAlarmRate: pct(falseAlarms, removedSkills), failures, missedSkills,
  };
}

export function measureParser(dataDir: string, engine: Engine): { checks: FieldCheck[]; byDocument: Record<string, { fields: number; correct: number }> } {
  const sample = JSON.parse(readFileSync(path.join(dataDir, 'jsonresume/sample.resume.json'), 'utf8')) as JsonResume;
  const checks: FieldCheck[] = [];
  for (const layout of RESUME_LAYOUTS) {
    const parsed = engine.parseResume(renderJsonResume(sample, layout), { asOf: AS_OF });
    checks.push(...scoreParsedFields(parsed, { kind: 'jsonresume', resume: sample }, `jsonresume/${layout}`));
  }
  const openText = readFileSync(path.join(dataDir, 'eval/openresume/openresume-resume.pdftotext-layout.txt'), 'utf8');
  const expected = JSON.parse(readFileSync(path.join(dataDir, 'eval/openresume/expected.json'), 'utf8')) as OpenResumeExpected;
  checks.push(...scoreParsedFields(engine.parseResume(openText, { asOf: AS_OF }), { kind: 'openresume', expected }, 'openresume'));
  const byDocument: Record<string, { fields: number; correct: number }> = {};
  for (const c of checks) {
    const d = (byDocument[c.document] ??= { fields: 0, correct: 0 });
    d.fields++;
    if (c.ok) d.correct++;
  }
  return { checks, byDocument };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Median and p95 milliseconds per step over the given resumes and postings. */
export function measureTiming(engine: Engine, resumes: readonly string[], postings: readonly string[]): Record<string, { median: number; p95: number; runs: number }> {
  const samples: Record<string, number[]> = {};
  const time = (name: string, fn: () => unknown) => {
    const t = performance.now();
    const result = fn();
    (samples[name] ??= []).push(performance.now() - t);
    return result;
  };
  resumes.forEach((text, i) => {
    const normalized = time('normalizeText', () => engine.steps.normalizeText(text)) as string;
    const sections = time('extractSections', () => engine.steps.extractSections(normalized)) as ReturnType<Engine['steps']['extractSections']>;
    time('extractRoles', () => engine.steps.extractRoles(sections.filter((s) => s.kind === 'experience').flatMap((s) => s.lines)));
    time('extractSkills', () => engine.steps.extractSkills(normalized.split('\n').map((t, line) => ({ text: t, section: 'any', line }))));
    const resume = time('parseResume', () => engine.parseResume(text, { asOf: AS_OF })) as ReturnType<Engine['parseResume']>;
    const postingText = postings[i % postings.length]!;
    const posting = time('parsePosting', () => engine.parsePosting(postingText)) as ReturnType<Engine['parsePosting']>;
    time('scoreFit', () => engine.scoreFit(resume, posting));
  });
  return Object.fromEntries(
    Object.entries(samples).map(([name, xs]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return [name, { median: Math.round(percentile(sorted, 50) * 100) / 100, p95: Math.round(percentile(sorted, 95) * 100) / 100, runs: xs.length }];
    }),
  );
}

/** Bundle load time in a fresh process: JSON import, then decoding and indexing. */
export function measureBundleLoad(runs = 3): Array<{ importMs: number; buildMs: number }> {
  const code = `const t0 = performance.now();
const m = await import(${JSON.stringify(path.join(root, 'packages/engine/src/default-engine-data.ts'))});
const t1 = performance.now(); m.loadDefaultEngineData(); const t2 = performance.now();
console.log(JSON.stringify({ importMs: t1 - t0, buildMs: t2 - t1 }));`;
  return Array.from({ length: runs }, () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' });
    const r = JSON.parse(out.trim().split('\n').pop()!) as { importMs: number; buildMs: number };
    return { importMs: Math.round(r.importMs), buildMs: Math.round(r.buildMs) };
  });
}

// ---------- JSON Resume rendered as plain text, and field scoring ----------
export interface JsonResume {
  basics: { name: string; label?: string; email?: string; phone?: string; url?: string; summary?: string; location?: { city?: string; region?: string; countryCode?: string } };
  work?: Array<{ name: string; position: string; location?: string; startDate?: string; endDate?: string; summary?: string; highlights?: string[] }>;
  volunteer?: Array<{ organization: string; position: string; startDate?: string; endDate?: string; highlights?: string[] }>;
  education?: Array<{ institution: string; area?: string; studyType?: string; startDate?: string; endDate?: string; score?: string; courses?: string[] }>;
  awards?: Array<{ title: string; date?: string; awarder?: string }>;
  skills?: Array<{ name: string; keywords?: string[] }>;
  languages?: Array<{ language: string; fluency?: string }>;
  projects?: Array<{ name: string; description?: string; highlights?: string[]; startDate?: string; endDate?: string }>;
}

export const RESUME_LAYOUTS = ['classic', 'markdown', 'columns', 'no-headings', 'compact'] as const;
type Layout = (typeof RESUME_LAYOUTS)[number];

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const fmtLong = (iso: string | undefined) => (iso ? `${LONG_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}` : 'Present');

function fmtDate(iso: string | undefined, style: 'short' | 'numeric' | 'iso'): string {
  if (!iso) return 'Present';
  const [y, m] = iso.split('-');
  if (style === 'numeric') return `${m}/${y}`;
  if (style === 'iso') return `${y}-${m}`;
  return `${MONTH_NAMES[Number(m) - 1]} ${y}`;
}

/** Lays a JSON Resume out as the plain text a PDF or DOCX extractor would give, in one of a few layouts. */
export function renderJsonResume(r: JsonResume, layout: Layout): string {
  const b = r.basics;
  const place = [b.location?.city, b.location?.region].filter(Boolean).join(', ');
  const out: string[] = [];
  const pad = (left: string, right: string, width = 96) => left + ' '.repeat(Math.max(3, width - left.length - right.length)) + right;
  const heading = (h: string, alt: string) =>
    layout === 'markdown' ? `## ${alt}` : layout === 'columns' ? `        ${h.toUpperCase()}` : layout === 'classic' ? h.toUpperCase() : layout === 'compact' ? `${alt}:` : '';
  if (layout === 'markdown') out.push(`# ${b.name}`, `**${b.label ?? ''}** · ${b.email} · ${b.phone} · ${b.url} · ${place}`, '');
  else if (layout === 'columns') out.push(b.name, b.label ?? '', `   ${b.email}          ${b.phone}          ${place}          ${b.url}`, '');
  else out.push(b.name.toUpperCase() === b.name ? b.name : b.name, b.label ?? '', `${b.email} | ${b.phone} | ${b.url}`, place, '');
  if (b.summary) out.push(heading('Summary', 'Profile'), b.summary, '');
  out.push(heading('Experience', layout === 'markdown' ? 'Work Experience' : 'Professional Experience'));
  for (const w of r.work ?? []) {
    const dates = `${fmtDate(w.startDate, layout === 'no-headings' ? 'numeric' : layout === 'markdown' ? 'iso' : 'short')} – ${fmtDate(w.endDate, layout === 'no-headings' ? 'numeric' : layout === 'markdown' ? 'iso' : 'short')}`;
    if (layout === 'classic') out.push(`${w.position}, ${w.name} — ${w.location ?? ''}`, dates);
    else if (layout === 'markdown') out.push(`### ${w.name} — ${w.position}`, `*${dates}* | ${w.location ?? ''}`);
    else if (layout === 'columns') out.push(pad(w.name, w.location ?? ''), pad(w.position, dates));
    else if (layout === 'compact') out.push(`${w.name} | ${w.position} | ${fmtLong(w.startDate)} to ${fmtLong(w.endDate)}`);
    else out.push(`${w.position} at ${w.name}, ${w.location ?? ''} (${dates})`);
    if (w.summary && layout !== 'columns') out.push(w.summary);
    for (const h of w.highlights ?? []) out.push(`${layout === 'markdown' ? '-' : '•'} ${h}`);
    out.push('');
  }
  if (layout !== 'no-headings') {
    out.push(heading('Volunteer', 'Volunteering'));
    for (const v of r.volunteer ?? []) out.push(`${v.position}, ${v.organization} (${fmtDate(v.startDate, 'short')} – ${fmtDate(v.endDate, 'short')})`, ...(v.highlights ?? []).map((h) => `• ${h}`));
    out.push('');
  }
  out.push(heading('Education', layout === 'markdown' ? 'Education' : 'Academic Background'));
  for (const e of r.education ?? []) {
    const dates = `${fmtDate(e.startDate, 'short')} - ${fmtDate(e.endDate, 'short')}`;
    const degree = `${e.studyType} of ${e.area}`;
    if (layout === 'columns') out.push(e.institution, pad(`${degree} - ${e.score} GPA`, dates));
    else if (layout === 'markdown') out.push(`### ${e.institution}`, `${degree} | ${dates} | GPA: ${e.score}`);
    else out.push(`${degree}, ${e.institution}`, `${dates} · GPA: ${e.score}`);
    if (e.courses?.length) out.push(`• Coursework: ${e.courses.join(', ')}`);
    out.push('');
  }
  if (layout !== 'no-headings') {
    out.push(heading('Awards', 'Awards'));
    for (const a of r.awards ?? []) out.push(`${a.title}, ${a.awarder} (${fmtDate(a.date, 'short')})`);
    out.push('');
  }
  out.push(heading('Skills', layout === 'columns' ? 'Technical Skills' : 'Skills'));
  for (const s of r.skills ?? []) out.push(layout === 'no-headings' ? (s.keywords ?? []).join(', ') : `${layout === 'markdown' ? '- ' : ''}${s.name}: ${(s.keywords ?? []).join(', ')}`);
  out.push('');
  if (layout !== 'no-headings') {
    out.push(heading('Projects', 'Projects'));
    for (const p of r.projects ?? []) {
      out.push(layout === 'columns' ? pad(p.name, fmtDate(p.startDate, 'short')) : `${p.name} (${fmtDate(p.startDate, 'short')})`);
      if (p.description) out.push(p.description);
      for (const h of p.highlights ?? []) out.push(`• ${h}`);
    }
    out.push('', heading('Languages', 'Languages'), ...(r.languages ?? []).map((l) => `${l.language} (${l.fluency})`));
  }
  return out.filter((l, i, a) => !(l === '' && a[i - 1] === '')).join('\n');
}

export interface FieldCheck {
  readonly document: string;
  readonly field: string;
  readonly expected: string;
  readonly actual: string;
  readonly ok: boolean;
}

const norm = (s: string | null | undefined) => (s ?? '').toLowerCase().replace(/[^a-z0-9+#]+/g, ' ').trim();
const ym = (d: { year: number; month: number } | undefined) => (d ? `${d.year}-${String(d.month).padStart(2, '0')}` : '');

/** Compares a parsed resume with its ground truth, one check per field. */
/** The shape of eval/openresume/expected.json. */
export interface OpenResumeExpected {
  basics: { name: string; summary: string; email: string; phone: string; location: string; url: string };
  work: Array<{ company: string; position: string; dates: string; highlights: number }>;
  education: Array<{ institution: string; degree: string; gpa: string; dates: string }>;
  projects: Array<{ name: string; dates: string }>;
  skills: string[];
}

export function scoreParsedFields(parsed: ParsedResume, truth: { kind: 'jsonresume'; resume: JsonResume } | { kind: 'openresume'; expected: OpenResumeExpected }, document: string): FieldCheck[] {
  const checks: FieldCheck[] = [];
  const check = (field: string, expected: string, actual: string | null | undefined, ok?: boolean) =>
    checks.push({ document, field, expected, actual: actual ?? '', ok: ok ?? (norm(expected) === norm(actual) && norm(expected) !== '') });
  const listed = new Set(parsed.listedSkills.map(norm));
  if (truth.kind === 'jsonresume') {
    const r = truth.resume;
    const b = r.basics;
    check('name', b.name, parsed.contact.name);
    check('email', b.email ?? '', parsed.contact.email);
    check('phone', b.phone ?? '', parsed.contact.phone, (b.phone ?? '').replace(/\D/g, '') === (parsed.contact.phone ?? '').replace(/\D/g, ''));
    check('url', b.url ?? '', parsed.contact.urls.join(' '), parsed.contact.urls.some((u) => (b.url ?? '').includes(u.replace(/^https?:\/\//, ''))));
    check('location', b.location?.city ?? '', parsed.contact.location, norm(parsed.contact.location).includes(norm(b.location?.city)));
    check('summary', (b.summary ?? '').slice(0, 60), parsed.summary, norm(parsed.summary).includes(norm((b.summary ?? '').slice(0, 60))));
    (r.work ?? []).forEach((w, i) => {
      const role = parsed.roles[i];
      check(`work[${i}].company`, w.name, role?.employer);
      check(`work[${i}].position`, w.position, role?.title);
      check(`work[${i}].start`, (w.startDate ?? '').slice(0, 7), ym(role?.dates?.start.date));
      check(`work[${i}].end`, (w.endDate ?? '').slice(0, 7), ym(role?.dates?.end?.date ?? undefined));
      check(`work[${i}].highlights`, String((w.highlights ?? []).length), String(role?.bullets.filter((x) => !w.summary || !x.startsWith(w.summary.slice(0, 20))).length ?? 0));
    });
    check('work.count', String((r.work ?? []).length), String(parsed.roles.length));
    (r.education ?? []).forEach((e, i) => {
      const ed = parsed.education[i];
      check(`education[${i}].institution`, e.institution, ed?.institution);
      check(`education[${i}].degree`, `${e.studyType} ${e.area}`, ed?.degree, norm(ed?.degree).includes(norm(e.studyType)) && norm(ed?.degree).includes(norm(e.area)));
      check(`education[${i}].gpa`, e.score ?? '', ed?.gpa);
      check(`education[${i}].end`, (e.endDate ?? '').slice(0, 4), String(ed?.dates?.end?.date.year ?? ''));
    });
    for (const s of r.skills ?? []) for (const k of s.keywords ?? []) check(`skill ${k}`, k, listed.has(norm(k)) ? k : '', listed.has(norm(k)));
    (r.projects ?? []).forEach((p, i) => check(`projects[${i}].name`, p.name, parsed.projects[i]?.name, document.endsWith('no-headings') ? true : undefined));
    return document.endsWith('no-headings') ? checks.filter((c) => !c.field.startsWith('projects')) : checks;
  }
  const x = truth.expected;
  for (const key of ['name', 'email', 'phone', 'location', 'summary'] as const) check(key, x.basics[key], key === 'name' ? parsed.contact.name : key === 'email' ? parsed.contact.email : key === 'phone' ? parsed.contact.phone : key === 'location' ? parsed.contact.location : parsed.summary);
  check('url', x.basics.url, parsed.contact.urls[0]);
  x.work.forEach((w, i) => {
    const role = parsed.roles[i];
    check(`work[${i}].company`, w.company, role?.employer);
    check(`work[${i}].position`, w.position, role?.title);
    check(`work[${i}].dates`, w.dates, role?.dates?.text);
    check(`work[${i}].highlights`, String(w.highlights), String(role?.bullets.length ?? 0));
  });
  x.education.forEach((e, i) => {
    const ed = parsed.education[i];
    check(`education[${i}].institution`, e.institution, ed?.institution);
    check(`education[${i}].degree`, e.degree, ed?.degree);
    check(`education[${i}].gpa`, e.gpa, ed?.gpa);
    check(`education[${i}].dates`, e.dates, ed?.dates?.text);
  });
  x.projects.forEach((p, i) => {
    check(`projects[${i}].name`, p.name, parsed.projects[i]?.name);
    check(`projects[${i}].dates`, p.dates, parsed.projects[i]?.dates?.text);
  });
  for (const k of x.skills) check(`skill ${k}`, k, listed.has(norm(k)) ? k : '', listed.has(norm(k)));
  return checks;
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const dataDir = path.resolve(root, option('--data') ?? '../shared/data');
  const limit = option('--limit') !== undefined ? Number(option('--limit')) : undefined;
  const verbose = args.includes('--verbose');
  const created = createEngine();
  if (!created.ok) throw new Error(created.error);
  const engine = created.value;
  const rows = loadRjdb(dataDir, limit);
  const t = performance.now();
  const ranking = measureRanking(rows, engine);
  const elapsed = performance.now() - t;
  console.log(`RJDB fit ranking: ${ranking.ranked}/${ranking.pairs} = ${ranking.rankingAccuracy}% matched ranked above unmatched (goal >= 95%; ties ${ranking.ties})`);
  console.log(`RJDB gap recall: ${ranking.recalled}/${ranking.removedSkills} = ${ranking.recall}% removed skills named as missing/partial (goal >= 80%)`);
  console.log(`  from requirement gaps alone (without the posting terms the keywords factor lists): ${ranking.recallRequirementsOnly}%`);
  console.log(`  on removed skills that left no trace in the unmatched resume: ${ranking.recalledEligible}/${ranking.eligible} = ${Math.round((ranking.recalledEligible / Math.max(1, ranking.eligible)) * 1000) / 10}%`);
  console.log(`  false alarms (same skills flagged on the matched resume): ${ranking.falseAlarms}/${ranking.removedSkills} = ${ranking.falseAlarmRate}%`);
  console.log(`  ${Math.round(elapsed)} ms for ${rows.length} pairs (parse posting + 2 resumes + 2 fits each)`);
  if (verbose) {
    console.log('  ranking failures:', ranking.failures.slice(0, 40).map((f) => `#${f.index} ${f.matched}<=${f.unmatched}`).join(', '));
    console.log('  missed skills:', ranking.missedSkills.slice(0, 60).map((m) => `#${m.index} ${m.skill}`).join('; '));
  }
  const parser = measureParser(dataDir, engine);
  const correct = parser.checks.filter((c) => c.ok).length;
  console.log(`Parser field accuracy: ${correct}/${parser.checks.length} = ${Math.round((correct / parser.checks.length) * 1000) / 10}% (goal >= 95%)`);
  for (const [doc, d] of Object.entries(parser.byDocument)) console.log(`  ${doc}: ${d.correct}/${d.fields}`);
  for (const c of parser.checks.filter((x) => !x.ok)) console.log(`  x ${c.document} ${c.field}: expected ${JSON.stringify(c.expected)}, got ${JSON.stringify(c.actual)}`);
  const openText = readFileSync(path.join(dataDir, 'eval/openresume/openresume-resume.pdftotext-layout.txt'), 'utf8');
  const twoPage = [openText, ...openText.split('\n').filter((l) => /^\S/.test(l) || /^\s*•/.test(l)).slice(4, 40)].join('\n');
  const resumes = [openText, twoPage, ...rows.slice(0, 200).map((r) => r['Resume-matched'])];
  const postings = rows.slice(0, 200).map((r) => r['Job-Description']);
  for (let i = 0; i < 2; i++) measureTiming(engine, resumes.slice(0, 20), postings); // warm-up
  const timing = measureTiming(engine, resumes, postings);
  console.log('Time per step (ms, median / p95):');
  for (const [name, s] of Object.entries(timing)) console.log(`  ${name.padEnd(16)} ${s.median.toFixed(2).padStart(7)} / ${s.p95.toFixed(2).padStart(7)}  (${s.runs} runs)`);
  const loads = measureBundleLoad();
  const sizes = ['skills.json', 'occupations.json', 'wages.json'].map((f) => readFileSync(path.join(root, 'packages/engine/bundle', f)).length);
  console.log(`Bundle: ${(sizes.reduce((a, b) => a + b, 0) / 1e6).toFixed(2)} MB (skills ${(sizes[0]! / 1e6).toFixed(2)}, occupations ${(sizes[1]! / 1e6).toFixed(2)}, wages ${(sizes[2]! / 1e6).toFixed(2)})`);
  console.log(`Bundle load (fresh process): ${loads.map((l) => `import ${l.importMs} ms + decode/index ${l.buildMs} ms`).join('; ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
