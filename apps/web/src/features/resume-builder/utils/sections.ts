import { defaultSectionMeta, presetExtraSections, type ResumeDocument } from '@cp/contracts';

const builtIn: Record<string, string> = {
  contact: 'Contact',
  summary: 'Summary',
  experience: 'Experience',
  projects: 'Projects',
  education: 'Education',
  skills: 'Skills',
};

/** The name a section shows under (its renamed label, else the built-in one). */
export function sectionLabel(doc: ResumeDocument, key: string): string {
  const label = doc.sectionMeta[key]?.label.trim();
  if (label) return label;
  if (key.startsWith('extra:')) return doc.extraSections.find((s) => `extra:${s.key}` === key)?.label ?? 'Section';
  return builtIn[key] ?? key;
}

/** The sections the user orders (contact is always the header). Any section missing from the order is appended. */
export function orderedSections(doc: ResumeDocument): string[] {
  const order = doc.sectionOrder.filter((k) => k !== 'contact');
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
  return order;
}

/** Renames a section; a blank name keeps the old one (docs/product/2-modules.md section 5). */
export function renameSection(doc: ResumeDocument, key: string, label: string): ResumeDocument {
  const trimmed = label.trim();
  if (!trimmed) return doc;
  const meta = doc.sectionMeta[key] ?? defaultSectionMeta(sectionLabel(doc, key));
  const extraSections = doc.extraSections.map((s) => (`extra:${s.key}` === key ? { ...s, label: trimmed } : s));
  return { ...doc, extraSections, sectionMeta: { ...doc.sectionMeta, [key]: { ...meta, label: trimmed } } };
}

export function setVisible(doc: ResumeDocument, key: string, visible: boolean): ResumeDocument {
  const meta = doc.sectionMeta[key] ?? defaultSectionMeta(sectionLabel(doc, key));
  return { ...doc, sectionMeta: { ...doc.sectionMeta, [key]: { ...meta, visible } } };
}

export function setOrder(doc: ResumeDocument, order: string[]): ResumeDocument {
  return { ...doc, sectionOrder: ['contact', ...order] };
}

/** Adds a preset extra section (Languages, Certifications...) with a fresh key, at the end. */
export function addExtraSection(doc: ResumeDocument, preset: (typeof presetExtraSections)[number]): ResumeDocument {
  let n = 1;
  const base = preset.label.toLowerCase();
  while (doc.extraSections.some((s) => s.key === (n === 1 ? base : `${base}-${n}`))) n += 1;
  const key = n === 1 ? base : `${base}-${n}`;
  const section =
    preset.type === 'bullets'
      ? { key, label: preset.label, type: 'bullets' as const, bullets: [] }
      : { key, label: preset.label, type: 'entries' as const, entries: [] };
  return {
    ...doc,
    extraSections: [...doc.extraSections, section],
    sectionOrder: [...doc.sectionOrder, `extra:${key}`],
    sectionMeta: { ...doc.sectionMeta, [`extra:${key}`]: defaultSectionMeta(preset.label) },
  };
}

export function removeExtraSection(doc: ResumeDocument, key: string): ResumeDocument {
  const meta = { ...doc.sectionMeta };
  delete meta[key];
  return {
    ...doc,
    extraSections: doc.extraSections.filter((s) => `extra:${s.key}` !== key),
    sectionOrder: doc.sectionOrder.filter((k) => k !== key),
    sectionMeta: meta,
  };
}

type SectionMeta = ResumeDocument['sectionMeta'][string];
/** Changes one field of a section's meta (density, column, heading). */
export function setMeta<K extends keyof SectionMeta>(
  doc: ResumeDocument,
  key: string,
  field: K,
  value: SectionMeta[K],
): ResumeDocument {
  const meta = doc.sectionMeta[key] ?? defaultSectionMeta(sectionLabel(doc, key));
  return { ...doc, sectionMeta: { ...doc.sectionMeta, [key]: { ...meta, [field]: value } } };
}

/** What an applicant tracking system makes of a section as set (the ATS flag per section). */
export function atsNote(doc: ResumeDocument, key: string): { ok: boolean; text: string } {
  const meta = doc.sectionMeta[key];
  if (meta && !meta.visible) return { ok: true, text: 'Hidden: not in the exported files.' };
  if (key !== 'contact' && meta && !meta.showHeading)
    return { ok: false, text: 'No heading: an ATS may not tell what this section is.' };
  if (meta?.column === 'side') {
    return doc.meta.ats
      ? { ok: true, text: 'Side column in the Modern Split PDF; one column in Word (ATS-safe is on).' }
      : { ok: false, text: 'Side column: an ATS reads it after the main column.' };
  }
  return { ok: true, text: 'An ATS reads it in order.' };
}
