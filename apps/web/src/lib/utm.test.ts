import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from './storage-keys.ts';
import { captureUtm, readUtm } from './utm.ts';

beforeEach(() => localStorage.clear());

describe('utm parameters', () => {
  it('keeps the first visit that carried any, and only valid names and values', () => {
    captureUtm('?utm_source=newsletter&utm_campaign=spring+2026&utm_medium=%3Cscript%3E&foo=bar');
    expect(readUtm()).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring 2026' });
    captureUtm('?utm_source=other');
    expect(readUtm()).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring 2026' });
  });

  it('reads nothing from a visit without them or from a tampered entry', () => {
    captureUtm('?ref=abc');
    expect(readUtm()).toEqual({});
    localStorage.setItem(storageKeys.utm, '{"utm_source":"<img>","utm_term":"ok"}');
    expect(readUtm()).toEqual({ utm_term: 'ok' });
    localStorage.setItem(storageKeys.utm, 'not json');
    expect(readUtm()).toEqual({});
  });
});
