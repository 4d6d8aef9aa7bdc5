import { normalizeBullet } from './bullet-markers.ts';

/** Glyphs written one way whatever font or editor printed them: each pattern with its replacement, in order. */
const GLYPH_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  // a soft hyphen printed between two words is a dash ('Sep. 2023 ­ Mar. 2024'); at a line's end it is the break's hyphen; elsewhere invisible
  [/ \u00ad(?= )/g, ' –'],
  [/\u00ad$/g, '-'],
  [/\u00ad/g, ''],
  [/[\u0080-\u009f\u200b-\u200d\u2060\ufeff]/g, ''],
  [/[\u2010\u2011\u2043\ufe63\uff0d]/g, '-'],
  [/[\u2012\u2015\ufe58]/g, '–'],
  [/\u2212(?=\s*\d)/g, '-'],
  // icon fonts map their glyphs into the private use area (a bullet there was read as a marker first)
  [/[\ue000-\uf8ff]/g, ''],
];

/**
 * One line with its glyphs made plain: the leading bullet marker as '• ', soft hyphens, zero-width and
 * C1 control characters, odd hyphen and dash glyphs, icon-font glyphs. Each rule is one linear pass.
 */
export function normalizeGlyphs(line: string): string {
  let text = normalizeBullet(line);
  for (const [pattern, replacement] of GLYPH_RULES) text = text.replace(pattern, replacement);
  return (/^\s/.test(line) ? text : text.trimStart()).trimEnd();
}

/** An icon macro LaTeX left unrendered in a PDF ('\\faTrophy', '\\faIcon{github}'), as a word of its own. */
const LATEX_MACRO = /(^|\s)\\[A-Za-z]+\*?(?:\{[^{}\s]*\})?(?: +|$)/g;

/** A PDF line without the LaTeX macros its template printed instead of icons. */
export const dropLatexMacros = (line: string) => line.replace(LATEX_MACRO, '$1').trim();
