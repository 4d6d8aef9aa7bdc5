// A requirement written to the reader ('You have experience leading teams', 'You are an excellent teacher'):
// the 'You are' / 'You have' frame is no part of what is asked for; the skill is the noun phrase after it.
import { COUNTRIES } from '../resume/header-parts.ts';

/** 'You have', 'You are', 'You'll', 'You bring' and the like, with what only frames the skill ('used', 'worked with', 'passionate about'). */
const YOU_FRAME = new RegExp(
  [
    "^you(?:'re|\u2019re|'ve|\u2019ve|'ll|\u2019ll|\\s+(?:are|have|will(?:\\s+have|\\s+be)?|can|bring|possess|hold|know|understand|enjoy|love))?\\s+",
    '(?:(?:also|already|got|been|both|really|truly)\\s+)*',
    '(?:(?:used|worked\\s+(?:with|on|in|within|as)|built\\s+up)\\s+)?',
    '(?:(?:highly|very|deeply|genuinely|extremely)\\s+)?',
    '(?:(?:passionate|enthusiastic|excited|curious|comfortable|confident|skilled|experienced|knowledgeable|fluent|proficient|well[- ]versed|happy|keen|eager|interested)\\s+(?:about|in|with|at|for|by)\\s+)?',
  ].join(''),
  'i',
);
/** A lone trait the sentence opens with before its skill ('You are highly-organised, look for ...'). */
const LEADING_TRAIT =
  /^(?:(?:highly|very|extremely|naturally)[-\s])?[a-z]+(?:ed|ive|ful|ous|ent|ant|ic|ble|ical)\s*,\s*(?:and\s+)?(?=\S)/i;

/** The text without its 'You are' / 'You have' frame, or the text itself when it has none. */
export function withoutYouFrame(written: string): string {
  // 'Bonus if you've worked with ...', 'Extra points if you have ...': the preference frames the ask too
  const text = written.replace(
    /^(?:bonus(?:\s+points)?|extra (?:points|credit)|a plus|it'?s a plus|even better)\s+if\s+(?=you)/i,
    '',
  );
  const match = YOU_FRAME.exec(text);
  if (!match) return text;
  const rest = text.slice(match[0].length).replace(LEADING_TRAIT, '');
  // 'You are willing to travel' / 'You have used talk to support learning': keep the phrase whole, cut only at a clause
  return rest
    .replace(
      /,?\s+and\s+(?:you(?:'re|\u2019re|'ve|\u2019ve|'ll|\u2019ll)?\s+|know\b|can\b|are\b|have\b|will\b|enjoy\b|love\b|thrive\b).*$/i,
      '',
    )
    .replace(/\s+(?:both|either)$/i, '')
    .trim();
}

/** US states and countries written out, as a label may name them ('UK', 'United States', 'Texas'). */
const PLACE = new RegExp(
  `^(?:${COUNTRIES}|US|U\\.S\\.A?\\.?|USA|United States(?: of America)?|EU|Europe|European Union|North America|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming)$`,
  'i',
);

/** A bare place name ('UK', 'Germany', 'Texas'): never a skill, whatever sentence named it. */
export const isPlaceName = (text: string): boolean => PLACE.test(text.replace(/[\s.,;:()]+$/, '').trim());
