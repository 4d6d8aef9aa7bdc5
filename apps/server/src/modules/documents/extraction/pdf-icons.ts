import { isMarkerOnly } from './bullet-markers.ts';
import type { PdfTextItem } from './pdf-lines.ts';

/** A run of one glyph, or one glyph repeated with spaces ('○ ○ ○ ○', a rating drawn in an icon font). */
const isSingleGlyph = (text: string) => /^(\S)(?:\s*\1)*$/u.test(text.trim());

/** Two runs that touch on one baseline: a letter from a fallback font inside a word ('Bo' 'ğ' 'aziçi'), not an icon. */
function isGlued(a: PdfTextItem | undefined, b: PdfTextItem | undefined): boolean {
  if (!a || !b || a.str.trim() === '' || b.str.trim() === '' || Math.abs(a.y - b.y) > 1) return false;
  return Math.abs(b.x - (a.x + a.width)) < Math.max(a.fontSize, 1) * 0.15;
}

/**
 * Drops the glyphs of icon fonts (FontAwesome in LaTeX and Typst templates: a calendar printed as
 * 'z', a pin as '*', a phone as '' before each field): a font that prints nothing on the page but
 * single glyphs, each standing apart, is an icon font. Bullet glyphs (not ASCII '*' or '-') stay, they
 * mark list items; a glyph touching the text beside it is a letter from a fallback font and stays.
 */
export function dropIconGlyphs(items: readonly PdfTextItem[]): PdfTextItem[] {
  const iconFonts = new Map<string, boolean>();
  for (const item of items) {
    if (!item.fontName || item.str.trim() === '') continue;
    const single = isSingleGlyph(item.str);
    iconFonts.set(item.fontName, (iconFonts.get(item.fontName) ?? true) && single);
  }
  const isBullet = (text: string) => isMarkerOnly(text) && /[^\x20-\x7e]/.test(text);
  return items.filter(
    (item, i) =>
      !(
        item.fontName &&
        iconFonts.get(item.fontName) &&
        !isBullet(item.str) &&
        !isGlued(items[i - 1], item) &&
        !isGlued(item, items[i + 1])
      ),
  );
}
