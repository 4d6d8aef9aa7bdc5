import { describe, expect, it } from 'vitest';
import { balanceBrackets, tidyText } from './tidy-text.ts';

describe('tidyText', () => {
  it('fixes the punctuation generated text can end up with', () => {
    expect(tidyText('How much do you know about CPI.?')).toBe('How much do you know about CPI?');
    expect(tidyText("You wrote: 'City , State' ().")).toBe("You wrote: 'City, State'.");
    expect(tidyText('Tell me  about it ?')).toBe('Tell me about it?');
    expect(tidyText('As a Senior .NET Developer')).toBe('As a Senior .NET Developer');
    expect(tidyText('your time as Java Developer at $80-100/hour!!!, and what')).toBe(
      'your time as Java Developer at $80-100/hour, and what',
    );
    expect(tidyText("The posting asks: '\"The best teams…'.")).toBe("The posting asks: 'The best teams…'.");
  });

  it('makes brackets whole', () => {
    expect(balanceBrackets('exporter of textiles) Managed orders')).toBe('exporter of textiles Managed orders');
    expect(balanceBrackets('usability (incl. spacing between…')).toBe('usability incl. spacing between…');
    expect(balanceBrackets('a pipeline with Bakery Suite(Mixer, Oven…')).toBe(
      'a pipeline with Bakery Suite Mixer, Oven…',
    );
    expect(balanceBrackets('sold 40 loaves)daily')).toBe('sold 40 loaves daily');
    expect(balanceBrackets('Bakery Suite(Mixer) and Oven(Gas)')).toBe('Bakery Suite(Mixer) and Oven(Gas)');
  });
});
