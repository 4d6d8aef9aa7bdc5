import { describe, expect, it } from 'vitest';
import { configureSupportEmail } from '../testing/support-email.ts';
import { DEFAULT_SUPPORT_EMAIL, supportEmail } from './support-email.ts';

describe('supportEmail', () => {
  it('is the address the served page carries, else the built-in one', () => {
    expect(supportEmail()).toBe(DEFAULT_SUPPORT_EMAIL);
    configureSupportEmail('help@example.org');
    expect(supportEmail()).toBe('help@example.org');
  });

  it('falls back to the built-in address when the page carries a blank one', () => {
    configureSupportEmail('  ');
    expect(supportEmail()).toBe(DEFAULT_SUPPORT_EMAIL);
  });
});
