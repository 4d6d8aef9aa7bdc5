import { describe, expect, it } from 'vitest';
import { track } from './analytics.ts';

describe('track', () => {
  it('pushes the event and its details onto window.dataLayer', () => {
    track('begin_checkout', { package: 'pro' });
    const layer = (window as Window & { dataLayer?: unknown[] }).dataLayer;
    expect(layer?.at(-1)).toEqual({ event: 'begin_checkout', package: 'pro' });
  });
});
