import { findDates } from '../../text/dates.ts';
import { isGarbled } from './garbled-text.ts';

/** Small words a title-case header may hold ('Director of Sales & Marketing'). */
const HEADER_JOINERS = /^(?:of|and|&|the|for|at|in|on|to|a|an|-|–|—|\||,|\/)$/i;
const CONTACT = /@|https?:|www\.|\+?\d[\d\s().-]{8,}\d/;
/** A line cut where it wrapped: it ends on a word that cannot end a sentence. */
const CUT_OFF = /\b(?:by|of|to|and|or|the|a|an|with|for|in|from|at|as|than|including)\s*$/i;

/**
 * True when a line of a role or project reads as an achievement bullet a rewrite may touch: a statement
 * of four words or more that is not a role header ('Marketing Specialist & Senior Account Manager') or an
 * address ('National Youth Council 3 Main Street, Dublin 2 ...'), a
 * contact or date line, a line cut where it wrapped ('... improve the space utilization by'), or garbled text.
 */
export function isRewritableBullet(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length < 4 || !/^[A-Za-z]/.test(text)) return false;
  // text the PDF's extraction garbled is neither rewritten nor quoted (garbled-text.ts)
  if (CONTACT.test(text) || CUT_OFF.test(text) || isGarbled(text)) return false;
  // 'Improve and Control) was implemented ...': the rest of a line cut inside a parenthesis
  if ((text.match(/\)/g) ?? []).length > (text.match(/\(/g) ?? []).length) return false;
  const isCapital = (w: string) => HEADER_JOINERS.test(w) || /^[^a-z]*[A-Z0-9]/.test(w) || !/[a-z]/i.test(w);
  // a header or an address the parser left among the bullets: title case throughout, or for its first six words
  if ((words.length <= 12 && words.every(isCapital)) || words.slice(0, 6).every(isCapital)) return false;
  return !(/\d{4}/.test(text) && findDates(text).some((d) => d.isRange));
}
