/**
 * Postings scraped from HTML often lose their line breaks: 'RN license in the State of TexasDiploma or
 * Bachelors of Science in Nursing, requiredPast managerial experience, preferred6 + years...'. A line with
 * several such joins is cut back into its items; a line with one or two (a 'JavaScript', a 'McPhail') is left alone.
 */

/** A lower-case letter (or ')') glued to a capitalised word, an all-caps label ('ManagerLOCATION:') or a number ('preferred6 + years'). */
const JOIN = /(?<=[a-z\u00df-\u00ff)])(?=[A-Z][a-z\u00df-\u00ff]|[A-Z]{2,}[A-Z ]*:|\d+\s?[+%])/g;
/** A sentence end glued to the next sentence ('guarantee.90 Seconds', 'today!#URL'), a label's colon glued to its value. */
const SENTENCE_JOIN = /(?<=[a-z\u00df-\u00ff]{2}[.!?])(?=[A-Z0-9][a-z0-9])|(?<=^[A-Z][A-Za-z ]{2,40}:)(?=[A-Z])/g;
/** An acronym glued to the capitalised word that opens the next item ('ICD9/CPTKnowledge of Fee Schedules'): cut only in a line already run together. */
const ACRONYM_JOIN = /(?<=[^A-Za-z][A-Z]{2,5})(?=[A-Z][a-z]{3,})/g;
/** Joins that make a line run-together: three, or two in a long line (the normalizer wraps very long lines). */
const minJoins = (line: string) => (line.length >= 300 ? 2 : 3);

/** The word a join falls in ('TexasDiploma', 'JavaScript'): what 'isKnown' is asked about. */
function wordAt(line: string, at: number): { word: string; left: string } {
  let start = at;
  while (start > 0 && /[A-Za-z\u00c0-\u00ff]/.test(line[start - 1]!)) start--;
  let end = at;
  while (end < line.length && /[A-Za-z\u00c0-\u00ff]/.test(line[end]!)) end++;
  return { word: line.slice(start, end), left: line.slice(start, at) };
}

/** The pieces of a run-together line, or the line itself; 'isKnown' spares vocabulary words written in camel case. */
export function splitRunTogether(line: string, isKnown: (word: string) => boolean): string[] {
  if (line.length < 120) return [line];
  const cuts: number[] = [];
  for (const m of line.matchAll(JOIN)) {
    const { word, left } = wordAt(line, m.index);
    if (left.length <= 2 || /^(?:Mc|Mac)$/.test(left) || isKnown(word)) continue;
    cuts.push(m.index);
  }
  if (cuts.length < minJoins(line)) return [line];
  for (const m of line.matchAll(SENTENCE_JOIN)) if (m.index > 0) cuts.push(m.index);
  for (const m of line.matchAll(ACRONYM_JOIN)) if (!isKnown(wordAt(line, m.index).word)) cuts.push(m.index);
  const wide = /\s{5,}/g;
  for (const m of line.matchAll(wide)) cuts.push(m.index);
  const sorted = [...new Set(cuts)].sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const at of sorted) {
    pieces.push(line.slice(from, at));
    from = at;
  }
  pieces.push(line.slice(from));
  return pieces.map((p) => p.trim()).filter(Boolean);
}
