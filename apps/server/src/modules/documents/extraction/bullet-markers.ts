/**
 * Glyphs that mark a list item at the start of a line, as PDF, Word and pasted text print them.
 * Symbol and Wingdings bullets that a font maps into the private use area (U+F0B7, U+F0A7, U+F076,
 * U+F0D8, U+F0FC) count too. Dashes and '*' count only with a space after them; 'o' (Word's second
 * level in Courier) only on its own before an upper-case word.
 */
const MARKER_GLYPHS = '•◦▪▫■□●○◆◇►▶▸‣⁃∙⦁➢➤➔→✓✔❖★✦♦⚫⚬\uf0b7\uf0a7\uf076\uf0d8\uf0fc\uf0a8\uf06e\uf0e0';
const GLYPH_MARKER = new RegExp(`^\\s*[${MARKER_GLYPHS}]\\s*`, 'u');
const DASH_MARKER = /^\s*[-–—*·](?:\s+)(?![\d–—-]|(?:present|current|now|today|date|ongoing)\b)/i;
const LETTER_O_MARKER = /^\s*o\s+(?=[A-Z])/;

/** The marker at the start of a line with the space after it ('• ', '- ', '\uf0b7 '), or null. */
export function findBulletMarker(text: string): string | null {
  return GLYPH_MARKER.exec(text)?.[0] ?? DASH_MARKER.exec(text)?.[0] ?? LETTER_O_MARKER.exec(text)?.[0] ?? null;
}

/** Whether a whole run of text is one marker glyph (a bullet drawn as its own run). */
export const isMarkerOnly = (text: string) => findBulletMarker(`${text.trim()} X`) !== null && text.trim().length === 1;

/** A line with its leading marker, whatever glyph it was, written as '• '. */
export function normalizeBullet(text: string): string {
  const marker = findBulletMarker(text);
  if (!marker) return text;
  const rest = text.slice(marker.length).trim();
  return rest ? `• ${rest}` : '';
}
