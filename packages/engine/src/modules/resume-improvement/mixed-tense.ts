import nlp from 'compromise';
import { verbFormsOf } from './verb-forms.ts';

const unlisted = new Map<string, boolean>();
/** A regular past form ('awarded', 'selected') compromise reads as one after 'I'. */
function isUnlistedPast(word: string): boolean {
  const lower = word.toLowerCase();
  if (!/^[a-z]{3,}ed$/.test(lower)) return false;
  if (!unlisted.has(lower)) unlisted.set(lower, nlp(`I ${lower} it`).terms().eq(1).has('#PastTense'));
  return unlisted.get(lower)!;
}

/** A base form compromise reads as the verb opening its clause, written alone ('Ensure safety rules ...', 'strategize with ...'). */
function isUnlistedBase(word: string, clause: string): boolean {
  if (/(?:s|ed|ing)$/i.test(word)) return false;
  const first = nlp(clause).terms().first();
  return first.has('#Infinitive') && !first.has('#Noun');
}

/**
 * The tense of each action a line states: the verb opening the line and each clause after ';' or a full
 * stop ('Prepared the reports; train staff'), read by compromise's tagger in the line's own context
 * (a clause that opens with a noun, 'Tools: Excel', states no action) and checked against the verb's forms.
 */
export function clauseTenses(text: string): Array<'past' | 'present'> {
  const out: Array<'past' | 'present'> = [];
  for (const clause of text.split(/\s*(?:;|[.!?](?=\s|$))\s*/)) {
    const word = /^(?:(?:also|then|and)\s+)?([A-Za-z]+)\b/i.exec(clause.trim())?.[1];
    if (!word) continue;
    const forms = verbFormsOf(word);
    // a past form the verb lexicon does not hold ('Awarded employee of the month'): compromise's reading of it alone
    if (!forms && isUnlistedPast(word)) {
      out.push('past');
      continue;
    }
    // a base form it lacks ('Ensure safety rules are followed', 'strategize with marketing'): compromise's verb in its clause
    if (!forms && isUnlistedBase(word, clause.trim())) {
      out.push('present');
      continue;
    }
    if (!forms || forms.tense === 'gerund') continue;
    // in context: 'Work closely with the office' opens with a verb; 'Work schedule: ...' does not
    const first = nlp(`I ${word.toLowerCase()}${clause.trim().slice(clause.trim().indexOf(word) + word.length)}`)
      .terms()
      .eq(1);
    // compromise reads a past form before 'and' as an adjective ('Prepared and processed'): only a noun reading rules the verb out
    if (first.has('#Noun') && !first.has('#Verb')) continue;
    out.push(forms.tense === 'past' ? 'past' : 'present');
  }
  return out;
}

/** True when the line states its actions in two tenses ('Owned the office's operations; work closely with IT'): not a line to offer. */
export const mixesTenses = (text: string): boolean => new Set(clauseTenses(text)).size > 1;
