import type { ResumeDocument } from '../../document/resume-document-types.ts';
import { joinList } from '../shared/text-helpers.ts';
import type { DocumentBullet } from './document-bullets.ts';
import { roleName } from './document-bullets.ts';
import { belongsInSkillsList, type PostingWant } from './posting-wants.ts';
import type { TailorChange } from './tailor-types.ts';

type Draft = Omit<TailorChange, 'id' | 'flags'>;

/** Skills the posting asks for that a bullet already shows but the skills list does not name: added to the list. */
export function addSkillsChange(
  doc: ResumeDocument,
  bullets: readonly DocumentBullet[],
  wants: ReadonlyMap<string, PostingWant>,
  listed: ReadonlyMap<string, number>,
): Draft | null {
  const added: Array<{ want: PostingWant; shownIn: DocumentBullet }> = [];
  for (const want of wants.values()) {
    if (listed.has(want.skill.id) || !belongsInSkillsList(want.skill)) continue;
    const shownIn = bullets.find((b) => b.mentions.some((m) => m.skill.id === want.skill.id));
    if (shownIn && !doc.skills.some((s) => s.toLowerCase() === want.form.toLowerCase())) added.push({ want, shownIn });
    if (added.length === 5) break;
  }
  if (added.length === 0) return null;
  const names = added.map((a) => a.want.form);
  return {
    kind: 'add-skills',
    section: 'skills',
    item: null,
    bullet: null,
    where: 'Skills',
    before: [...doc.skills],
    after: [...doc.skills, ...names],
    order: null,
    reason: `The posting asks for ${joinList(names)}. Your work lines already show ${names.length === 1 ? 'it' : 'them'}, but your skills list does not name ${names.length === 1 ? 'it' : 'them'}; recruiters and applicant tracking systems look there first.`,
    evidence: [
      ...new Map(added.map((a) => [a.shownIn.text, { text: a.shownIn.text, where: a.shownIn.where }])).values(),
    ],
    requirement: added[0]!.want.line || null,
  };
}

/** The skills the posting asks for moved to the front of the list, heaviest first; the rest keep their order. */
export function orderSkillsChange(
  doc: ResumeDocument,
  wants: ReadonlyMap<string, PostingWant>,
  listed: ReadonlyMap<string, number>,
): Draft | null {
  if (doc.skills.length < 4) return null;
  const weight = new Map<number, number>();
  for (const [id, index] of listed) {
    const want = wants.get(id);
    if (want) weight.set(index, Math.max(weight.get(index) ?? 0, want.weight));
  }
  const front = [...weight.keys()].sort((a, b) => weight.get(b)! - weight.get(a)! || a - b);
  if (front.length === 0) return null;
  const order = [...front, ...doc.skills.map((_, i) => i).filter((i) => !weight.has(i))];
  // already first (in any order): nothing to gain
  if (front.every((i) => i < front.length)) return null;
  const moved = front.map((i) => doc.skills[i]!);
  const asked = [...wants.entries()].filter(([id]) => weight.has(listed.get(id) ?? -1)).map(([, w]) => w);
  const names = [...new Set(asked.map((w) => w.form))];
  return {
    kind: 'order-skills',
    section: 'skills',
    item: null,
    bullet: null,
    where: 'Skills',
    before: [...doc.skills],
    after: order.map((i) => doc.skills[i]!),
    order,
    reason: `The posting asks for ${joinList(names.slice(0, 5))}${names.length > 5 ? ' and more' : ''}, and your skills list names ${moved.length === 1 ? 'it' : 'them'}: moved to the front, a reader sees ${moved.length === 1 ? 'it' : 'them'} first. Nothing is added or removed.`,
    evidence: moved.map((text) => ({ text, where: 'Skills' })),
    requirement: asked[0]?.line ?? null,
  };
}

/** How much a bullet shows of what the posting asks for: its wanted skills, weighted. */
const relevance = (b: DocumentBullet, wants: ReadonlyMap<string, PostingWant>) =>
  [...new Set(b.mentions.map((m) => m.skill.id))].reduce((sum, id) => sum + (wants.get(id)?.weight ?? 0), 0);

/** In each role with three or more bullets, the lines that show what the posting asks for moved to the top. */
export function orderBulletsChanges(
  doc: ResumeDocument,
  bullets: readonly DocumentBullet[],
  wants: ReadonlyMap<string, PostingWant>,
): Draft[] {
  const out: Draft[] = [];
  doc.experience.forEach((role, item) => {
    if (role.bullets.length < 3) return;
    const own = bullets.filter((b) => b.section === 'experience' && b.item === item);
    const score = own.map((b) => relevance(b, wants));
    const order = own.map((b) => b.bullet).sort((a, b) => score[b]! - score[a]! || a - b);
    const first = order[0]!;
    // only when the role opens with a line that shows little of it: reordering two relevant lines gains nothing
    if (first === 0 || score[0]! * 2 >= score[first]!) return;
    const raised = order.filter((i, pos) => pos < i && score[i]! > 0);
    const skills = [
      ...new Set(
        raised.flatMap((i) => own[i]!.mentions.map((m) => wants.get(m.skill.id)?.form).filter((f): f is string => !!f)),
      ),
    ];
    out.push({
      kind: 'order-bullets',
      section: 'experience',
      item,
      bullet: null,
      where: roleName(role),
      before: [...role.bullets],
      after: order.map((i) => role.bullets[i]!),
      order,
      reason: `These lines show ${joinList(skills.slice(0, 4))}, which the posting asks for: moved to the top of this role, where a reader looks first. The wording stays as it is.`,
      evidence: raised.slice(0, 3).map((i) => ({ text: role.bullets[i]!, where: roleName(role) })),
      requirement: wants.get(own[first]!.mentions.find((m) => wants.has(m.skill.id))?.skill.id ?? '')?.line ?? null,
    });
  });
  return out;
}
