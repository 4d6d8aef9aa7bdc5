import type { AtsReadback, ResumeDocument } from '@cp/contracts';

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** What the product's parser recovered from an exported file, and what of the source document it did not find. */
export function atsReadback(source: ResumeDocument, text: string, read: ResumeDocument): AtsReadback {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 400);
  const missing: string[] = [];
  const want = (label: string, expected: string, got: string) => {
    if (expected.trim() && norm(expected) !== norm(got)) missing.push(`${label}: ${expected.trim()}`);
  };
  want('name', source.contact.name, read.contact.name);
  want('e-mail', source.contact.email, read.contact.email);
  for (const role of source.experience) {
    if (!role.role.trim() && !role.company.trim()) continue;
    const found = read.experience.find(
      (r) => norm(r.role) === norm(role.role) && norm(r.company) === norm(role.company),
    );
    if (!found) missing.push(`role: ${[role.role, role.company].filter((s) => s.trim()).join(', ')}`);
    else if (role.dates.trim() && norm(found.dates) !== norm(role.dates))
      missing.push(`dates of ${role.role}: ${role.dates}`);
  }
  const readSkills = new Set(read.skills.map(norm));
  for (const skill of source.skills) if (skill.trim() && !readSkills.has(norm(skill))) missing.push(`skill: ${skill}`);
  return {
    lines,
    fields: {
      name: read.contact.name,
      email: read.contact.email,
      phone: read.contact.phone,
      roles: read.experience.map((r) => ({
        role: r.role,
        company: r.company,
        dates: r.dates,
        bullets: r.bullets.length,
      })),
      schools: read.education.map((e) => e.school).filter(Boolean),
      skills: read.skills,
    },
    missing: missing.slice(0, 50),
  };
}
