/**
 * A generated sentence's punctuation made clean, as a last step: no space before punctuation, one
 * end mark ('CPI.?' -> 'CPI?'), no empty brackets, one space between words, quotes and brackets that close.
 */
export function tidyText(text: string): string {
  let out = text
    .replace(/\(\s*\)/g, '')
    // 'at $80-100/hour!!!' in a title the resume shouts: a generated sentence keeps none of it
    .replace(/!{2,}/g, '')
    .replace(/\s+([,;:?!]|\.(?![A-Za-z0-9]))/g, '$1')
    .replace(/([,;:])(?=[,.;:?!])/g, '')
    .replace(/\.([?!])/g, '$1')
    .replace(/([?!])\./g, '$1')
    .replace(/\.{2}(?!\.)/g, '.')
    .replace(/\s{2,}/g, ' ')
    .trim();
  // a stray double quote (a quote cut where the text was shortened) is dropped
  if ((out.match(/"/g) ?? []).length % 2 === 1) out = out.replace(/"/g, '');
  return balanceBrackets(out);
}

/**
 * Brackets made whole: a ')' that closes nothing is dropped, a '(' never closed (cut by shortening) too ('home
 * textiles) Managed' -> 'home textiles Managed'); a bracket between two words leaves a space ('Elastic Stack(Filebeat' -> 'Elastic Stack Filebeat').
 */
export function balanceBrackets(text: string): string {
  const kept: string[] = [];
  const open: number[] = [];
  const chars = [...text];
  const between = (i: number) => /[\p{L}\p{N}]/u.test(chars[i - 1] ?? '') && /[\p{L}\p{N}]/u.test(chars[i + 1] ?? '');
  chars.forEach((c, i) => {
    if (c === '(') open.push(kept.length);
    if (c === ')' && open.length === 0) {
      if (between(i)) kept.push(' ');
      return;
    }
    if (c === ')') open.pop();
    kept.push(c === '(' && between(i) ? `${c}\uE000` : c);
  });
  for (const at of open.reverse()) kept[at] = kept[at] === '(\uE000' ? ' ' : '';
  return kept
    .join('')
    .replace(/\(\uE000/g, '(')
    .replace(/\(\s*\)/g, '')
    .replace(/\s{2,}/g, ' ');
}
