import nlp from 'compromise';
import { verbFormsOf } from './verb-forms.ts';

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
