import {
  BULLETS_PER_ITEM_MAX,
  defaultSectionMeta,
  emptyResumeDocument,
  type BuilderImportResponse,
  type Confidence,
  type JsonResume,
  type ResumeDocument,
} from '@cp/contracts';
import { ENGINE_VERSION } from '@cp/engine';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
type Entry = NonNullable<JsonResume['work']>[number];

/** '2013-12-01' → 'Dec 2013', '2013' → '2013'; anything else is kept as written. */
export function formatJsonResumeDate(value: string | undefined): string {
  const v = (value ?? '').trim();
  const m = /^(\d{4})(?:-(\d{2}))?(?:-\d{2})?$/.exec(v);
  if (!m) return v;
  const month = m[2] ? MONTHS[Number(m[2]) - 1] : undefined;
  return month ? `${month} ${m[1]}` : m[1]!;
}

/** 'Dec 2013 – Dec 2014'; a start without an end is 'Present'; no dates at all is ''. */
export function formatDateRange(start?: string, end?: string): string {
  const from = formatJsonResumeDate(start);
  const to = formatJsonResumeDate(end);
  if (!from) return to;
  return `${from} – ${to || 'Present'}`;
}

const clean = (v: string | undefined) => (v ?? '').replace(/\s+/g, ' ').trim();
const bulletsOf = (...parts: (string | readonly string[] | undefined)[]) =>
  parts
    .flatMap((p) => (Array.isArray(p) ? p : p ? [p] : []))
    .map((b) => clean(b as string))
    .filter(Boolean)
    .slice(0, BULLETS_PER_ITEM_MAX);
const level = (value: string): Confidence => (value ? 'high' : 'low');

function entries(
  list: readonly Entry[] | undefined,
  map: (e: Entry) => { title: string; subtitle: string; dates: string; bullets: string[] },
) {
  return (list ?? []).map(map).filter((e) => e.title || e.subtitle || e.bullets.length > 0);
}

/** The extra sections a JSON Resume holds beyond the builder's default ones (only those with content). */
function extraSections(r: JsonResume): ResumeDocument['extraSections'] {
  const sections: ResumeDocument['extraSections'] = [];
  const languages = (r.languages ?? [])
    .map((l) => {
      const [name, fluency] = [clean(l.language), clean(l.fluency)];
      return name && fluency ? `${name} (${fluency})` : name || fluency;
    })
    .filter(Boolean);
  if (languages.length) sections.push({ key: 'languages', label: 'Languages', type: 'bullets', bullets: languages });
  const certifications = entries(r.certificates, (e) => ({
    title: clean(e.name),
    subtitle: clean(e.issuer),
    dates: formatJsonResumeDate(e.date),
    bullets: bulletsOf(e.summary),
  }));
  if (certifications.length)
    sections.push({ key: 'certifications', label: 'Certifications', type: 'entries', entries: certifications });
  const awards = entries(r.awards, (e) => ({
    title: clean(e.title),
    subtitle: clean(e.awarder),
    dates: formatJsonResumeDate(e.date),
    bullets: bulletsOf(e.summary),
  }));
  if (awards.length) sections.push({ key: 'awards', label: 'Awards', type: 'entries', entries: awards });
  const volunteering = entries(r.volunteer, (e) => ({
    title: clean(e.position),
    subtitle: clean(e.organization),
    dates: formatDateRange(e.startDate, e.endDate),
    bullets: bulletsOf(e.summary, e.highlights),
  }));
  if (volunteering.length)
    sections.push({ key: 'volunteering', label: 'Volunteering', type: 'entries', entries: volunteering });
  const publications = entries(r.publications, (e) => ({
    title: clean(e.name),
    subtitle: clean(e.publisher),
    dates: formatJsonResumeDate(e.releaseDate),
    bullets: bulletsOf(e.summary),
  }));
  if (publications.length)
    sections.push({ key: 'publications', label: 'Publications', type: 'entries', entries: publications });
  const interests = (r.interests ?? [])
    .map((i) => [clean(i.name), (i.keywords ?? []).map(clean).filter(Boolean).join(', ')].filter(Boolean).join(': '))
    .filter(Boolean);
  if (interests.length) sections.push({ key: 'interests', label: 'Interests', type: 'bullets', bullets: interests });
  return sections;
}

/** A JSON Resume (already checked by its contract) as the builder's document; what it states is taken as written. */
export function fromJsonResume(r: JsonResume): BuilderImportResponse {
  const doc = emptyResumeDocument();
  const b = r.basics ?? {};
  const location = [b.location?.city, b.location?.region ?? b.location?.countryCode]
    .map(clean)
    .filter(Boolean)
    .join(', ');
  doc.contact = {
    name: clean(b.name),
    title: clean(b.label),
    email: clean(b.email),
    phone: clean(b.phone),
    location,
    website: clean(b.url) || clean(b.profiles?.find((p) => p.url)?.url),
  };
  doc.summary = (b.summary ?? '').trim();
  doc.experience = (r.work ?? []).map((w) => ({
    role: clean(w.position),
    company: clean(w.name ?? w.organization),
    location: clean(w.location),
    dates: formatDateRange(w.startDate, w.endDate),
    bullets: bulletsOf(w.summary, w.highlights),
  }));
  doc.education = (r.education ?? []).map((e) => ({
    school: clean(e.institution),
    degree: [clean(e.studyType), clean(e.area)].filter(Boolean).join(', '),
    dates: formatDateRange(e.startDate, e.endDate),
  }));
  const skills = (r.skills ?? [])
    .flatMap((s) => (s.keywords?.length ? s.keywords : [s.name ?? '']))
    .map(clean)
    .filter(Boolean);
  doc.skills = [...new Map(skills.map((s) => [s.toLowerCase(), s])).values()].slice(0, 300);
  doc.projects = (r.projects ?? [])
    .map((p) => ({ name: clean(p.name), bullets: bulletsOf(p.description, p.highlights) }))
    .filter((p) => p.name || p.bullets.length);
  doc.extraSections = extraSections(r);
  for (const s of doc.extraSections) {
    doc.sectionOrder.push(`extra:${s.key}`);
    doc.sectionMeta[`extra:${s.key}`] = defaultSectionMeta(s.label);
  }
  const confidence = {
    contact: {
      name: level(doc.contact.name),
      title: level(doc.contact.title),
      email: level(doc.contact.email),
      phone: level(doc.contact.phone),
      location: level(doc.contact.location),
      website: level(doc.contact.website),
    },
    summary: level(doc.summary),
    experience: doc.experience.map((e) => ({
      role: level(e.role),
      company: level(e.company),
      location: level(e.location),
      dates: level(e.dates),
      bullets: e.bullets.length ? ('high' as const) : ('low' as const),
    })),
    education: doc.education.map((e) => ({ school: level(e.school), degree: level(e.degree), dates: level(e.dates) })),
    skills: doc.skills.length ? ('high' as const) : ('low' as const),
    projects: doc.projects.length ? ('high' as const) : ('low' as const),
  };
  return { doc, confidence, warnings: [], engine_version: ENGINE_VERSION };
}
