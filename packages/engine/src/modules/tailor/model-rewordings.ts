import { findNumbers } from '../claims/claim-facts.ts';
import type { ClaimFlag } from '../module-types.ts';
import type { DocumentBullet } from './document-bullets.ts';
import type { PostingWant } from './posting-wants.ts';
import type { TailorChange } from './tailor-types.ts';

type Draft = Omit<TailorChange, 'id' | 'flags'>;

/**
 * A bullet reworded by an optional language model for the posting (docs/decisions/034): which line
 * (the section, the role or project, the bullet) and the model's text. The engine checks it like its own.
 */
export interface TailorRewording {
  readonly section: 'experience' | 'projects';
  readonly item: number;
  readonly bullet: number;
  readonly text: string;
}

/** At most this long: a bullet, not a paragraph. */
const MAX_REWORDING = 400;

const numbersOf = (text: string) =>
  findNumbers(text)
    .map((n) => n.value)
    .sort()
    .join(' ');
const same = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();
export const bulletKey = (c: { section: string; item: number | null; bullet: number | null }) =>
  `${c.section}:${c.item}:${c.bullet}`;

/**
 * The model's rewordings as drafts, each resting on the line it rewords and answering the posting line
 * of a skill that line names. Dropped here (and counted as refused): a rewording of a line the
 * document does not have, an empty or overlong one, and one whose numbers differ from the line's (a
 * number is never changed, dropped or added). The claim check then runs on the rest with the engine's.
 */
export function rewordingDrafts(
  rewordings: readonly TailorRewording[],
  bullets: readonly DocumentBullet[],
  wants: ReadonlyMap<string, PostingWant>,
): { drafts: Map<string, Draft>; refused: ClaimFlag[] } {
  const drafts = new Map<string, Draft>();
  const refused: ClaimFlag[] = [];
  for (const r of rewordings) {
    const b = bullets.find((x) => x.section === r.section && x.item === r.item && x.bullet === r.bullet);
    const after = r.text
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^[-•*]\s*/, '');
    if (!b || !after || after.length > MAX_REWORDING || same(after, b.text) || drafts.has(bulletKey(b))) continue;
    const where = `${b.where}, line ${b.bullet + 1}`;
    if (numbersOf(after) !== numbersOf(b.text)) {
      const changed =
        findNumbers(after).find((n) => !findNumbers(b.text).some((m) => m.value === n.value))?.text ??
        findNumbers(b.text)[0]?.text ??
        '';
      refused.push({
        kind: 'number',
        text: changed,
        field: where,
        message: `'${changed}' is not the line's figure: a rewording keeps every number as it is`,
      });
      continue;
    }
    const want = b.mentions.map((m) => wants.get(m.skill.id)).find((w) => w !== undefined);
    drafts.set(bulletKey(b), {
      kind: 'rewrite',
      section: b.section,
      item: b.item,
      bullet: b.bullet,
      where,
      before: [b.text],
      after: [after],
      order: null,
      reason: want
        ? `The AI model's wording of this line for the posting, which asks for ${want.form}. It was checked against your resume: every name, figure and date in it is yours.`
        : "The AI model's wording of this line for the posting. It was checked against your resume: every name, figure and date in it is yours.",
      evidence: [{ text: b.text, where: b.where }],
      requirement: want?.line || null,
      by: 'model',
    });
  }
  return { drafts, refused };
}
