import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { askUcExamples } from '../content/ask-uc-texts.ts';
import { completionFor } from '../hooks/use-ghost-suggestion.ts';
import { legacyAnswerLines } from './legacy-answer.ts';
import { renderRichText, safeHref } from './rich-text.tsx';

const renderText = (text: string) => render(<p data-testid="t">{renderRichText(text)}</p>).getByTestId('t');

describe('renderRichText', () => {
  it('escapes HTML instead of running it', () => {
    const p = renderText('<img src=x onerror="alert(1)"><script>alert(2)</script>');
    expect(p.querySelector('img, script')).toBeNull();
    expect(p.textContent).toBe('<img src=x onerror="alert(1)"><script>alert(2)</script>');
  });

  it('keeps bold and safe links, drops javascript:, data: and protocol-relative links', () => {
    const p = renderText(
      '**Now**: [Audit](/app/w/ws_1/modules/1), [guide](https://example.com/a), [x](javascript:alert(1)), [y](JaVaScRiPt:alert(1)), [z](data:text/html,hi), [w](//evil.example)',
    );
    expect(p.querySelector('strong')?.textContent).toBe('Now');
    const hrefs = [...p.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/app/w/ws_1/modules/1', 'https://example.com/a']);
    expect(p.textContent).toContain('x');
    expect(p.innerHTML).not.toMatch(/javascript:|data:text/i);
  });

  it('judges addresses', () => {
    expect(safeHref(' javascript:alert(1)')).toBeNull();
    expect(safeHref('vbscript:x')).toBeNull();
    expect(safeHref('http://example.com')).toBe('http://example.com/');
    expect(safeHref('/app')).toBe('/app');
  });
});

describe('legacyAnswerLines', () => {
  const text =
    'Start with the Resume Audit.\nGet 10 free credits today!\n\nUpgrade to Pro for the letter.\nThen run the Fit Matrix.';
  it('drops lines about free credits or upgrading on the free plan only', () => {
    expect(legacyAnswerLines(text, 'free')).toEqual(['Start with the Resume Audit.', 'Then run the Fit Matrix.']);
    expect(legacyAnswerLines(text, 'pro')).toHaveLength(4);
  });
});

describe('ghost completion', () => {
  it('continues an example the user began, whatever the case, and nothing else', () => {
    expect(askUcExamples).toHaveLength(8);
    expect(completionFor('i got a job', askUcExamples)).toBe('I got a job offer. How do I negotiate the salary?');
    expect(completionFor('quantum', askUcExamples)).toBeNull();
    expect(completionFor('  ', askUcExamples)).toBeNull();
  });
});
