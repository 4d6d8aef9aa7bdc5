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

/** Countries and their short forms, as a requirement label might show one (the bench's own list, not the engine's). */
const COUNTRY_NAMES = new Set([
  'uk',
  'u k',
  'united kingdom',
  'great britain',
  'england',
  'scotland',
  'wales',
  'ireland',
  'us',
  'u s',
  'usa',
  'u s a',
  'united states',
  'united states of america',
  'america',
  'canada',
  'mexico',
  'brazil',
  'argentina',
  'germany',
  'deutschland',
  'france',
  'spain',
  'portugal',
  'italy',
  'netherlands',
  'belgium',
  'switzerland',
  'austria',
  'sweden',
  'sverige',
  'norway',
  'denmark',
  'finland',
  'poland',
  'czech republic',
  'greece',
  'romania',
  'ukraine',
  'india',
  'china',
  'japan',
  'singapore',
  'australia',
  'new zealand',
  'south africa',
  'nigeria',
  'kenya',
  'ghana',
  'egypt',
  'uae',
  'united arab emirates',
  'saudi arabia',
  'israel',
  'turkey',
  'philippines',
  'eu',
  'europe',
  'european union',
]);

/** A requirement label that is only a country ('UK', 'UK (required)', 'Germany.'): a place, never a skill. */
export function isBareCountry(label: string): boolean {
  const bare = norm(label.replace(/\((?:required|preferred|essential|desired|a plus|must)\)/gi, ' '));
  return COUNTRY_NAMES.has(bare);
}
