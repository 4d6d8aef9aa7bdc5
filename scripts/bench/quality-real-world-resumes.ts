// Resume quality on the hand-labelled real-world corpus: each resume read as the product reads an upload
// (the original PDF through the server's extractor), its fields, roles, dates and education compared with
// the labels, and the trap terms it must not read as skills (used by quality-real-world.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Engine, ParsedResume, Role } from '../../packages/engine/src/index.ts';
import { extractUploadText } from './quality-parser.ts';
import type { LabelledResume, LabelledRole, RealWorldCorpus } from './real-world-labels.ts';
import { norm, REAL_WORLD_AS_OF, sameText, type Check } from './real-world-checks.ts';

const PLACEHOLDERS = /^(?:company name|city\s*,\s*state|\[.*\]|select\.*)$/i;
const isPlaceholder = (s: string | null | undefined) => s !== null && s !== undefined && PLACEHOLDERS.test(s.trim());

const ym = (d: { year: number; month: number }) => `${d.year}-${String(d.month).padStart(2, '0')}`;

/** A labelled date ('2013-02', '2013', 'present', null) against what the parser read. */
function sameDate(label: string | null, date: { year: number; month: number } | null, isCurrent: boolean): boolean {
  if (label === null) return date === null && !isCurrent;
  if (label === 'present') return isCurrent;
  if (!date) return false;
  return label.length === 4 ? String(date.year) === label : ym(date) === label;
}

function roleStart(role: Role) {
  return role.dates?.start.date ?? null;
}
function roleEnd(role: Role): { date: { year: number; month: number } | null; isCurrent: boolean } {
  if (!role.dates) return { date: null, isCurrent: false };
  if (role.dates.isCurrent) return { date: null, isCurrent: true };
  return { date: role.dates.isRange ? (role.dates.end?.date ?? null) : null, isCurrent: false };
}

/** Pairs each labelled role with the parsed role that best agrees with it (start date first, then title), each used once. */
function alignRoles(labelled: readonly LabelledRole[], parsed: readonly Role[]): Array<Role | null> {
  const used = new Set<number>();
  return labelled.map((l) => {
    let best = -1;
    let bestScore = 0;
    parsed.forEach((p, i) => {
      if (used.has(i)) return;
      const start = roleStart(p);
      const score =
        (l.start && start && sameDate(l.start, start, false) ? 2 : 0) +
        (sameText(l.title, p.title) ? 2 : 0) +
        (l.employer && sameText(l.employer, p.employer) ? 1 : 0);
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    });
    if (best < 0) return null;
    used.add(best);
    return parsed[best]!;
  });
}

export interface ResumeReport {
  readonly checks: readonly Check[];
  readonly years: ReadonlyArray<{ document: string; expected: number; actual: number; ok: boolean }>;
  readonly traps: ReadonlyArray<{ document: string; term: string; where: string }>;
}

/** The text the product would hold for a labelled resume: its original file through our extractor (the .tex source's text rendering). */
export async function readResumeText(corpus: RealWorldCorpus, resume: LabelledResume): Promise<string> {
  const original = path.join(corpus.dir, resume.file);
  if (!original.endsWith('.pdf') || !existsSync(original))
    return readFileSync(path.join(corpus.dir, resume.text_file), 'utf8');
  return extractUploadText(new Uint8Array(readFileSync(original)), path.basename(original));
}

/** Where a trap term was taken for something it is not: a skill, an employer, a title, the name or the location. */
function findTraps(
  resume: LabelledResume,
  parsed: ParsedResume,
): Array<{ document: string; term: string; where: string }> {
  const found: Array<{ document: string; term: string; where: string }> = [];
  for (const { term } of resume.false_skill_traps) {
    const t = norm(term);
    if (!t) continue;
    const skill = parsed.skills.find((m) => norm(m.skill.name) === t || m.evidence.some((e) => norm(e.text) === t));
    if (skill) found.push({ document: resume.id, term, where: `skill '${skill.skill.name}'` });
    // a term the labels themselves give a role as its title or employer ('ShitOne Corp.', a trap for a filter that
    // would mangle it) is read rightly there (docs/decisions/011)
    const labelledTitle = resume.roles.some((r) => norm(r.title) === t);
    const labelledEmployer = resume.roles.some((r) => norm(r.employer) === t);
    const role = parsed.roles.find(
      (r) => (!labelledEmployer && norm(r.employer) === t) || (!labelledTitle && norm(r.title) === t),
    );
    if (role) found.push({ document: resume.id, term, where: norm(role.employer) === t ? 'employer' : 'title' });
    if (norm(parsed.contact.name) === t) found.push({ document: resume.id, term, where: 'name' });
    if (norm(parsed.contact.location) === t) found.push({ document: resume.id, term, where: 'location' });
  }
  return found;
}

export async function measureResumes(
  corpus: RealWorldCorpus,
  engine: Engine,
): Promise<ResumeReport & { parsed: Map<string, ParsedResume> }> {
  const checks: Check[] = [];
  const years: Array<{ document: string; expected: number; actual: number; ok: boolean }> = [];
  const traps: Array<{ document: string; term: string; where: string }> = [];
  const parsedById = new Map<string, ParsedResume>();
  const EMPLOYER_IN_TEXT = /\((?:[^()]*[,;]\s*)?(?:named|from)\b[^)]*\)\s*$/;
  // a note on where a title was read ("… Manager (heading shows 'Aviation Mechanic')", '… manager (Job applied for)') is no part of it
  const HEADING_NOTE = /\s*\((?:heading shows\b[^)]*|job applied for)\)\s*$/i;
  // a degree labelled only by a note ('(graduate business study; degree not named)') names no degree
  for (const resume of corpus.resumes) {
    const parsed = engine.parseResume(await readResumeText(corpus, resume), { asOf: REAL_WORLD_AS_OF });
    parsedById.set(resume.id, parsed);
    const doc = resume.id;
    const check = (field: string, expected: string | null, actual: string | null, ok: boolean) =>
      checks.push({ document: doc, field, expected: expected ?? '(none)', actual: actual ?? '(none)', ok });
    check(
      'name',
      resume.name,
      parsed.contact.name,
      resume.name === null ? parsed.contact.name === null : sameText(resume.name, parsed.contact.name),
    );
    const headline = resume.headline_title?.replace(HEADING_NOTE, '') ?? null;
    check('headline', headline, parsed.contact.title, sameText(headline, parsed.contact.title));
    const aligned = alignRoles(resume.roles, parsed.roles);
    resume.roles.forEach((l, i) => {
      const p = aligned[i] ?? null;
      const field = `role[${i}]`;
      const title = l.title?.replace(HEADING_NOTE, '') ?? null;
      if (title) check(`${field}.title`, title, p?.title ?? null, sameText(title, p?.title));
      // The labels annotate an employer printed only in running text ('Hilti (named in a bullet)', '(named in
      // bullets)', '(from summary)'); those are not a role header's field, so they are not checked, in every
      // wording the labels use (docs/decisions/011).
      const employer = l.employer !== null && EMPLOYER_IN_TEXT.test(l.employer) ? undefined : l.employer;
      if (employer !== undefined)
        check(
          `${field}.employer`,
          employer,
          p?.employer ?? null,
          employer === null
            ? !!p && (p.employer === null || isPlaceholder(p.employer))
            : sameText(employer, p?.employer),
        );
      if (l.start !== null || l.end !== null) {
        const start = p ? roleStart(p) : null;
        check(`${field}.start`, l.start, start ? ym(start) : null, !!p && sameDate(l.start, start, false));
        const end = p ? roleEnd(p) : { date: null, isCurrent: false };
        check(
          `${field}.end`,
          l.end,
          end.isCurrent ? 'present' : end.date ? ym(end.date) : null,
          !!p && sameDate(l.end, end.date, end.isCurrent),
        );
      }
    });
    // each parsed entry answers one labelled entry: the same school and degree first, then the same school, then by position
    const unusedEducation = new Set(parsed.education);
    resume.education.forEach((e, i) => {
      const free = [...unusedEducation];
      const match =
        free.find((p) => sameText(e.institution, p.institution) && sameText(e.degree, p.degree)) ??
        free.find((p) => sameText(e.institution, p.institution)) ??
        (parsed.education[i] && unusedEducation.has(parsed.education[i]!) ? parsed.education[i]! : null);
      if (match) unusedEducation.delete(match);
      if (e.institution)
        check(
          `education[${i}].institution`,
          e.institution,
          match?.institution ?? null,
          sameText(e.institution, match?.institution),
        );
      if (e.degree && /^\(.*\)$/.test(e.degree.trim()))
        check(`education[${i}].degree`, null, match?.degree ?? null, !match?.degree);
      else if (e.degree)
        check(
          `education[${i}].degree`,
          e.degree,
          match?.degree ?? null,
          sameText(e.degree, match?.degree) ||
            (!!match?.degree && norm(e.degree).includes(norm(match.degree)) && norm(match.degree).length >= 6),
        );
    });
    if (resume.total_years_experience !== null) {
      const actual = parsed.experience.years;
      years.push({
        document: doc,
        expected: resume.total_years_experience,
        actual,
        ok: Math.abs(actual - resume.total_years_experience) <= 1,
      });
    }
    traps.push(...findTraps(resume, parsed));
  }
  return { checks, years, traps, parsed: parsedById };
}
