import { stem } from '../text/stem.ts';
import { FILLER_WORDS, STOPWORDS } from '../text/stopwords.ts';
import { isForeignSentence } from '../text/text-language.ts';
import { tokenize } from '../text/tokenize.ts';
import { isPlaceName, withoutYouFrame } from './you-sentence.ts';

export { parseExperienceNeeds, YEARS_PATTERN, type ExperienceNeed, type ExperienceScope } from './experience-needs.ts';

const NUMBER_WORD = /^\d+(?:\.\d+)?$/;

/** Content words of a text as stems, without stopwords and requirement filler. */
export function contentStems(text: string, options: { keepFiller?: boolean } = {}): string[] {
  const out: string[] = [];
  for (const token of tokenize(text)) {
    const w = token.norm;
    if (STOPWORDS.has(w) || (!options.keepFiller && FILLER_WORDS.has(w)) || NUMBER_WORD.test(w)) continue;
    const s = stem(w);
    if (!out.includes(s)) out.push(s);
  }
  return out;
}

/** contentStems remembered for the texts of one parse (a requirement's text, label and parts are stemmed by several steps). */
export function memoizeContentStems(): (text: string) => readonly string[] {
  const seen = new Map<string, readonly string[]>();
  return (text) => {
    let stems = seen.get(text);
    if (!stems) seen.set(text, (stems = contentStems(text)));
    return stems;
  };
}

/** Leading filler words; each must end at a space or punctuation, so 'A/B testing' keeps its 'A'. */
const LEADING_FILLER =
  /^(?:(?:an?|the|strong|solid|excellent|exceptional|good|great|proven|demonstrated|deep|thorough|substantial|basic|advanced|high(?!\s+school)|keen|effective|efficient|extensive|working|hands-on|practical|expert|outstanding|superior|sound|mastered|meticulous|supreme|impeccable|profound|remarkable|comprehensive|capacity|ability|abilities|able|degree(?=\s+of\s)|sense(?=\s+of\s)|skills?|knowledge|understanding|proficiency|proficient|competence|competency|familiarity|familiar|comfortable|expertise|experience|experienced|mastery|command|level|physical\s+(?=ability)|to|in|of|with|on|at|use|using|and|must|have|has|be|is|are|should|demonstrate|possess|show|showcase|candidates?|applicants?|required|minimum|least|years?|yrs|prior|past|relevant|professional|knowledgeable about|knowledgeable|about)(?=[\s,:-]|$)[\s,:-]*)+/i;
const TRAILING_FILLER =
  /[\s,]*(?:(?:and|or)\s+(?:be\s+)?(?:able|willing|capable)|skills?|abilities|ability|capabilities|capability|knowledge|experience|proficiency|expertise|techniques|is (?:required|preferred|a plus|a must|mandatory|essential|necessary)|(?:are|is) a plus|required|preferred|a plus|preferably|essential|necessary)\W*$/i;
/** Where a requirement's subject ends and its purpose or detail begins ('Chef, for configuration management'). */
const PURPOSE =
  /\s+(?:in order to|so as to|while|when|that|which|whereby|ensuring|such as|including|particularly|especially|e\.g\.|i\.e\.)\s+|,?\s+(?:for|by)\s+(?=[a-z])|,?\s+to\s+(?=(?:understand|ensure|perform|handle|support|maintain|manage|work|deliver|meet|provide|help|improve|create|develop|use|endure|lift|communicate|troubleshoot|analy[sz]e|identify|solve|assist|build|drive|lead|operate|keep|make|complete|follow|adapt|learn|accurately|effectively|efficiently|quickly|successfully|measure|calculate|diagnose|resolve|interact|deal|serve|achieve|guarantee|generate|enable|facilitate|promote|foster|prevent|detect|monitor|assess|evaluate|plan|organi[sz]e|coordinate|prioriti[sz]e|multitask|stand|walk|carry|move)\b)/i;
/** 'Marked ability to', 'Proven capacity to', 'Skill in': the requirement's subject follows. */
const ABILITY_PREFIX =
  /^(?:[\w-]+\s+){0,3}?(?:ability|abilities|capacity|capability|capabilities|aptitude|willingness|talent|knack)\s+(?:to|in|for|of)\s+/i;
const GLUE = '\u2060';

/**
 * The short name of what a requirement asks for, for display and matching: 'Analysis: Ability to
 * analyze system errors' -> 'Analysis'; 'Proficiency in equipment maintenance' -> 'equipment maintenance';
 * 'Excellent Time management skills' -> 'Time management'.
 */
/** Heads of a 'Kind: a, b & c' list ('Packages:', 'Tools:', 'Languages:'). */
const LIST_HEAD =
  /^(?:packages|tools|languages|programming languages|frameworks|technologies|tech stack|stack|software|platforms|libraries|databases|systems|programs|applications|certifications?|licen[cs]es?)$/i;
const MAX_LABEL_WORDS = 14;
const FRAME_HEAD =
  /^(?:(?:minimum|min\.?|required|requirements?|preferred|desired|desirable|nice to haves?|must[- ]haves?|good to have|bonus|plus|essential|optional|education|experience|qualifications?|skills|licen[cs]es?|certifications?|(?:security\s+)?clearance|and|&)\s*)+$/i;
/** 'Specialized experience is defined as: ...', 'This includes: ...': the head announces the ask that follows. */
const DEFINING_HEAD = /\b(?:(?:is|are)\s+defined\s+as|includes?|consists?\s+of|means|such\s+as)$/i;
/** An 'and' that starts a clause of its own ('... and create a dynamic environment'), not one that joins two words ('physical and visual'). */
const CLAUSE_AND =
  /\s+and\s+(?=(?:experience|knowledge|ability|skills?|proficiency|familiarity|understanding|know|can|create|build|manage|ensure|develop|maintain|support|provide|work|must|should|will|have|be|is|are|an?|the)\b)/gi;
const AGE_LEAD =
  /^(?:be\s+)?(?:at least\s+)?(?:\d{2}\s*\+?\s*)?years?\s+(?:of\s+age|old)(?:\s+or\s+older)?\s*(?:,?\s*(?:with|and|plus)\s+|,\s*)?/i;
/** Words a cut phrase must not end on. */
const DANGLING_END =
  /(?:\s+(?:of|to|and|or|with|in|for|the|a|an|like|such as|as|on|at|by|from|that|which|who|&|und|oder|zu|mit|f\u00fcr|im|der|die|das|den|auf)|\s*[,;:(]+)+$/i;

/** A verb whose 'for' belongs to it ('look for solutions', 'care for patients'): no purpose starts there. */
const PHRASAL_FOR =
  /\b(look|looks|looking|care|caring|account|search|searching|apply|prepare|preparing|advocate|advocating|strive|striving)\s+for\b/gi;
/** A head too general to be the skill when a list follows ('computer software skills including Microsoft Office'). */
const GENERIC_HEAD =
  /^(?:(?:solid|strong|good|basic|excellent|advanced)\s+)?(?:computer|computer software|software|technical|technology|IT|digital|office|tools?|systems?|applications?|programs?|platforms?)(?:\s+(?:skills?|tools|knowledge|proficiency|literacy))?$/i;

/** A phrase whose last bracket is left open ('Bachelor's degree in English (Master's') ends before it. */
function closeBracket(phrase: string): string {
  const open = phrase.lastIndexOf('(');
  if (open <= 0 || phrase.indexOf(')', open) !== -1) return phrase;
  return phrase.slice(0, open).replace(DANGLING_END, '').trim();
}

/** How much a line asks, said after what it asks for ('... needed', '... is a must', '... are most critical'). */
const ASK_FRAME =
  /(?<!\b(?:as|when|if|where|unless)\s+)[\s,\u2013-]*(?:\b(?:is|are)\s+)?(?:\b(?:highly|strongly|very|most|absolutely|also|definitely)\s+)?\b(?:needed|required|desired|desirable|essential|critical|crucial|mandatory|necessary|important|key|a must(?:[- ]have)?|must[- ]have|a requirement|helpful|a bonus|an asset|beneficial|advantageous|an advantage|a plus|welcome)[\s.!]*$/i;

/** A line's frame around what it asks for: a bracket around the whole line, a trailing 'needed' / 'a must', end punctuation. */
function withoutAskFrame(line: string): string {
  const whole = /^[([]\s*([^()[\]]+?)\s*[)\]][\s.!]*$/.exec(line.trim());
  const inner = (whole?.[1] ?? line).replace(/[\s.!]+$/, '');
  const bare = inner.replace(ASK_FRAME, '').trim();
  return bare.split(/\s+/).length >= 1 && /\p{L}/u.test(bare) ? bare : inner;
}

export function keyPhrase(text: string, stemsOf: (text: string) => readonly string[] = contentStems): string {
  const cleaned = withoutYouFrame(
    withoutAskFrame(
      text
        // a bullet or a list number ('1.', '2)'), not a figure that starts the text ('24/7 on-call rotation')
        .replace(/^(?:[\s•*-]|\d{1,2}[.)](?!\d))+/, '')
        .replace(/\*\*/g, '')
        // '(Required)' / '(Preferred)' says how much it is asked for, not what: a label never keeps half of it
        .replace(
          /\s*\((?:required|preferred|desired|optional|essential|mandatory|a plus|nice to have|must[- ]have|needed)\)[\s.]*$/i,
          '',
        )
        .trim(),
    ),
  )
    .replace(
      /\b(attention|eye|ability|willingness|right)\s+(to|for)\s+(details?|work|learn)\b/gi,
      `$1${GLUE}$2${GLUE}$3`,
    )
    .replace(PHRASAL_FOR, `$1${GLUE}for`)
    // an age ('18 years of age with a high school diploma') is no part of what is asked for
    .replace(AGE_LEAD, '')
    .trim();
  const labelled = /^([^:]{2,40}):\s+\S/.exec(cleaned);
  // 'Packages: scikit-learn & TensorFlow': a head that only says what kind of list follows is no requirement, the list is
  const listed =
    labelled && LIST_HEAD.test(labelled[1]!.trim())
      ? cleaned
          .slice(labelled[0].length - 1)
          .replace(/[.;:]+$/, '')
          .trim()
      : null;
  if (listed && listed.split(/\s+/).length <= 8 && stemsOf(listed).length > 0) return listed;
  // 'Nice to have: ...', 'Minimum Education: ...': a head that says how much or what kind of ask; what follows is the ask
  if (labelled && (FRAME_HEAD.test(labelled[1]!.trim()) || DEFINING_HEAD.test(labelled[1]!.trim()))) {
    const rest = cleaned.slice(labelled[0].length - 1).trim();
    if (stemsOf(rest).length > 0) return keyPhrase(rest, stemsOf);
  }
  if (labelled && labelled[1]!.split(/\s+/).length <= 5) {
    const label = labelled[1]!.replace(LEADING_FILLER, '').replace(TRAILING_FILLER, '').trim();
    return stemsOf(label).length > 0 ? label : labelled[1]!.trim();
  }
  // a sentence in another language ('Du har erfarenhet av ...', 'Sie bringen ...') keeps its words: English
  // filler, purposes and capitalised terms do not read it
  const foreign = isForeignSentence(cleaned);
  let phrase = foreign ? cleaned : '';
  const parts = foreign ? [] : cleaned.replace(ABILITY_PREFIX, '').split(PURPOSE);
  for (const [index, part] of parts.entries()) {
    phrase = part;
    // 'Solid computer software skills including Microsoft Office': the list names the skill, the head does not
    if (index === 0 && parts.length > 1 && GENERIC_HEAD.test(part.replace(LEADING_FILLER, '').trim())) continue;
    for (let i = 0; i < 3; i++) {
      const trimmed = phrase
        .replace(LEADING_FILLER, '')
        .replace(TRAILING_FILLER, '')
        .replace(/^[+\s]+/, '')
        .trim();
      if (trimmed === phrase) break;
      phrase = trimmed;
    }
    if (stemsOf(phrase).length > 0) break;
  }
  phrase = phrase
    .replace(/[.;:,]+$/, '')
    .replace(/\s+(?:and|or|&|with|as well as|both|either)$/i, '')
    .trim();
  // prose requirements ('The candidate must possess supreme Research Skills for ...'): the capitalised terms
  // (not in another language: in German every noun is capitalised, 'Belastung, Ihrem Wort, Sinne' is no requirement)
  if (phrase.split(/\s+/).length > 4 && cleaned.split(/\s+/).length > 12 && !foreign) {
    // the sentence's first word is capitalised by grammar ('The'), an acronym is a term ('CDA, Associate, or ...')
    const terms = [
      ...cleaned
        // (not a first word that opens a list of names: 'Python, SQL, Spark ...')
        .replace(/^[A-Z][a-z]+\b(?![,/]\s*[A-Z0-9])/, (w) => w.toLowerCase())
        .matchAll(/\b[A-Z][\w&+#./-]*(?:\s+(?:(?:to|and|of|&)\s+)?[A-Z][\w&+#./-]*)*/g),
    ]
      .map((m) => m[0])
      .filter((t) => stemsOf(t).length > 0 && !isPlaceName(t));
    if (terms.length > 0) return terms.join(', ').replaceAll(GLUE, ' ');
  }
  if (stemsOf(phrase).length === 0) return cleaned.replace(/[.;:]+$/, '').replaceAll(GLUE, ' ');
  phrase = closeBracket(phrase.replaceAll(GLUE, ' '));
  // an adjective alone names no skill: 'Strong analytical skills' is 'analytical skills', not 'analytical'
  const noun = /^[a-z]+(?:al|ive|ory)$/i.test(phrase)
    ? new RegExp(`\\b${phrase}\\s+(skills|experience)\\b`, 'i').exec(cleaned)?.[1]
    : undefined;
  if (noun) return `${phrase} ${noun.toLowerCase()}`;
  // a long phrase is cut, but not mid-way into a dangling word ('... with diverse groups of')
  if (phrase.split(/\s+/).length <= MAX_LABEL_WORDS) return phrase;
  const words = phrase.split(/\s+/).slice(0, MAX_LABEL_WORDS).join(' ');
  // at the last clause boundary the words reach ('..., and know how training can'), if one leaves a phrase
  const boundary = Math.max(
    words.lastIndexOf(', '),
    words.lastIndexOf('; '),
    ...[...words.matchAll(CLAUSE_AND)].map((m) => m.index),
  );
  const clause = boundary > 0 ? words.slice(0, boundary) : '';
  const cut = clause.split(/\s+/).length >= 4 && stemsOf(clause).length > 0 ? clause : words;
  // a bracket the cut left open goes with what it opened ('... der Kunden (Kunden, Mitarbeiter')
  const closed =
    (cut.match(/\(/g)?.length ?? 0) > (cut.match(/\)/g)?.length ?? 0) ? cut.slice(0, cut.lastIndexOf('(')) : cut;
  return closed.replace(DANGLING_END, '').trim();
}

/**
 * The items of a list-like label, each to be evidenced on its own: 'JavaScript, HTML, and CSS' ->
 * all of ['JavaScript', 'HTML', 'CSS']; 'Go or Python' -> any of ['Go', 'Python']. A label that is not a
 * list is one item.
 */
export function labelItems(
  label: string,
  stemsOf: (text: string) => readonly string[] = contentStems,
): { items: string[]; mode: 'all' | 'any' } {
  const items = label
    .split(/\s*(?:,|;|\/|\band\b|\bor\b|&|\bas well as\b)\s*/i)
    .map((i) =>
      i
        .replace(/^(?:and|or)\s+/i, '')
        .replace(/\s+(?:or )?similar$/i, '')
        .trim(),
    )
    .filter((i) => stemsOf(i).length > 0);
  // 'handle animals gently and safely' is one thing done two ways, not two items
  const isAdverb = (i: string) => /^\w+ly$/i.test(i);
  if (items.length < 2 || !items.every((i) => i.split(/\s+/).length <= 5) || items.some(isAdverb))
    return { items: [label], mode: 'all' };
  return { items, mode: /\bor\b/i.test(label) && !/\band\b/i.test(label) ? 'any' : 'all' };
}
