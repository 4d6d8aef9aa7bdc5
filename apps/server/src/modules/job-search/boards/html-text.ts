const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  hellip: '…',
  bull: '•',
};

/** Decodes HTML character references ('&amp;', '&#39;', '&#x2019;'); unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * Board HTML as plain text: block tags become line breaks, list items '- ' lines, every other tag is
 * dropped (the text is shown as text, never as HTML). Entity-escaped HTML (Greenhouse's `content`) is
 * decoded first, so its tags are recognised as tags.
 */
export function htmlToText(html: string): string {
  let text = html;
  // Greenhouse escapes once, sometimes twice ('&amp;lt;p&amp;gt;'): decode until the tags show.
  for (let i = 0; i < 3 && /&(?:amp;)*lt;\/?[a-z]/i.test(text); i++) text = decodeEntities(text);
  text = text
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?(p|div|ul|ol|h[1-6]|section|article|tr|table)[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
