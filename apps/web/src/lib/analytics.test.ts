import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, requestsTo, signIn, signOutLocally } from '../testing/fake-api.ts';
import { track } from './analytics.ts';

afterEach(() => vi.unstubAllGlobals());

describe('track', () => {
  it('pushes the event and its details onto window.dataLayer and records it first-party with the session', async () => {
    signIn();
    const fetchMock = fakeApi({ 'POST /api/events': () => new Response(null, { status: 204 }) });
    track('begin_checkout', { package: 'pro' });
    const layer = (window as Window & { dataLayer?: unknown[] }).dataLayer;
    expect(layer?.at(-1)).toEqual({ event: 'begin_checkout', package: 'pro' });
    await vi.waitFor(() => expect(requestsTo(fetchMock, 'POST /api/events')).toHaveLength(1));
    const [sent] = requestsTo(fetchMock, 'POST /api/events');
    expect(sent!.body).toEqual({ event: 'begin_checkout', detail: { package: 'pro' } });
    expect(sent!.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('records without a token when signed out, and a failed send is swallowed', async () => {
    signOutLocally();
    const fetchMock = fakeApi({ 'POST /api/events': () => Promise.reject(new TypeError('offline')) });
    expect(() => track('account_deleted')).not.toThrow();
    await vi.waitFor(() => expect(requestsTo(fetchMock, 'POST /api/events')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'POST /api/events')[0]!.headers.get('authorization')).toBeNull();
  });
});
