import type { ResumeDocument } from '../../document/resume-document-types.ts';

/** Role header as the builder prints it: 'Role, Employer' then 'Location | Dates' (the form the parser reads whole). */
const roleHeader = (r: ResumeDocument['experience'][number]) => {
  const head = [r.role, r.company].filter(Boolean).join(', ');
  const side = [r.location, r.dates].filter(Boolean).join(' | ');
  return side ? `${head}    ${side}` : head;
};

/**
 * The document as plain text in its section order (hidden sections included: they are still the
 * user's facts), for the parser: the claim check and skill evidence read the document through it.
 */
export function documentToText(doc: ResumeDocument): string {
  const c = doc.contact;
  const out: string[] = [c.name, c.title, [c.email, c.phone, c.location, c.website].filter(Boolean).join(' | ')].filter(
    (l) => l.trim(),
  );
  const order = [
    ...doc.sectionOrder,
    ...['summary', 'experience', 'projects', 'education', 'skills'].filter((k) => !doc.sectionOrder.includes(k)),
  ];
  for (const key of order) {
    if (key === 'summary' && doc.summary.trim()) out.push('', 'SUMMARY', doc.summary);
    if (key === 'experience' && doc.experience.length) {
      out.push('', 'EXPERIENCE');
      for (const r of doc.experience) out.push(roleHeader(r), ...r.bullets.map((b) => `• ${b}`), '');
    }
    if (key === 'projects' && doc.projects.length) {
      out.push('', 'PROJECTS');
      for (const p of doc.projects) out.push(p.name, ...p.bullets.map((b) => `• ${b}`), '');
    }
    if (key === 'education' && doc.education.length) {
      out.push('', 'EDUCATION');
      for (const e of doc.education)
        out.push([e.degree, e.school].filter(Boolean).join(', ') + (e.dates ? `    ${e.dates}` : ''));
    }
    if (key === 'skills' && doc.skills.length) out.push('', 'SKILLS', doc.skills.join(', '));
    if (key.startsWith('extra:')) {
      const extra = doc.extraSections.find((s) => `extra:${s.key}` === key);
      if (!extra) continue;
      out.push('', extra.label.toUpperCase());
      for (const b of extra.bullets ?? []) out.push(`• ${b}`);
      for (const e of extra.entries ?? [])
        out.push(
          [e.title, e.subtitle].filter(Boolean).join(', ') + (e.dates ? `    ${e.dates}` : ''),
          ...e.bullets.map((b) => `• ${b}`),
        );
    }
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
