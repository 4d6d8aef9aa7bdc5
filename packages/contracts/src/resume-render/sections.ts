import type { ResumeDocument } from '../resume-document.ts';

export type RenderedEntry = { title: string; subtitle: string; dates: string; location: string; bullets: string[] };
/** One visible section in reading order, in a shape every renderer (HTML, DOCX) draws the same way. */
export type RenderedSection =
  | {
      key: string;
      label: string;
      showHeading: boolean;
      density: string;
      column: 'main' | 'side';
      kind: 'text';
      text: string;
    }
  | {
      key: string;
      label: string;
      showHeading: boolean;
      density: string;
      column: 'main' | 'side';
      kind: 'list';
      items: string[];
      inline: boolean;
    }
  | {
      key: string;
      label: string;
      showHeading: boolean;
      density: string;
      column: 'main' | 'side';
      kind: 'entries';
      entries: RenderedEntry[];
    };

const has = (s: string) => s.trim().length > 0;
const nonEmpty = (list: readonly string[]) => list.map((b) => b.trim()).filter(has);

/**
 * The document's visible, non-empty sections (contact excluded: it is the header) in the user's order.
 * Sections missing from sectionOrder are appended, so nothing the user wrote is silently dropped.
 */
export function renderedSections(doc: ResumeDocument): RenderedSection[] {
  const order = [...doc.sectionOrder];
  for (const key of [
    'summary',
    'experience',
    'projects',
    'education',
    'skills',
    ...doc.extraSections.map((s) => `extra:${s.key}`),
  ]) {
    if (!order.includes(key)) order.push(key);
  }
  const out: RenderedSection[] = [];
  for (const key of order) {
    if (key === 'contact') continue;
    const meta = doc.sectionMeta[key];
    if (meta && !meta.visible) continue;
    const extra = key.startsWith('extra:') ? doc.extraSections.find((s) => `extra:${s.key}` === key) : undefined;
    const common = {
      key,
      label: (meta?.label.trim() || extra?.label || key).trim(),
      showHeading: meta?.showHeading ?? true,
      density: meta?.density ?? 'normal',
      column: meta?.column ?? 'main',
    } as const;
    if (key === 'summary' && has(doc.summary)) out.push({ ...common, kind: 'text', text: doc.summary.trim() });
    if (key === 'skills' && nonEmpty(doc.skills).length)
      out.push({ ...common, kind: 'list', items: nonEmpty(doc.skills), inline: true });
    if (key === 'experience') {
      const entries = doc.experience
        .map((e) => ({
          title: e.role.trim(),
          subtitle: e.company.trim(),
          dates: e.dates.trim(),
          location: e.location.trim(),
          bullets: nonEmpty(e.bullets),
        }))
        .filter((e) => has(e.title) || has(e.subtitle) || e.bullets.length);
      if (entries.length) out.push({ ...common, kind: 'entries', entries });
    }
    if (key === 'projects') {
      const entries = doc.projects
        .map((p) => ({ title: p.name.trim(), subtitle: '', dates: '', location: '', bullets: nonEmpty(p.bullets) }))
        .filter((e) => has(e.title) || e.bullets.length);
      if (entries.length) out.push({ ...common, kind: 'entries', entries });
    }
    if (key === 'education') {
      const entries = doc.education
        .map((e) => ({
          title: e.degree.trim(),
          subtitle: e.school.trim(),
          dates: e.dates.trim(),
          location: '',
          bullets: [],
        }))
        .filter((e) => has(e.title) || has(e.subtitle));
      if (entries.length) out.push({ ...common, kind: 'entries', entries });
    }
    if (extra?.type === 'bullets' && nonEmpty(extra.bullets ?? []).length)
      out.push({ ...common, kind: 'list', items: nonEmpty(extra.bullets ?? []), inline: false });
    if (extra?.type === 'entries') {
      const entries = (extra.entries ?? [])
        .map((e) => ({
          title: e.title.trim(),
          subtitle: e.subtitle.trim(),
          dates: e.dates.trim(),
          location: '',
          bullets: nonEmpty(e.bullets),
        }))
        .filter((e) => has(e.title) || has(e.subtitle) || e.bullets.length);
      if (entries.length) out.push({ ...common, kind: 'entries', entries });
    }
  }
  return out;
}

/** The contact line under the name: e-mail | phone | location | website, as ATS parsers expect it. */
export function contactParts(doc: ResumeDocument): string[] {
  const c = doc.contact;
  return [c.email, c.phone, c.location, c.website].map((v) => v.trim()).filter(has);
}

/** The right-hand side of an entry's first line: location and dates. */
export const entryRight = (e: RenderedEntry) => [e.location, e.dates].filter(has).join(' | ');
