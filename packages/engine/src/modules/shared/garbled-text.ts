import { lookupVerb } from './verb-lexicon.ts';

/**
 * Text a PDF's extraction garbled, which generated output must not quote or rewrite: a word broken at a
 * line-end hyphen ('manage- ment'; not 'short- and long-term'), two words glued where a space was lost
 * ('budgetReports'), or two bullets run into one line (a capitalised action verb in mid-sentence after a
 * lower-case word: 'checked the stock Prepared orders').
 */
const BROKEN_HYPHEN = /\b[a-z]{2,}-\s+(?!(?:and|or|to|&)\b)[a-z]{2,}\b/;
const GLUED_WORDS = /\b[a-z]{4,}[A-Z][a-z]{2,}\b/;
/** Words a capitalised name may follow ('at Planned Parenthood', 'the Managed Services team'). */
const BEFORE_NAME =
  /^(?:the|a|an|of|and|or|to|for|with|at|in|on|by|from|into|using|via|per|our|their|its|his|her|called|named|as|is|was|under|across|new|senior|junior|lead)$/i;
const RUN_ON = /(?<=\b([a-z][a-z,]*)\s+)([A-Z][a-z]+)(?=\s+([a-z]\S*))/g;

/** What is garbled in the text, in words for a bench or a test; null when it reads cleanly. */
export function findGarbled(text: string): string | null {
  const hyphen = BROKEN_HYPHEN.exec(text);
  if (hyphen) return `word broken at a hyphen: '${hyphen[0]}'`;
  const glued = GLUED_WORDS.exec(text);
  if (glued) return `words glued together: '${glued[0]}'`;
  for (const m of text.matchAll(RUN_ON)) {
    const before = m[1]!.replace(/,$/, '');
    if (!BEFORE_NAME.test(before) && lookupVerb(m[2]!.toLowerCase()))
      return `two lines run together: '${before} ${m[2]}'`;
  }
  return null;
}

export const isGarbled = (text: string): boolean => findGarbled(text) !== null;
