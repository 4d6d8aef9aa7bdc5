// What the real-world quality checks share: the corpus's 'Present', one check's record, and how a label
// is compared with what the engine read.
/** 'Present' in the labels means 2026-11 (the corpus README's counting rule). */
export const REAL_WORLD_AS_OF = { year: 2026, month: 11 } as const;

export interface Check {
  readonly document: string;
  readonly field: string;
  readonly expected: string;
  readonly actual: string;
  readonly ok: boolean;
}

/** Lower case, no accents, words of letters and digits: how the checks compare a label with a reading. */
export const norm = (s: string | null | undefined) =>
  (s ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();

/** Same words, or one holds the other and they share at least 80% of the longer one's words. */
export function sameText(expected: string | null | undefined, actual: string | null | undefined): boolean {
  const a = norm(expected);
  const b = norm(actual);
  if (a === b) return true;
  if (!a || !b) return false;
  const wa = a.split(' ');
  const wb = new Set(b.split(' '));
  const shared = wa.filter((w) => wb.has(w)).length;
  return shared / Math.max(wa.length, wb.size) >= 0.8;
}

export const percentOf = (right: number, of: number) => (of === 0 ? 100 : Math.round((right / of) * 1000) / 10);
export const checkAccuracy = (checks: readonly Check[]) => percentOf(checks.filter((c) => c.ok).length, checks.length);
