import { describe, expect, it } from 'vitest';
import { foldCase, normalizeText } from './normalize-text.ts';
import { phraseKey, tokenize } from './tokenize.ts';

describe('normalizeText', () => {
  it('unifies line endings, bullets, dashes, quotes and ligatures', () => {
    const input =
      'Skills\r\n\u25CF React\r\n\uF0B7 Node\r\nMay 2020 \u2014 Present\r\n\u201CQuoted\u201D \u2019tis\r\nDiscovered and \uFB01xed bugs';
    expect(normalizeText(input)).toBe(
      'Skills\n\u2022 React\n\u2022 Node\nMay 2020 \u2013 Present\n"Quoted" \'tis\nDiscovered and fixed bugs',
    );
  });

  it('keeps runs of spaces between columns and trims line ends', () => {
    expect(normalizeText('Engineer      May 2023 - Present   \n')).toBe('Engineer      May 2023 - Present');
  });

  it('collapses runs of blank lines and drops leading and trailing ones', () => {
    expect(normalizeText('\n\nA\n\n\n\nB\n\n')).toBe('A\n\nB');
  });

  it('bounds what later steps see: space runs to 40, lines to 1,000 characters', () => {
    const out = normalizeText(`a${' '.repeat(5000)}b\n${'word '.repeat(1000)}\n${'x'.repeat(2500)}`);
    expect(out.split('\n')[0]).toBe(`a${' '.repeat(40)}b`);
    expect(Math.max(...out.split('\n').map((l) => l.length))).toBeLessThanOrEqual(1000);
    expect(out.replace(/\s+/g, '')).toBe(`ab${'word'.repeat(1000)}${'x'.repeat(2500)}`);
  });

  it('removes zero-width characters and turns exotic spaces into spaces', () => {
    expect(normalizeText('Py\u200Bthon\u00A0Dev')).toBe('Python Dev');
  });
});

describe('foldCase and tokenize', () => {
  it('folds case and diacritics', () => {
    expect(foldCase('Café Zürich')).toBe('cafe zurich');
  });

  it('keeps dotted names and trailing + or # together, splits on hyphens and slashes', () => {
    expect(tokenize('Node.js, C++, C#, .NET and CI/CD; front-end.').map((t) => t.norm)).toEqual([
      'node.js',
      'c++',
      'c#',
      '.net',
      'and',
      'ci',
      'cd',
      'front',
      'end',
    ]);
  });

  it('gives each token its place in the text', () => {
    const [token] = tokenize('  Kubernetes');
    expect(token).toMatchObject({ text: 'Kubernetes', start: 2, end: 12 });
  });

  it('phraseKey joins folded tokens', () => {
    expect(phraseKey('  Amazon  Web-Services ')).toBe('amazon web services');
  });
});
