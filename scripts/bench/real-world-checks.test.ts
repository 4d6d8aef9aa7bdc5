import { describe, expect, it } from 'vitest';
import { isBareCountry } from './real-world-checks.ts';

describe('isBareCountry', () => {
  it.each(['UK', 'UK (required)', 'Germany.', 'United States', 'U.S.'])('%s is only a country', (label) => {
    expect(isBareCountry(label)).toBe(true);
  });

  it.each(['UK driving licence', 'German (fluent)', 'US GAAP', 'Canada work permit'])(
    '%s is more than a country',
    (label) => {
      expect(isBareCountry(label)).toBe(false);
    },
  );
});
