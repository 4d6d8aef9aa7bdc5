import type { ResumeDocument } from '../../document/resume-document-types.ts';
import type { TailorChange } from './tailor-types.ts';

export type TailorOutcome = 'applied' | 'stale' | 'unsupported';

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

type Role = Omit<ResumeDocument['experience'][number], 'bullets'> & { bullets: string[] };
type Project = Omit<ResumeDocument['projects'][number], 'bullets'> & { bullets: string[] };
type Mutable = Omit<ResumeDocument, 'skills' | 'experience' | 'projects'> & {
  skills: string[];
  experience: Role[];
  projects: Project[];
};

/**
 * The accepted changes written into the document: each only where the text it replaces is still
 * there (otherwise 'stale': the document changed since the proposals), never one with claim flags
 * ('unsupported'). Bullet rewrites go first, so a role's new order carries its rewritten lines.
 */
export function applyTailoring(
  doc: ResumeDocument,
  changes: readonly TailorChange[],
  accepted: ReadonlySet<string>,
): { doc: ResumeDocument; outcomes: Record<string, TailorOutcome> } {
  const next: Mutable = {
    ...doc,
    skills: [...doc.skills],
    experience: doc.experience.map((r) => ({ ...r, bullets: [...r.bullets] })),
    projects: doc.projects.map((p) => ({ ...p, bullets: [...p.bullets] })),
  };
  const outcomes: Record<string, TailorOutcome> = {};
  const chosen = changes.filter((c) => accepted.has(c.id));
  const rank = (c: TailorChange) => (c.bullet !== null ? 0 : c.kind === 'add-skills' ? 1 : 2);
  // what each rewritten line was, so an order change still recognises the role's lines
  const rewrittenFrom = new Map<string, string>();
  for (const c of [...chosen].sort((a, b) => rank(a) - rank(b))) {
    if (c.flags.length > 0) {
      outcomes[c.id] = 'unsupported';
      continue;
    }
    if (c.bullet !== null && c.item !== null) {
      const list = c.section === 'experience' ? next.experience[c.item]?.bullets : next.projects[c.item]?.bullets;
      if (!list || list[c.bullet] !== c.before[0]) outcomes[c.id] = 'stale';
      else {
        list[c.bullet] = c.after[0]!;
        rewrittenFrom.set(`${c.section}:${c.item}:${c.bullet}`, c.before[0]!);
        outcomes[c.id] = 'applied';
      }
      continue;
    }
    if (c.kind === 'add-skills') {
      const missing = c.after.slice(c.before.length).filter((s) => !next.skills.includes(s));
      next.skills = [...next.skills, ...missing];
      outcomes[c.id] = 'applied';
      continue;
    }
    if (c.kind === 'order-skills') {
      // the proposed order of the listed skills; skills added since (an accepted addition) keep their place after them
      const current = next.skills;
      next.skills = [...c.after.filter((s) => current.includes(s)), ...current.filter((s) => !c.after.includes(s))];
      outcomes[c.id] = 'applied';
      continue;
    }
    if (c.kind === 'order-bullets' && c.item !== null && c.order) {
      const role = next.experience[c.item];
      const was = role?.bullets.map((text, i) => rewrittenFrom.get(`experience:${c.item}:${i}`) ?? text);
      if (!role || !was || !sameList(was, c.before)) outcomes[c.id] = 'stale';
      else {
        role.bullets = c.order.map((i) => role.bullets[i]!);
        outcomes[c.id] = 'applied';
      }
    }
  }
  return { doc: next, outcomes };
}
