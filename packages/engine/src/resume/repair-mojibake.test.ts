import { describe, expect, it } from 'vitest';
import { repairMojibake } from './repair-mojibake.ts';

describe('repairMojibake', () => {
  it('decodes UTF-8 read as Windows-1252', () => {
    expect(repairMojibake('Acme Corp â€“ Austin')).toBe('Acme Corp – Austin');
    expect(repairMojibake('Worked the sautÃ© station')).toBe('Worked the sauté station');
    expect(repairMojibake('Zeroâ€‹width')).toBe('Zerowidth');
  });

  it('turns a cut sequence into a space and drops a stray Â before a space', () => {
    expect(repairMojibake('Acme Corp ï¼ Austin')).toBe('Acme Corp   Austin');
    expect(repairMojibake('Customer serviceÂ \nTeamworkÂ')).toBe('Customer service \nTeamwork');
  });

  it('leaves real accented text alone', () => {
    const text = 'Boğaziçi Üniversitesi, Kraków, São Paulo, Zürich — café';
    expect(repairMojibake(text)).toBe(text);
  });
});
