// A kit's edit before Finalize: checked again for claims beyond the resume (apart from what the engine
// wrote and the user kept), and the final letter's sentences with the evidence each still rests on.
import type { FinalizeKitBody, KitFlag, KitSentence } from '@cp/contracts';
import type { EnginePool } from '../../workers/engine-pool.ts';
import type { Clock } from '../auth/auth.service.ts';
import { flagMessage, letterSentences, splitSentences } from './kit-content.ts';
import type { KitRow } from './kits.repository.ts';

const asOf = (d: Date) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 });
export const claimKey = (c: { field: string; kind: string; text: string }) =>
  `${c.field}|${c.kind}|${c.text.toLowerCase()}`;

export function createKitEditCheck(deps: { engine: Pick<EnginePool, 'checkClaims'>; clock: Clock }) {
  const { clock } = deps;
  /** The user's edit checked again: what it claims beyond the resume, apart from what the engine itself wrote and accepted. */
  return async function checkEdit(userId: string, kit: KitRow, body: FinalizeKitBody): Promise<KitFlag[]> {
    const allowed = [kit.job.title, kit.job.company, kit.job.location];
    const check = (letter: string, resume: string) =>
      deps.engine.checkClaims(
        {
          resumeText: kit.resume_text,
          asOf: asOf(clock.now()),
          allowed,
          texts: [
            { field: 'cover_letter', text: letter },
            { field: 'resume_content', text: resume },
          ],
        },
        userId,
      );
    const [edited, generated] = await Promise.all([
      check(body.cover_letter, body.resume_content),
      check(kit.preview.cover_letter, kit.preview.resume_content),
    ]);
    const engineFlags = kit.preview.flags as KitFlag[];
    const flaggedByEngine = new Set(engineFlags.map(claimKey));
    const accepted = new Set(generated.map(claimKey).filter((k) => !flaggedByEngine.has(k)));
    const fresh = edited.filter((c) => !accepted.has(claimKey(c)) && !flaggedByEngine.has(claimKey(c)));
    const stillThere = engineFlags.filter((f) =>
      (f.field === 'cover_letter' ? body.cover_letter : body.resume_content).includes(f.text),
    );
    const seen = new Set<string>();
    return [
      ...stillThere,
      ...fresh.map((c) => ({ kind: c.kind, text: c.text, field: c.field, message: flagMessage(c.kind, c.text) })),
    ].filter((f) => (seen.has(claimKey(f)) ? false : (seen.add(claimKey(f)), true)));
  };
}

/** The final letter's sentences: unchanged ones keep their evidence; the user's own are marked as theirs. */
export function finalSentences(kit: KitRow, letter: string): KitSentence[] {
  const before = new Map((kit.preview.letter_sentences as KitSentence[]).map((s) => [s.text, s]));
  const regenerated = letterSentences(
    letter,
    { evidence: [], posting_evidence: [], signature: kit.preview.signature },
    kit.resume_text,
  );
  return splitSentences(letter).map(
    (text, i) =>
      before.get(text) ?? {
        ...(regenerated[i] ?? { evidence: [], posting_text: null }),
        text,
        basis: 'edited' as const,
      },
  );
}
