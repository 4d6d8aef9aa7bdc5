/**
 * The 'What to do next' lead of every module's screen: three to five plain sentences drawn from the
 * module's result (docs/decisions/018). Each module's advice file builds its sentences from its own
 * result only (so a result a language model wrote, or one stored before the advice existed, gets the
 * same lead); these helpers finish them the same way everywhere. Pure and deterministic.
 */
import { endSentence, shorten, stripBullet } from './text-helpers.ts';

/** What to do next and why: three to five sentences, each ending with a period. */
export type Advice = readonly string[];

export const ADVICE_MIN_SENTENCES = 3;
export const ADVICE_MAX_SENTENCES = 5;

/**
 * The lead from a module's sentences in order of importance (missing ones skipped, repeats dropped):
 * at most five, and at least three, the general ones (`fallbacks`) filling up when the result has
 * little to say.
 */
export function composeAdvice(
  sentences: ReadonlyArray<string | null | undefined | false>,
  fallbacks: readonly string[],
): Advice {
  const out: string[] = [];
  const add = (text: string) => {
    const sentence = endSentence(text);
    if (sentence.length > 1 && !out.includes(sentence) && out.length < ADVICE_MAX_SENTENCES) out.push(sentence);
  };
  for (const s of sentences) if (s) add(s);
  for (const s of fallbacks) if (out.length < ADVICE_MIN_SENTENCES) add(s);
  return out;
}

/** A resume or posting line as the advice quotes it: bullet marker gone, cut at a word, in single quotes. */
export const quoteLine = (line: string, max = 90) => `'${shorten(stripBullet(line).replace(/[.;,]+$/, ''), max)}'`;

/**
 * A piece of evidence as the modules write it ("Senior Data Analyst, Quillfeather Health: 'Built...'"
 * or "'SQL, Python'"): where it is in the resume (the role, when it is in one) and the line.
 */
export function splitEvidence(evidence: string): { readonly role: string | null; readonly line: string } {
  const inRole = /^(.+?): '(.+)'$/s.exec(evidence);
  if (inRole) return { role: inRole[1]!.trim(), line: inRole[2]! };
  return { role: null, line: evidence.replace(/^'(.*)'$/s, '$1') };
}

/** 'A', 'A and B', 'A, B and 2 more': a list kept short enough to read in one breath. */
export function shortList(items: readonly string[], max = 3): string {
  const shown = items.slice(0, max);
  const rest = items.length - shown.length;
  const all = rest > 0 ? [...shown, `${rest} more`] : shown;
  if (all.length <= 1) return all[0] ?? '';
  // an item with its own 'and' or 'or' ('dbt and Airflow') needs the serial comma to stay readable
  const last = all.some((i) => / (?:and|or) /.test(i)) ? ', and ' : ' and ';
  return `${all.slice(0, -1).join(', ')}${last}${all[all.length - 1]}`;
}
