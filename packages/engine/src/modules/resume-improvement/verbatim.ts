import { normalizeText } from '../../text/normalize-text.ts';

/** Bullet markers as typed or extracted (the ones normalizeText folds into '•'). */
const MARKER =
  /^\s*(?:[\u2022\u25AA\u25AB\u25CF\u25CB\u25E6\u2023\u2043\u2219\u00B7\u25A0\u25A1\u27A2\u2794\u2192\u276F\u25BA\u25B8\u2605\u2713\u2714\uF0B7\uF0A7\u00BB]|[-*+](?=\s)|\d{1,2}[.)](?=\s))\s*/;

/**
 * The phrase exactly as the resume's own text has it: the engine reads a normalized copy (quotes,
 * dashes, spaces folded), but a change must quote the original so the user (and the builder) can
 * find and replace it. Null when the phrase is not on one line of the original.
 */
export function findVerbatim(original: string, normalizedPhrase: string): string | null {
  const phrase = normalizedPhrase.trim();
  if (!phrase) return null;
  if (original.includes(phrase)) return phrase;
  for (const line of original.split(/\r\n?|\n/)) {
    const body = line.replace(MARKER, '').replace(/\*\*/g, '').trim();
    if (body && normalizeText(body).trim() === phrase) return body;
    // the phrase may be part of a line (a skills line's items, a summary sentence)
    const trimmed = line.trimEnd();
    const normalized = normalizeText(trimmed);
    const at = normalized.indexOf(phrase);
    if (at >= 0 && normalized.length === trimmed.length) return trimmed.slice(at, at + phrase.length);
  }
  return null;
}
