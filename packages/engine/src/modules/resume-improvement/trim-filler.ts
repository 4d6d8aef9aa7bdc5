import { capitalize } from '../shared/text-helpers.ts';
import type { Rewrite } from './rewrite-types.ts';

/** Words that add length, not meaning, as data: what to find, what to put instead, and how to name it. */
export const FILLER: ReadonlyArray<{ readonly pattern: RegExp; readonly replacement: string }> = [
  { pattern: /\bin order to\b/gi, replacement: 'to' },
  { pattern: /\b(?:successfully|effectively|actively)\s+(?=[a-z])/gi, replacement: '' },
  { pattern: /\b(?:various|numerous)\s+(?=[a-z])/gi, replacement: '' },
  { pattern: /\ba (?:wide )?(?:variety|range) of\s+/gi, replacement: '' },
  { pattern: /\bon an? (daily|weekly|monthly|quarterly|annual|yearly) basis\b/gi, replacement: '$1' },
  { pattern: /\bin a timely manner\b/gi, replacement: 'promptly' },
  { pattern: /\b(?:for|in) the purpose of\b/gi, replacement: 'for' },
];

/** Filler words removed ('Successfully led various projects in order to cut costs' -> 'Led projects to cut costs'). */
export function trimFiller(text: string): Rewrite | null {
  const found: string[] = [];
  let out = text;
  for (const f of FILLER) {
    out = out.replace(f.pattern, (match: string, captured: unknown) => {
      const replacement = f.replacement.replace('$1', typeof captured === 'string' ? captured.toLowerCase() : '');
      const shown = `'${match.trim().toLowerCase()}'${replacement ? ` (say '${replacement}')` : ''}`;
      if (!found.includes(shown)) found.push(shown);
      return replacement;
    });
  }
  out = out.replace(/\s{2,}/g, ' ').trim();
  if (/^[a-z]/.test(out) && /^[A-Z]/.test(text)) out = capitalize(out);
  // spacing alone is no filler: nothing to name, so no change
  if (out === text || found.length === 0) return null;
  return {
    text: out,
    reason: 'filler-words',
    rationale: `- Concise: ${found.join(', ')} ${found.length === 1 ? 'adds' : 'add'} words, not meaning.`,
    placeholders: [],
  };
}
