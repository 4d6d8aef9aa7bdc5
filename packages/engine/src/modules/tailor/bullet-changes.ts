import { findNumbers } from '../claims/claim-facts.ts';
import { roleTarget, type TenseContext } from '../resume-improvement/bullet-tense.ts';
import { rewriteBullet } from '../resume-improvement/suggest-improvements.ts';
import { isRewritableBullet } from '../shared/rewritable-bullet.ts';
import type { DocumentBullet } from './document-bullets.ts';
import type { PostingWant } from './posting-wants.ts';
import type { TailorChange } from './tailor-types.ts';

type Draft = Omit<TailorChange, 'id' | 'flags'>;

const numbersOf = (text: string) =>
  findNumbers(text)
    .map((n) => n.value)
    .sort()
    .join(' ');
const same = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/** Each role's tense rule from its dates and its own bullets (as Resume Improvement does); projects have none. */
function tenseOf(b: DocumentBullet, all: readonly DocumentBullet[]): TenseContext | null {
  if (b.section !== 'experience') return null;
  const own = all
    .filter((x) => x.section === 'experience' && x.item === b.item && isRewritableBullet(x.text))
    .map((x) => x.text);
  const role = b.hasDates ? ({ dates: { isCurrent: b.isCurrent } } as Parameters<typeof roleTarget>[0]) : null;
  const target = roleTarget(role, own);
  return target ? { ...target, isCurrent: b.isCurrent } : null;
}

/** The posting's spelling for skills this bullet names differently ('Postgres' where the posting says 'PostgreSQL'). */
function mirrorTerms(
  text: string,
  b: DocumentBullet,
  wants: ReadonlyMap<string, PostingWant>,
): { text: string; pairs: Array<[string, string]> } {
  const pairs: Array<[string, string]> = [];
  let out = text;
  for (const m of b.mentions) {
    const want = wants.get(m.skill.id);
    const said = m.evidence[0]?.text;
    if (!want || !said || said === want.form || out.toLowerCase().includes(want.form.toLowerCase())) continue;
    // a whole-word swap of what the line says for the posting's word; the same skill, so nothing new is stated
    const at = new RegExp(`(?<![\\w+#.])${said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w+#])`);
    if (!at.test(out)) continue;
    out = out.replace(at, want.form);
    pairs.push([said, want.form]);
  }
  return { text: out, pairs };
}

/**
 * A bullet's change: the Resume Improvement rules (a strong verb first, active voice, no filler, one
 * tense per role) and, with a posting, the posting's words for the skills it names. Never a change
 * that adds, drops or alters a number.
 */
export function bulletChange(
  b: DocumentBullet,
  all: readonly DocumentBullet[],
  wants: ReadonlyMap<string, PostingWant>,
  options: { rewrite: boolean },
): Draft | null {
  // a line that starts in lower case is the wrapped half of another ('incoming customer patterns ...'): its first word is no verb to rewrite
  const steps =
    options.rewrite && /^[^a-z]/.test(b.text) && isRewritableBullet(b.text)
      ? rewriteBullet(b.text, tenseOf(b, all))
      : [];
  const rewritten = steps.at(-1)?.text ?? b.text;
  const mirrored = mirrorTerms(rewritten, b, wants);
  const after = mirrored.text;
  if (same(after, b.text) && mirrored.pairs.length === 0) return null;
  if (numbersOf(after) !== numbersOf(b.text)) return null;
  const lines = steps.map((s) => s.rationale.replace(/^-\s*/, ''));
  if (mirrored.pairs.length > 0) {
    lines.unshift(
      `The posting says ${mirrored.pairs.map(([, to]) => `'${to}'`).join(' and ')} where this line says ${mirrored.pairs.map(([from]) => `'${from}'`).join(' and ')}: the same skill, in the posting's words, so a keyword search finds it.`,
    );
  }
  const want = mirrored.pairs.length ? [...wants.values()].find((w) => w.form === mirrored.pairs[0]![1]) : undefined;
  return {
    kind: mirrored.pairs.length ? 'keyword' : 'rewrite',
    section: b.section,
    item: b.item,
    bullet: b.bullet,
    where: `${b.where}, line ${b.bullet + 1}`,
    before: [b.text],
    after: [after],
    order: null,
    reason: lines.join(' '),
    evidence: [{ text: b.text, where: b.where }],
    requirement: want?.line ?? null,
  };
}
