/**
 * An organisation's name as an English sentence says it after a preposition: a name built as '<kind> of <place or
 * field>' or as a state's body takes 'the' ('at the University of Oslo', 'at the United States Navy', 'from the
 * Ministry of Health'); a company's or a school's own name does not ('at Northwind Labs', 'at Karolinska Institute',
 * 'at Harbor State University'). One rule for the letter and the interview questions.
 */

/** Kinds of body named by what follows 'of' or 'for': 'University of ...', 'Department for Education'. */
const KIND_OF =
  /^(?:university|college|department|dept\.?|ministry|office|city|county|state|commonwealth|town|village|borough|province|government|bureau|board|institute|school|council|academy|division|court|embassy|consulate|district|house|federation|society|association|league|library|museum)\s+(?:of|for|on)\s/i;
/** A state's or a nation's own words that open the name of one of its bodies. */
const STATE_PREFIX = /^(?:united\s+(?:states|kingdom|nations)|u\.?\s?s\.?|u\.?k\.?|national|federal|royal|european)\b/i;
/** What such a body is called at its end: 'United States Navy', 'National Health Service', 'Royal Air Force'. */
const BODY =
  /\b(?:navy|army|air\s+force|marine\s+corps|marines|coast\s+guard|national\s+guard|guard|service|services|agency|administration|commission|authority|bureau|department|office|council|parliament|union|nations|institutes?\s+of\s+\w+|reserve|academy|society|corps|police|forces)$/i;

/** Whether an English sentence says 'the' before the name ('University of Oslo', 'United States Navy'). */
export function takesThe(name: string): boolean {
  const clean = name.replace(/\s+/g, ' ').trim();
  if (/^the\s/i.test(clean)) return false;
  if (KIND_OF.test(clean)) return true;
  return STATE_PREFIX.test(clean) && (BODY.test(clean) || /\sof\s/i.test(clean));
}

/** The name as an English sentence says it after a preposition: 'the University of Oslo', 'Northwind Labs'. */
export const withThe = (name: string): string => (takesThe(name) ? `the ${name.trim()}` : name);
