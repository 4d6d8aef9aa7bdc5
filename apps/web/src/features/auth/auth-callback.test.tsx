import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store.ts';
import { sessionKeys } from '../../lib/storage-keys.ts';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';

const TAB_STATE = 'tabNonce0123456789abcdefghij';
const fragment = (extra: Record<string, string> = {}) =>
  '#' +
  new URLSearchParams({
    id_token: 'oidc.id',
    refresh_token: 'oidc-refresh',
    user_id: 'usr_9',
    email: 'grace@example.com',
    expires_in: '3600',
    client_state: TAB_STATE,
    ...extra,
  }).toString();

/** This tab started a provider sign-in (oauthStartUrl stores its nonce). */
const startedHere = () => sessionStorage.setItem(sessionKeys.oauthClientState, TAB_STATE);

beforeEach(startedHere);

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('/auth/callback', () => {
  it('stores the session from the fragment and continues to return_to', async () => {
    const { router, location } = renderApp(`/auth/callback${fragment({ return_to: '/app/settings' })}`, {
      strict: true,
    });
    await waitFor(() => expect(location()).toBe('/app/settings'));
    expect(sessionStore.get()).toEqual({
      idToken: 'oidc.id',
      refreshToken: 'oidc-refresh',
      userId: 'usr_9',
      email: 'grace@example.com',
    });
    // The callback entry was replaced: going back does not return to the tokens.
    expect(router.state.location.hash).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('falls back to the stored intended path when return_to is not an app path', async () => {
    sessionStorage.setItem(sessionKeys.intendedPath, '/app/w/ws_abcdef1234567890/agent');
    const { location } = renderApp(`/auth/callback${fragment({ return_to: 'https://evil.example/' })}`);
    await waitFor(() => expect(location()).toBe('/app/w/ws_abcdef1234567890/agent'));
    expect(sessionStorage.getItem(sessionKeys.intendedPath)).toBeNull();
  });

  it('goes to the app home when nothing else is known', async () => {
    const { location } = renderApp(`/auth/callback${fragment()}`);
    await waitFor(() => expect(location()).toBe('/app'));
  });

  it('sends the visitor to log in with an error when the fragment is missing', async () => {
    fakeApi({ 'GET /api/auth/providers': () => json({ google: true, microsoft: false, email: 'smtp' }) });
    renderApp('/auth/callback');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('OAuth login failed');
    expect(sessionStore.get()).toBeNull();
  });

  it("refuses tokens this tab did not ask for: a crafted link with someone else's session (login CSRF)", async () => {
    sessionStorage.removeItem(sessionKeys.oauthClientState);
    fakeApi({ 'GET /api/auth/providers': () => json({ google: true, microsoft: false, email: 'smtp' }) });
    const { router } = renderApp(`/auth/callback${fragment()}`);
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This sign-in was not started in this browser tab. Please try again.',
    );
    expect(sessionStore.get()).toBeNull();
    expect(router.state.location.hash).toBe('');
  });

  it('refuses a fragment whose nonce is not the one of the flow this tab started', async () => {
    fakeApi({ 'GET /api/auth/providers': () => json({ google: true, microsoft: false, email: 'smtp' }) });
    renderApp(`/auth/callback${fragment({ client_state: 'attackerNonce0123456789abcdef' })}`);
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
    expect(sessionStorage.getItem(sessionKeys.oauthClientState)).toBeNull();
  });

  it('never switches a signed-in browser to another account', async () => {
    sessionStore.set({
      id_token: 'mine.id',
      refresh_token: 'mine-refresh',
      user_id: 'usr_me',
      email: 'me@example.com',
    });
    renderApp(`/auth/callback${fragment()}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are already signed in with another account. Log out first to switch accounts.',
    );
    expect(sessionStore.get()?.userId).toBe('usr_me');
  });
});
