/**
 * Resume verbs as data: base form, past tense and strength. Used to recognise a bullet that starts
 * with an action verb, to turn 'Responsible for managing' into 'Managed' and to write a resume line
 * in the first person ('Led ...' -> 'I led ...'). Regular verbs list only the base; irregular ones
 * give 'base:past' (and 'base:past:gerund' where the -ing form is not regular).
 */
const STRONG = `achieve accelerate administer advise analyze architect arrange assess audit automate balance build:built calculate
  champion clean close coach code collaborate compile complete conduct configure consolidate construct consult contract coordinate
  cut:cut:cutting create debug decrease define deliver deploy design detect develop diagnose direct document draft drive:drove edit eliminate
  enable engineer establish estimate evaluate execute expand expedite facilitate forecast formulate found generate grow:grew guide hire
  identify implement improve increase influence initiate inspect install instruct integrate interview introduce investigate launch
  lead:led lower maintain manage map:mapped measure mentor migrate model modernize monitor motivate negotiate onboard operate optimize
  orchestrate organize overhaul oversee:oversaw own partner pilot plan:planned prepare present prevent prioritize process produce
  program:programmed promote propose prototype publish raise recommend recruit redesign reduce refactor remodel repair replace report
  research resolve restructure revamp review rewrite:rewrote run:ran:running save scale schedule scope secure sell:sold serve set:set:setting ship:shipped
  simplify solve spearhead standardize start streamline strengthen structure supervise survey teach:taught test track train transform
  translate troubleshoot unify update upgrade validate verify win:won:winning write:wrote take:took:taking give:gave:giving
  hold:held keep:kept meet:met:meeting bring:brought speak:spoke`;
const WEAK = `assist help participate work handle do:did make:made use contribute involve support`;

export interface Verb {
  readonly base: string;
  readonly past: string;
  readonly gerund: string;
  readonly isStrong: boolean;
}

/** The -ing form by the usual spelling rules (doubling is given through the past form: plan -> planned -> planning). */
function gerundOf(base: string, past: string): string {
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (past === `${base}${base.slice(-1)}ed`) return `${base}${base.slice(-1)}ing`;
  if (/[^aeiouy]e$/.test(base) || (/[aiu]e$/.test(base) && !base.endsWith('ee'))) return `${base.slice(0, -1)}ing`;
  return `${base}ing`;
}

function regularPast(base: string): string {
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

function parse(list: string, isStrong: boolean): Verb[] {
  return list
    .split(/\s+/)
    .filter(Boolean)
    .map((entry) => {
      const [base, given, ing] = entry.split(':') as [string, string | undefined, string | undefined];
      const past = given ?? regularPast(base);
      return { base, past, gerund: ing ?? gerundOf(base, past), isStrong };
    });
}

export const VERBS: readonly Verb[] = [...parse(STRONG, true), ...parse(WEAK, false)];

const byForm = new Map<string, Verb>();
for (const verb of VERBS)
  for (const form of [verb.base, verb.past, verb.gerund, `${verb.base}s`])
    if (!byForm.has(form)) byForm.set(form, verb);

/** The verb a word is a form of (any case): 'Led' -> lead, 'building' -> build; null when not in the lexicon. */
export function lookupVerb(word: string): Verb | null {
  return byForm.get(word.toLowerCase()) ?? null;
}

/** True when the word is the past tense of a verb (from the lexicon, or a regular '-ed' word of 4+ letters). */
export function isPastTense(word: string): boolean {
  const lower = word.toLowerCase();
  const verb = byForm.get(lower);
  if (verb) return verb.past === lower;
  return /^[a-z]{2,}ed$/.test(lower) && !/(?:need|feed|seed|speed|bed|red|shed|hundred)$/.test(lower);
}
