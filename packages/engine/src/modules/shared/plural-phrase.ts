import nlp from 'compromise';

/** Where the head of a noun phrase ends: 'knowledge of accounting principles' is knowledge, 'years of experience' years. */
const AFTER_HEAD = /\s(?:of|in|with|for|to|on|at|from|across|including|such as|like)\s.*$/i;

/** '-ing' words that name a field or a kind before a noun ('programming languages', 'accounting principles'), not an activity. */
const FIELD_ING = new Set(
  'programming operating accounting marketing training building engineering banking nursing manufacturing networking computing testing reporting billing pricing shipping staffing housing lending advertising publishing consulting auditing financing recruiting'.split(
    ' ',
  ),
);

const plurals = new Map<string, boolean>();
/** compromise's reading of a word in its phrase: a plural common noun ('skills', 'spreadsheets'), not an uncountable one ('logistics'). */
function isPluralNoun(phrase: string, word: string): boolean {
  const key = `${phrase}|${word}`;
  if (!plurals.has(key)) {
    const terms = (nlp(phrase).json() as Array<{ terms: Array<{ text: string; tags: string[] }> }>).flatMap(
      (s) => s.terms,
    );
    const term = [...terms].reverse().find((t) => t.text === word);
    plurals.set(key, !!term && term.tags.includes('Plural') && !term.tags.includes('Uncountable'));
  }
  return plurals.get(key)!;
}

/**
 * Whether a phrase a sentence names ('analytical skills', 'Excel and Word') takes 'them' rather than 'it': its head (the
 * words before 'of', 'with', 'to' ...) lists several things, or ends in a plural common noun as compromise reads it. A
 * name ('Kubernetes', 'Google Analytics'), an uncountable noun ('logistics'), an activity ('planning trade shows and
 * events') and 'the ability to ...' are one thing.
 */
export function isPluralPhrase(phrase: string): boolean {
  const clean = phrase.replace(/^['‘]|['’]$/g, '').trim();
  if (/^the ability\b/i.test(clean) || clean !== phrase.trim()) return false;
  const head = clean.replace(AFTER_HEAD, '').trim();
  // an activity is one thing whatever it acts on ('planning trade shows and events', 'handling customer complaints')
  const first = /^[a-z]+ing\b/.exec(head)?.[0];
  if (first && !FIELD_ING.has(first)) return false;
  if (/,|\s(?:and|&)\s/.test(head)) return true;
  const last = /([A-Za-z-]+)$/.exec(head)?.[1] ?? '';
  if (!/^[a-z][a-z-]*s$/.test(last)) return false;
  return isPluralNoun(head, last);
}

/** The words that refer back to a phrase: 'it', 'part of it', 'is it' for one thing; 'them', 'some of them', 'are they' for several. */
export function pronounsOf(phrase: string): { it: string; partOf: string; isIt: string } {
  return isPluralPhrase(phrase)
    ? { it: 'them', partOf: 'some of them', isIt: 'are they' }
    : { it: 'it', partOf: 'part of it', isIt: 'is it' };
}
