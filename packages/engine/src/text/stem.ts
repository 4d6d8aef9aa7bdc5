import porter2 from 'wink-porter2-stemmer';

/**
 * The English stem a word is compared by when requirement wording is matched against resume wording:
 * Porter's second English stemmer (Snowball 'english', docs/decisions/043), which never cuts a word to a
 * fixed length, so inflected and derived forms meet ('troubleshooting' ~ 'troubleshoot', 'managed' ~
 * 'managing' ~ 'management', 'developed' ~ 'development') while unrelated words stay apart ('college' /
 * 'collected', 'marketers' / 'Marketo', 'community' / 'communication', 'general' / 'generate').
 * A few rules on top, each for a family the algorithm leaves split or joins wrongly.
 */

/** Words the algorithm would give a stem shared with an unrelated word: each keeps its own. */
const OWN_STEMS: ReadonlyMap<string, string> = new Map([
  // 'excellent communication' is no evidence of Excel
  ['excellent', 'excellent'],
  ['excellence', 'excellent'],
  ['excellently', 'excellent'],
  // a developer is a job, and 'development' is as often business or curriculum development: apart, gaps read better on dev
  ['developer', 'developer'],
  ['developers', 'developer'],
  // the domain written closed meets its head word: 'Healthcare domain' ~ 'Quillby Health', 'health care'
  ['healthcare', 'health'],
]);

/**
 * A stem's ending joined to its family's: 'analysis', 'analyses', 'analyze', 'analytical' and 'analyst' all
 * read 'analys'; 'certify' and 'certification' read 'certif'; 'organizational' reads as 'organization' does;
 * 'technical', 'technician' and 'technology' meet (both measured on dev); an agent noun meets its verb
 * ('instructor' ~ 'instructing', 'supervisor' ~ 'supervise', 'assessor' ~ 'assess').
 */
const FAMILY_ENDINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?:ysi|yz|yt|yst)$/, 'ys'],
  [/ifi$/, 'if'],
  [/^organiz$/, 'organ'],
  [/^techn(?:ic|ician|olog)$/, 'techn'],
  [/(?<=^(?!monitor$)[a-z]{3,}(?:ct|is|it|ss|st))or$/, ''],
];

/**
 * British '-ise' spelling read as American before stemming ('organised' ~ 'organized', 'organisation' ~
 * 'organization'): only after the endings of the verbs that take both ('-alise', '-omise', '-itise', ...),
 * never 'promise', 'compromise', 'advertise', 'supervise' or 'exercise'.
 */
const BRITISH_ISE = /(?<=[a-z]{2}(?:al|ar|as|it|or|im|om|an|gn))is(e|es|ed|ing|er|ers|ation|ations)$/;
const NOT_ISE = /^(?:com)?promis/;

/** People named for what they do, whose '-er' the algorithm keeps: each meets its verb ('teacher' ~ 'teaching'). */
const AGENT_ER = /^(teach|train|lead|plann|programm|writ|speak|build|driv|sell|test|cod|buy|work)ers?$/;

const cache = new Map<string, string>();

export function stem(word: string): string {
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  let w = word.toLowerCase();
  if (w.length > 3 && /^[a-z]+$/.test(w)) {
    const american = NOT_ISE.test(w) ? w : w.replace(BRITISH_ISE, 'iz$1');
    const agent = AGENT_ER.exec(w);
    w = OWN_STEMS.get(w) ?? porter2(agent ? `${agent[1]}ing` : american);
    for (const [ending, family] of FAMILY_ENDINGS) w = w.replace(ending, family);
  }
  // the algorithm costs some microseconds a word: a long-running process keeps the words it met last
  if (cache.size >= 50_000) cache.clear();
  cache.set(word, w);
  return w;
}
