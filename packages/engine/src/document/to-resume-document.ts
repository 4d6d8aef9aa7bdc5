import type { ParsedResume } from '../resume/parse-resume.ts';
import { stripBullet } from '../resume/bullet-lines.ts';
import type { DateMention, ParsedDate } from '../text/dates.ts';
import type {
  Confidence,
  ResumeConfidence,
  ResumeDocument,
  ResumeExtraSection,
  SectionMeta,
} from './resume-document-types.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const formatDate = (d: ParsedDate) =>
  d.precision === 'year' ? String(d.date.year) : `${MONTHS[d.date.month - 1]} ${d.date.year}`;

/** 'Feb 2013 – Present', '2018 – 2021', 'May 2020': the builder's date text, the same form for every role. */
export function formatDates(dates: DateMention | null): string {
  if (!dates) return '';
  if (dates.isCurrent) return `${formatDate(dates.start)} – Present`;
  if (dates.isRange && dates.end) return `${formatDate(dates.start)} – ${formatDate(dates.end)}`;
  return formatDate(dates.start);
}

/** Extra sections the builder presets (spec: Languages and Custom are bullets; the others entries). */
const PRESET_EXTRAS: ReadonlyArray<{ key: string; label: string; type: ResumeExtraSection['type']; heading: RegExp }> =
  [
    { key: 'languages', label: 'Languages', type: 'bullets', heading: /^languages?$/i },
    { key: 'awards', label: 'Awards', type: 'entries', heading: /award|honou?r|achievement|accomplishment/i },
    { key: 'volunteering', label: 'Volunteering', type: 'entries', heading: /volunteer/i },
    { key: 'publications', label: 'Publications', type: 'entries', heading: /publication|paper|presentation/i },
  ];

const meta = (label: string, priority: number, column: SectionMeta['column'] = 'main'): SectionMeta => ({
  label,
  visible: true,
  column,
  showHeading: true,
  density: 'normal',
  priority,
});

const keyOf = (label: string, taken: ReadonlySet<string>) => {
  const base =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section';
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
  return key;
};

/** Sections the parser keeps but does not interpret (certifications, awards, languages...), as the builder's extra sections. */
function extraSections(parsed: ParsedResume): ResumeExtraSection[] {
  const extras: ResumeExtraSection[] = [];
  const taken = new Set<string>();
  if (parsed.certifications.length > 0) {
    taken.add('certifications');
    extras.push({
      key: 'certifications',
      label: 'Certifications',
      type: 'entries',
      entries: parsed.certifications.map((title) => ({ title, subtitle: '', dates: '', bullets: [] })),
    });
  }
  for (const section of parsed.sections.filter((s) => s.kind === 'other' && s.heading)) {
    const items = section.lines.map((l) => stripBullet(l.text).trim()).filter(Boolean);
    if (items.length === 0) continue;
    const preset = PRESET_EXTRAS.find((p) => p.heading.test(section.heading!));
    const label =
      preset?.label ??
      section.heading!.replace(/\b\w/g, (c) => c.toUpperCase()).replace(/\B\w+/g, (w) => w.toLowerCase());
    const key = keyOf(preset?.key ?? label, taken);
    taken.add(key);
    extras.push(
      preset?.type === 'entries'
        ? {
            key,
            label,
            type: 'entries',
            entries: items.map((title) => ({ title, subtitle: '', dates: '', bullets: [] })),
          }
        : { key, label, type: 'bullets', bullets: items },
    );
  }
  return extras;
}

const level = (value: string | null | undefined, sure: boolean): Confidence =>
  !value ? 'low' : sure ? 'high' : 'medium';

/**
 * The parsed resume as the Resume Builder's document, with a confidence per field so the builder can ask
 * the user to review what was guessed. Nothing is added that the resume does not say: empty strings stand
 * for what was not found.
 */
export function toResumeDocument(parsed: ParsedResume): { doc: ResumeDocument; confidence: ResumeConfidence } {
  const { contact } = parsed;
  const website = contact.urls.find((u) => !/linkedin|github/i.test(u)) ?? contact.urls[0] ?? '';
  // a role read from a section the builder keeps as its own (volunteering, a catch-all) stays there, once
  const extraLines = new Set(
    parsed.sections.filter((s) => s.kind === 'other' && s.heading).flatMap((s) => s.lines.map((l) => l.index)),
  );
  const roles = parsed.roles.filter((r) => !r.headerLines.some((i) => extraLines.has(i)));
  const experience = roles.map((r) => ({
    role: r.title ?? '',
    company: r.employer ?? '',
    location: r.location ?? '',
    dates: formatDates(r.dates),
    bullets: r.bullets.map((b) => stripBullet(b).trim()).filter(Boolean),
  }));
  const education = parsed.education.map((e) => ({
    school: e.institution ?? '',
    degree: e.degree ?? '',
    dates: formatDates(e.dates),
  }));
  const projects = parsed.projects.map((p) => ({
    name: p.name,
    bullets: p.bullets.map((b) => stripBullet(b).trim()).filter(Boolean),
  }));
  const extras = extraSections(parsed);
  const sectionMeta: Record<string, SectionMeta> = {
    contact: meta('Contact', 100),
    summary: meta('Summary', 90),
    experience: meta('Experience', 80),
    projects: meta('Projects', 60),
    education: meta('Education', 70),
    skills: meta('Skills', 50),
  };
  extras.forEach((x, i) => (sectionMeta[`extra:${x.key}`] = meta(x.label, Math.max(0, 40 - i))));
  const doc: ResumeDocument = {
    contact: {
      name: contact.name ?? '',
      title: contact.title ?? '',
      email: contact.email ?? '',
      phone: contact.phone ?? '',
      location: contact.location ?? '',
      website,
    },
    summary: parsed.summary ?? '',
    experience,
    education,
    skills: parsed.listedSkills,
    projects,
    extraSections: extras,
    sectionOrder: [
      'contact',
      'summary',
      'experience',
      'projects',
      'education',
      'skills',
      ...extras.map((x) => `extra:${x.key}`),
    ],
    sectionMeta,
    meta: { ats: true, pageCount: 'single' },
  };
  const hasSection = (kind: string) => parsed.sections.some((s) => s.kind === kind && s.heading !== null);
  const confidence: ResumeConfidence = {
    contact: {
      name: level(contact.name, parsed.sections[0]?.kind === 'contact'),
      title: level(contact.title, false),
      email: level(contact.email, true),
      phone: level(contact.phone, true),
      location: level(contact.location, false),
      website: level(website, true),
    },
    summary: level(parsed.summary, hasSection('summary')),
    experience: roles.map((r) => ({
      role: level(r.title, r.title !== null && r.dates !== null),
      company: level(r.employer, r.employer !== null && r.title !== null),
      location: level(r.location, false),
      dates: r.dates ? (r.dates.isRange ? 'high' : 'medium') : 'low',
      bullets: r.bullets.length > 0 ? 'high' : 'low',
    })),
    education: parsed.education.map((e) => ({
      school: level(e.institution, e.degree !== null),
      degree: level(e.degree, e.institution !== null),
      dates: e.dates ? 'high' : 'low',
    })),
    skills: parsed.listedSkills.length > 0 ? (hasSection('skills') ? 'high' : 'medium') : 'low',
    projects: parsed.projects.length > 0 ? 'high' : 'low',
  };
  return { doc, confidence };
}
