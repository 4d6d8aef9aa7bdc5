/**
 * A requirement's label is a cut of its text ('Ability to develop, engage, and inspire a team' ->
 * 'the ability to develop'). Where the cut falls inside a phrase, a question that names the label says
 * something the posting never asked ('collaboration and a drive' for 'a drive for results'): the label is
 * taken on to the end of its clause, or, when that is too long to name, back to its last whole part.
 */

/** A word the label ends on that needs what follows ('equivalent years of', 'education and/or'). */
const ENDS_OPEN = /(?:^|\s)(?:of|for|and|or|and\/or|to|with|the|a|an|in|on|at|by|from|as|proven|demonstrated)$/i;
/** What follows a label that binds to it: 'a drive' + ' for results', 'passion' + ' for teaching'. */
const BINDS_ON = /^\s+(?:of|for|and\/or)\s+\S/i;
/** A comma list that goes on past the label: 'develop' + ', engage, and inspire a team'. */
const LIST_GOES_ON = /^,\s*[^,.;:()]+(?:,\s*[^,.;:()]+)*,?\s+(?:and|or)\s+[^,.;:()]+/;
/** Where a clause ends: a sentence or a bracket, or a new clause ('while', 'which', 'including'). */
const CLAUSE_END = /[.;:()\n]|\s(?:while|which|who|including|such as|e\.g\.)\s|,\s+(?:required|preferred|desired)\b/i;
/** How a requirement says it is wanted, at the end of its clause ('is preferred', 'required'). */
const WANTED_TAIL = /\s*,?\s+(?:(?:is|are)\s+)?(?:desired|preferred|required|a plus|an asset|helpful)\s*$/i;
const MAX_WORDS = 10;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A word of the label that the text has only as the start of a longer word ('Bygglovshandl' of 'Bygglovshandläggare'). */
function hasCutWord(label: string, text: string): boolean {
  const textWords = new Set(text.toLowerCase().split(/[^\p{L}\p{N}'-]+/u));
  return label
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .some(
      (w) => w.length >= 3 && !textWords.has(w) && [...textWords].some((t) => t.length > w.length && t.startsWith(w)),
    );
}

/** The label made whole from its requirement's text; the label itself when it was not cut mid-phrase or is not found in the text. */
export function completeLabel(label: string, text: string | undefined): string {
  const trimmed = label.trim();
  if (!text || !trimmed) return label;
  const at = text.toLowerCase().indexOf(trimmed.toLowerCase());
  if (at < 0) return hasCutWord(trimmed, text) ? '' : label;
  let whole = trimmed;
  let rest = text.slice(at + trimmed.length);
  // a word cut inside ('after hours avail' of 'availability') is taken whole
  const wordTail = /^[\p{L}\p{N}'-]+/u.exec(rest)?.[0];
  if (wordTail && /[\p{L}\p{N}]$/u.test(whole)) {
    whole += wordTail;
    rest = rest.slice(wordTail.length);
  }
  if (!ENDS_OPEN.test(whole) && !BINDS_ON.test(rest) && !LIST_GOES_ON.test(rest))
    return whole === trimmed ? label : whole;
  const end = CLAUSE_END.exec(rest);
  const extended = `${whole}${end ? rest.slice(0, end.index) : rest}`.replace(WANTED_TAIL, '').replace(/[\s,]+$/, '');
  if (wordCount(extended) <= MAX_WORDS && !ENDS_OPEN.test(extended)) return extended;
  // too long to name: the label back to its last whole part ('management of people and processes, with demonstrated')
  // or before its last alternative ('a degree in the field or equivalent years of')
  const parts = whole.split(/,|\s(?:and\/or|or)\s/);
  const before =
    parts.length > 1
      ? whole
          .slice(0, whole.length - parts[parts.length - 1]!.length)
          .replace(/(?:,|\s(?:and\/or|or))\s*$/, '')
          .trim()
      : '';
  return wordCount(before) >= 2 && !ENDS_OPEN.test(before) ? before : '';
}
