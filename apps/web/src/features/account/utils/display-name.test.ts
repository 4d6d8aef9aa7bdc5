import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.ts';

describe('displayName', () => {
  it('prefers the profile name', () => {
    expect(displayName('jane@example.com', '  Jane Q. Doe ')).toBe('Jane Q. Doe');
  });
  it('makes the e-mail local part readable', () => {
    expect(displayName('jane.doe+jobs@example.com', null)).toBe('Jane Doe');
    expect(displayName('sam_lee-99@example.com')).toBe('Sam Lee 99');
  });
  it('gives nothing for an empty e-mail', () => {
    expect(displayName('', null)).toBe('');
  });
});
