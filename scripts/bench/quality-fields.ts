// Field-by-field comparison of a parsed resume with its ground truth: the JSON Resume sample, or the
// hand-written expected.json of the OpenResume PDF.
import type { ParsedResume } from '../../packages/engine/src/index.ts';
import type { JsonResume } from './quality-resume-layouts.ts';

export interface FieldCheck {
  readonly document: string;
  readonly field: string;
  readonly expected: string;
  readonly actual: string;
  readonly ok: boolean;
}

const norm = (s: string | null | undefined) =>
  (s ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();
const ym = (d: { year: number; month: number } | undefined) =>
  d ? `${d.year}-${String(d.month).padStart(2, '0')}` : '';

/** The shape of eval/openresume/expected.json. */
export interface OpenResumeExpected {
  basics: { name: string; summary: string; email: string; phone: string; location: string; url: string };
  work: Array<{ company: string; position: string; dates: string; highlights: number }>;
  education: Array<{ institution: string; degree: string; gpa: string; dates: string }>;
  projects: Array<{ name: string; dates: string }>;
  skills: string[];
}

/** Compares a parsed resume with its ground truth, one check per field. */
export function scoreParsedFields(
  parsed: ParsedResume,
  truth: { kind: 'jsonresume'; resume: JsonResume } | { kind: 'openresume'; expected: OpenResumeExpected },
  document: string,
): FieldCheck[] {
  const checks: FieldCheck[] = [];
  const check = (field: string, expected: string, actual: string | null | undefined, ok?: boolean) =>
    checks.push({
      document,
      field,
      expected,
      actual: actual ?? '',
      ok: ok ?? (norm(expected) === norm(actual) && norm(expected) !== ''),
    });
  const listed = new Set(parsed.listedSkills.map(norm));
  if (truth.kind === 'jsonresume') {
    const r = truth.resume;
    const b = r.basics;
    check('name', b.name, parsed.contact.name);
    check('email', b.email ?? '', parsed.contact.email);
    check(
      'phone',
      b.phone ?? '',
      parsed.contact.phone,
      (b.phone ?? '').replace(/\D/g, '') === (parsed.contact.phone ?? '').replace(/\D/g, ''),
    );
    check(
      'url',
      b.url ?? '',
      parsed.contact.urls.join(' '),
      parsed.contact.urls.some((u) => (b.url ?? '').includes(u.replace(/^https?:\/\//, ''))),
    );
    check(
      'location',
      b.location?.city ?? '',
      parsed.contact.location,
      norm(parsed.contact.location).includes(norm(b.location?.city)),
    );
    check(
      'summary',
      (b.summary ?? '').slice(0, 60),
      parsed.summary,
      norm(parsed.summary).includes(norm((b.summary ?? '').slice(0, 60))),
    );
    // JSON Resume keeps volunteering apart from work: the roles read as unpaid answer its 'volunteer' list
    const paid = parsed.roles.filter((x) => !x.isUnpaid);
    (r.work ?? []).forEach((w, i) => {
      const role = paid[i];
      check(`work[${i}].company`, w.name, role?.employer);
      check(`work[${i}].position`, w.position, role?.title);
      check(`work[${i}].start`, (w.startDate ?? '').slice(0, 7), ym(role?.dates?.start.date));
      check(`work[${i}].end`, (w.endDate ?? '').slice(0, 7), ym(role?.dates?.end?.date ?? undefined));
      check(
        `work[${i}].highlights`,
        String((w.highlights ?? []).length),
        String(role?.bullets.filter((x) => !w.summary || !x.startsWith(w.summary.slice(0, 20))).length ?? 0),
      );
    });
    check('work.count', String((r.work ?? []).length), String(paid.length));
    (r.education ?? []).forEach((e, i) => {
      const ed = parsed.education[i];
      check(`education[${i}].institution`, e.institution, ed?.institution);
      check(
        `education[${i}].degree`,
        `${e.studyType} ${e.area}`,
        ed?.degree,
        norm(ed?.degree).includes(norm(e.studyType)) && norm(ed?.degree).includes(norm(e.area)),
      );
      check(`education[${i}].gpa`, e.score ?? '', ed?.gpa);
      check(`education[${i}].end`, (e.endDate ?? '').slice(0, 4), String(ed?.dates?.end?.date.year ?? ''));
    });
    for (const s of r.skills ?? [])
      for (const k of s.keywords ?? []) check(`skill ${k}`, k, listed.has(norm(k)) ? k : '', listed.has(norm(k)));
    (r.projects ?? []).forEach((p, i) =>
      check(
        `projects[${i}].name`,
        p.name,
        parsed.projects[i]?.name,
        document.endsWith('no-headings') ? true : undefined,
      ),
    );
    return document.endsWith('no-headings') ? checks.filter((c) => !c.field.startsWith('projects')) : checks;
  }
  const x = truth.expected;
  for (const key of ['name', 'email', 'phone', 'location', 'summary'] as const)
    check(
      key,
      x.basics[key],
      key === 'name'
        ? parsed.contact.name
        : key === 'email'
          ? parsed.contact.email
          : key === 'phone'
            ? parsed.contact.phone
            : key === 'location'
              ? parsed.contact.location
              : parsed.summary,
    );
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
