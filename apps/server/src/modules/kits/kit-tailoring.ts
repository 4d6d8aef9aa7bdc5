import type { KitChange } from '@cp/contracts';
import { applyTailoring, documentToText, type ResumeDocument, type TailorChange, type TailorResult } from '@cp/engine';

/** What the engine's tailoring gives a kit: the proposals and the document (the resume as the builder reads it) they refer to. */
export type KitTailoringInput = TailorResult & { document: ResumeDocument };

/** The kit's tailored resume: its text for the editor, the document the files are printed from, and each change with its evidence. */
export type KitTailoring = {
  content: string;
  document: ResumeDocument;
  changes: KitChange[];
  notShown: string[];
  refused: number;
};

/** A tailoring proposal as the kit shows it: a list (skills, a role's lines) one item per line of `original` and `tailored`. */
export function kitChange(c: TailorChange): KitChange {
  const joined = (items: readonly string[]) => (c.section === 'skills' ? items.join(', ') : items.join('\n'));
  return {
    section: c.section,
    original: joined(c.before),
    tailored: joined(c.after),
    reasons: [c.reason],
    rationale: c.reason,
    flagged: c.flags.length > 0,
    kind: c.kind,
    where: c.where,
    evidence: c.evidence.map((e) => ({ text: e.text, where: e.where })),
    requirement: c.requirement,
  };
}

/**
 * The kit's resume tailored by the engine (docs/decisions/030 and 033): every proposal the claim check
 * passed is written into the document (the posting's word for a skill a line names, skills the work
 * lines show added to the list, the posting's skills and lines moved up, stronger wording; never a
 * changed number), and the document is the kit's resume text. With nothing to tailor, the resume text
 * goes as it is.
 */
export function tailorKitResume(resumeText: string, tailoring: KitTailoringInput): KitTailoring {
  const notShown = [...tailoring.notShown];
  const refused = tailoring.refused.length;
  const usable = tailoring.changes.filter((c) => c.flags.length === 0);
  const { doc, outcomes } = applyTailoring(tailoring.document, usable, new Set(usable.map((c) => c.id)));
  const applied = usable.filter((c) => outcomes[c.id] === 'applied');
  if (applied.length === 0)
    return { content: resumeText, document: tailoring.document, changes: [], notShown, refused };
  return { content: documentToText(doc), document: doc, changes: applied.map(kitChange), notShown, refused };
}

/**
 * A change is still in the user's edit when each of its lines (or listed skills) is there, in its order
 * (a role's lines moved up stay moved up; added skills need only be listed); one the user undid is not
 * reported as made.
 */
export function changeStillIn(
  change: Pick<KitChange, 'tailored' | 'flagged' | 'section' | 'kind'>,
  content: string,
): boolean {
  if (change.flagged) return false;
  const items = change.section === 'skills' ? change.tailored.split(', ') : change.tailored.split('\n');
  let from = 0;
  for (const item of items) {
    const at = content.indexOf(item, change.kind === 'add-skills' ? 0 : from);
    if (at < 0) return false;
    from = at + item.length;
  }
  return true;
}
